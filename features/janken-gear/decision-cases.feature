# language: ja
機能: じゃんけん・ギアの決定の選択肢の書き方
  決定の選択肢（docs/protocol/janken-gear.md の「Decisions」）は、行動と同じ形で、札はこのルールブックの書き方で示される。

  @janken-gear.diamond.ace-cancel @janken-gear.diamond.ace-cancel.timing
  シナリオ: 対抗を受けたダイレクトの側の選択肢には、持っている◆Aで打ち消す行動がその札の名で示される
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆A" である
    かつ "B" の手札は "◆J" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆J" でダイレクトを無効にし、場札 "a1" を攻撃する
    ならば "A" の選択肢に次の行動がある:
      """
      {"type": "cancel", "card": "◆A"}
      """
    かつ "A" の選択肢に次の行動がある:
      """
      {"type": "pass"}
      """
