# language: ja
機能: 二人目の席から見た見え方（本プロジェクトの補完）
  見え方で伏せられるカード（tommy-walker.terms.hidden）は、席順によらない。二人目の席のプレイヤーが
  ドローフェイズに裏向きに出したアタックカードは、本人には見え、相手とプレイヤーでない名前には伏せられる。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王" である
    かつ "B" のデッキは上から "ハンクス長老、悪路王" である
    かつ "A" の手札は "崩落のマリア" である
    かつ "B" の手札は "デモノイド、雛森・イスカ" である
    かつ "B" はアタックカード "悪路王" を裏向きに出している

  @tommy-walker.terms.hidden @tommy-walker.draw.place
  シナリオ: 二人目の席のプレイヤーが裏向きに出したアタックカードは本人にだけ見える
    ならば "B" から見た見え方の形は次のとおりである:
      """
      {"viewer": "B", "phase": "draw", "round": 1, "barrier": null, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null], "hand": [null], "discard": [], "stack": [], "field": []},
                 {"player": "B", "deck": [null, null], "hand": ["雛森・イスカ", "デモノイド"], "discard": [], "stack": ["悪路王"], "field": []}]}
      """
    かつ "A" から見た見え方の形は次のとおりである:
      """
      {"viewer": "A", "phase": "draw", "round": 1, "barrier": null, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null], "hand": ["崩落のマリア"], "discard": [], "stack": [], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [null, null], "discard": [], "stack": [null], "field": []}]}
      """
    かつ "観戦者" から見た見え方の形は次のとおりである:
      """
      {"viewer": "観戦者", "phase": "draw", "round": 1, "barrier": null, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null], "hand": [null], "discard": [], "stack": [], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [null, null], "discard": [], "stack": [null], "field": []}]}
      """
    かつ 見え方と比べる観察の形は次のとおりである:
      """
      {"phase": "draw", "round": 1, "barrier": null, "result": null, "options": {},
       "seats": [{"player": "A", "deck": ["悪路王"], "hand": ["崩落のマリア"], "discard": [], "stack": [], "field": [], "power": null},
                 {"player": "B", "deck": ["悪路王", "ハンクス長老"], "hand": ["雛森・イスカ", "デモノイド"], "discard": [], "stack": ["悪路王"], "field": [], "power": 4000}],
       "decisions": [{"player": "A", "kind": "draw-phase"}]}
      """
