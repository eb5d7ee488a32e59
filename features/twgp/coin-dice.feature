# language: ja
機能: コインとダイス
  コインとダイスは互いに代わりを務める。ダイスの代わりにコイン5枚を投げ、表の枚数に1を足した数を目とする。
  コインの代わりにダイスを振り、偶数（丁）なら表、奇数（半）なら裏とする。誰が何を持ってきたかは現実の情報で、
  局面の tools に書く。テキストがコインやダイスを求めるのは効果の語彙の coin と die である。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "賽の罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "die"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "銭の罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "coin"}]}
      """

  @twgp.coin-dice.coins-as-die @twgp.coin-dice.example @twgp.coin-dice.note.distribution @twgp.coin-dice
  シナリオ: 誰もダイスを持っていなければコイン5枚を投げ、3枚が表ならダイスの目は4である
    前提 局面に次の項目を加える:
      """
      {"seed": 3, "tools": {"A": [], "B": ["coins"]}}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "die", "player": "B", "with": "coins", "coins": ["tails", "heads", "heads", "heads", "tails"], "value": 4, "clause": "twgp.coin-dice.coins-as-die"}
      """

  @twgp.coin-dice.coins-as-die
  シナリオ: 表が1枚ならダイスの目は2である
    前提 局面に次の項目を加える:
      """
      {"seed": 1, "tools": {"A": [], "B": ["coins"]}}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "die", "with": "coins", "coins": ["tails", "heads", "tails", "tails", "tails"], "value": 2}
      """

  @twgp.coin-dice.die-as-coin @twgp.coin-dice.example
  シナリオ: コインがなければダイスを振り、4（丁）なら表とする
    前提 局面に次の項目を加える:
      """
      {"seed": 1, "tools": {"A": [], "B": ["die"]}}
      """
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "coin", "player": "B", "with": "die", "die": 4, "face": "heads", "clause": "twgp.coin-dice.die-as-coin"}
      """

  @twgp.coin-dice.die-as-coin
  シナリオ: ダイスの目が5（半）ならコインの裏とする
    前提 局面に次の項目を加える:
      """
      {"seed": 2, "tools": {"A": [], "B": ["die"]}}
      """
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "coin", "with": "die", "die": 5, "face": "tails"}
      """

  @twgp.coin-dice.borrow @twgp.overview.note.real-world
  シナリオ: 自分のダイスがなければ、他のプレイヤーが持ってきたダイスを使う
    前提 局面に次の項目を加える:
      """
      {"seed": 1, "tools": {"A": ["die"], "B": ["coins"]}}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "die", "player": "B", "with": "die", "borrowedFrom": "A", "value": 4, "clause": "twgp.coin-dice.borrow"}
      """

  @twgp.coin-dice.pretend-foul @twgp.coin-dice.note.pretend
  シナリオ: ダイスを持っているのに持っていないふりをした者は反則負けになる
    もし "A" の席から審判の出来事 "pretend-no-dice" を "B" について入力する
    ならば "B" は敗退し、勝者は "A" である
    かつ 勝敗の根拠は条項 "twgp.coin-dice.pretend-foul" である
