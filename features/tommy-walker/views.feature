# language: ja
機能: 見え方と観察の形（本プロジェクトの補完）
  プレイヤーの見え方（view）は、観察（observe）から、そのプレイヤーが見てはならないカードを
  null に置き換えたものである（docs/protocol/tommy-walker.md、tommy-walker.terms.hidden）。
  伏せられるのは両方のデッキ、相手の手札、ドローフェイズに相手が裏向きに出したアタックカードで、
  枚数は見える。手札・捨て札・場はカードリストの順、デッキは上が最後、場のカードは下から並べる。
  観察はすべてを見せ、アタックカードの戦闘力と、誰の決定が待たれているかも示す。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王、崩落のマリア、デモノイド" である
    かつ "B" のデッキは上から "ハンクス長老、悪路王" である
    かつ "A" の手札は "デモノイド、崩落のマリア、悪路王" である
    かつ "B" の手札は "雛森・イスカ" である
    かつ "A" の捨て札は "デモノイド、悪路王" である
    かつ 場には "A" の結界 "シルバーレイン" がある
    かつ "A" はアタックカード "悪路王" を裏向きに出している

  @tommy-walker.terms.hidden @tommy-walker.draw.place @tommy-walker.abilities.power.layers
  シナリオ: ドローフェイズの観察は、裏向きのアタックカードも含めてすべてを示す
    ならば 見え方と比べる観察の形は次のとおりである:
      """
      {"phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": ["デモノイド", "崩落のマリア", "悪路王"], "hand": ["悪路王", "崩落のマリア", "デモノイド"], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": [], "power": 5000},
                 {"player": "B", "deck": ["悪路王", "ハンクス長老"], "hand": ["雛森・イスカ"], "discard": [], "stack": [], "field": [], "power": null}],
       "decisions": [{"player": "B", "kind": "draw-phase"}]}
      """

  @tommy-walker.terms.hidden @tommy-walker.draw.place
  シナリオ: ドローフェイズに裏向きに出したアタックカードは、出した本人にだけ見える
    ならば "A" から見た見え方の形は次のとおりである:
      """
      {"viewer": "A", "phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": ["悪路王", "崩落のマリア", "デモノイド"], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [null], "discard": [], "stack": [], "field": []}]}
      """
    かつ "B" から見た見え方の形は次のとおりである:
      """
      {"viewer": "B", "phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": [null, null, null], "discard": ["悪路王", "デモノイド"], "stack": [null], "field": []},
                 {"player": "B", "deck": [null, null], "hand": ["雛森・イスカ"], "discard": [], "stack": [], "field": []}]}
      """

  @tommy-walker.terms.hidden
  シナリオ: プレイヤーでない名前から見ると、両方の手札とドローフェイズのアタックカードが伏せられている
    ならば "観戦者" から見た見え方の形は次のとおりである:
      """
      {"viewer": "観戦者", "phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": [null, null, null], "discard": ["悪路王", "デモノイド"], "stack": [null], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [null], "discard": [], "stack": [], "field": []}]}
      """

  @tommy-walker.terms.hidden @tommy-walker.check.reveal
  シナリオ: 二人がアタックカードを出して表にすると、アタックカードは二人とも見てよい
    もし "B" が "雛森・イスカ" をアタックカードとして出す
    ならば フェイズは "アタックフェイズ" である
    かつ "B" から見た見え方の形は次のとおりである:
      """
      {"viewer": "B", "phase": "attack", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": [null, null, null], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [], "discard": [], "stack": ["雛森・イスカ"], "field": []}]}
      """
    かつ "観戦者" から見た見え方の形は次のとおりである:
      """
      {"viewer": "観戦者", "phase": "attack", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": [null, null, null], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [], "discard": [], "stack": ["雛森・イスカ"], "field": []}]}
      """

  @tommy-walker.game.round-limit @option:round-limit
  シナリオ: ターン数の上限を決めた対戦では、見え方と観察の options がその上限を示す
    前提 変則ルールでターン数の上限を 7 とする
    ならば "B" から見た見え方の形は次のとおりである:
      """
      {"viewer": "B", "phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {"round-limit": 7},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": [null, null, null], "discard": ["悪路王", "デモノイド"], "stack": [null], "field": []},
                 {"player": "B", "deck": [null, null], "hand": ["雛森・イスカ"], "discard": [], "stack": [], "field": []}]}
      """

  @tommy-walker.check.note.both-miss @option:both-miss-tie @tommy-walker.attack.note.tie-when @option:tie-at-ride @tommy-walker.check.play-miss.both @tommy-walker.attack.tie.when
  シナリオ: 別の読み方で遊ぶ対戦では、見え方と観察の options がその読み方を true で示す
    ならば "A" から見た見え方の形は次のとおりである:
      """
      {"viewer": "A", "phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {"both-miss-tie": true, "tie-at-ride": true},
       "seats": [{"player": "A", "deck": [null, null, null], "hand": ["悪路王", "崩落のマリア", "デモノイド"], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": []},
                 {"player": "B", "deck": [null, null], "hand": [null], "discard": [], "stack": [], "field": []}]}
      """
    かつ 見え方と比べる観察の形は次のとおりである:
      """
      {"phase": "draw", "round": 1, "barrier": {"owner": "A", "card": "シルバーレイン"}, "result": null, "options": {"both-miss-tie": true, "tie-at-ride": true},
       "seats": [{"player": "A", "deck": ["デモノイド", "崩落のマリア", "悪路王"], "hand": ["悪路王", "崩落のマリア", "デモノイド"], "discard": ["悪路王", "デモノイド"], "stack": ["悪路王"], "field": [], "power": 5000},
                 {"player": "B", "deck": ["悪路王", "ハンクス長老"], "hand": ["雛森・イスカ"], "discard": [], "stack": [], "field": [], "power": null}],
       "decisions": [{"player": "B", "kind": "draw-phase"}]}
      """

