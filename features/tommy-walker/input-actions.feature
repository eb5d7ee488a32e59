# language: ja
機能: 行動の形と、形の誤り・手番の誤り（本プロジェクトの補完）
  行動はこのルールブックの形（docs/protocol/tommy-walker.md）で渡す。カードはカードリストの
  カード名で書く。形の誤りはルールの違反ではなく形の誤りとして、JSON の場所を示して拒まれ、
  拒まれた行動は対戦を何も変えない。形の正しい行動でも、そのフェイズ・その順番の行動でなければ、
  また勝敗が決まった後なら、それを禁じる条項の違反として拒まれる。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王、崩落のマリア、デモノイド" である
    かつ "B" のデッキは上から "悪路王" である
    かつ "A" の手札は "崩落のマリア" である
    かつ アタックフェイズで、"A" の場のカードは下から "雛森・イスカ"、"B" の場のカードは下から "悪路王" である

  @tommy-walker.attack.revenge @tommy-walker.game.phase-actions
  シナリオアウトライン: 行動は種類 type を持つ JSON オブジェクトで、種類ごとに決まった欄だけを持つ
    もし "A" が次の形の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形の誤りとして拒まれ、問題の場所は "<場所>" である

    例:
      | 行動                                                      | 場所              |
      | []                                                        | action            |
      | null                                                      | action            |
      | "end"                                                     | action            |
      | 7                                                         | action            |
      | {}                                                        | action.type       |
      | {"type": "エンド"}                                        | action.type       |
      | {"type": "END"}                                           | action.type       |
      | {"type": 3}                                               | action.type       |
      | {"type": "エンド", "card": "崩落のマリア"}                | action.type       |
      | {"type": "ride"}                                          | action.card       |
      | {"type": "ride", "card": "崩落"}                          | action.card       |
      | {"type": "ride", "card": 1}                               | action.card       |
      | {"type": "ride", "card": "tw3-maria"}                     | action.card       |
      | {"type": "place"}                                         | action.card       |
      | {"type": "take"}                                          | action.card       |
      | {"type": "return"}                                        | action.card       |
      | {"type": "hand"}                                          | action.card       |
      | {"type": "swap"}                                          | action.card       |
      | {"type": "ride", "card": "崩落のマリア", "ability": 0}    | action.ability    |
      | {"type": "end", "card": "崩落のマリア"}                   | action.card       |
      | {"type": "draw", "card": "崩落のマリア"}                  | action.card       |
      | {"type": "use", "card": "崩落のマリア"}                   | action.card       |
      | {"type": "decline", "card": "崩落のマリア"}               | action.card       |
      | {"type": "end", "discard": []}                            | action.discard    |
      | {"type": "ride", "card": "崩落のマリア", "discard": []}   | action.discard    |
      | {"type": "activate", "ability": 0}                        | action.ability    |
      | {"type": "activate", "card": "雛森・イスカ"}              | action.card       |
      | {"type": "activate", "discard": "崩落のマリア"}           | action.discard    |
      | {"type": "activate", "discard": {"0": "崩落のマリア"}}    | action.discard    |
      | {"type": "activate", "discard": ["崩落"]}                 | action.discard[0] |
      | {"type": "activate", "discard": ["崩落のマリア", null]}   | action.discard[1] |

  @tommy-walker.attack.revenge @tommy-walker.game.phase-actions
  シナリオ: 一つの行動の形の誤りは、一つ残らずそれぞれの場所で示される
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "activate", "discard": ["崩落", "崩落のマリア", 5], "card": "悪路王", "ability": 0}
      """
    ならば その行動は形の誤りとして拒まれ、問題の場所は "action.discard[0]" である
    かつ その行動は形の誤りとして拒まれ、問題の場所は "action.discard[2]" である
    かつ その行動は形の誤りとして拒まれ、問題の場所は "action.card" である
    かつ その行動は形の誤りとして拒まれ、問題の場所は "action.ability" である

  @tommy-walker.setup.deck-size @tommy-walker.attack.at.discard.total
  シナリオ: 捨てるカードの並びがゲームのカードの総数 32 枚より長ければ形の誤りで、32 枚までなら形は正しい
    もし "A" が、手札の捨て札として "崩落のマリア" を 33 枚並べた行動 activate をとろうとする
    ならば その行動は形の誤りとして拒まれ、問題の場所は "action.discard" である
    もし "A" が、手札の捨て札として "崩落のマリア" を 32 枚並べた行動 activate をとろうとする
    ならば その行動は形の誤りとしてではなく、ルールの違反として拒まれる

  @tommy-walker.game.phase-actions
  シナリオ: 対戦のプレイヤーでない名前の行動は、形の誤りとして player の場所で拒まれる
    もし "C" が次の形の行動をとろうとする:
      """
      {"type": "end"}
      """
    ならば その行動は形の誤りとして拒まれ、問題の場所は "player" である

  @tommy-walker.game.phase-actions @tommy-walker.attack.higher-cannot @tommy-walker.draw.place
  シナリオアウトライン: 形の正しい行動でも、そのフェイズ・その順番の行動でなければ違反として拒まれる
    もし "<プレイヤー>" が次の形の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形の誤りとしてではなく、条項 "<条項>" の違反として拒まれる

    例:
      | プレイヤー | 行動                                   | 条項                              |
      | A          | {"type": "draw"}                       | tommy-walker.game.phase-actions   |
      | A          | {"type": "place", "card": "崩落のマリア"} | tommy-walker.game.phase-actions   |
      | A          | {"type": "use"}                        | tommy-walker.game.phase-actions   |
      | A          | {"type": "decline"}                    | tommy-walker.game.phase-actions   |
      | A          | {"type": "take", "card": "悪路王"}     | tommy-walker.game.phase-actions   |
      | A          | {"type": "swap", "card": "崩落のマリア"} | tommy-walker.game.phase-actions   |
      | B          | {"type": "end"}                        | tommy-walker.attack.higher-cannot |
      | B          | {"type": "ride", "card": "悪路王"}     | tommy-walker.attack.higher-cannot |

  @tommy-walker.game.over @tommy-walker.game.loss.deck-out @tommy-walker.damage.mill
  シナリオアウトライン: 勝敗が決まった後は、どちらのどの行動も条項 tommy-walker.game.over の違反として拒まれる
    前提 "B" のデッキは上から "悪路王、悪路王" である
    かつ "A" のデッキは上から "悪路王" である
    もし "A" がエンドを宣言する
    ならば ゲームは "B" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である
    かつ 行動を待たれているプレイヤーはいない
    もし "<プレイヤー>" が次の形の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形の誤りとしてではなく、条項 "tommy-walker.game.over" の違反として拒まれる

    例:
      | プレイヤー | 行動                                   |
      | A          | {"type": "end"}                        |
      | B          | {"type": "end"}                        |
      | A          | {"type": "draw"}                       |
      | B          | {"type": "ride", "card": "悪路王"}     |

  @tommy-walker.terms.round @tommy-walker.attack.ride @tommy-walker.game.repeat
  シナリオ: とても大きなターン数や乱数のシードの局面でも、行動はふつうに受け付けられる
    前提 ターンは 9007199254740991 ターン目である
    かつ 行動を調べる局面の乱数のシードは 4294967295 である
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "ride", "card": "崩落のマリア"}
      """
    ならば 行動は認められる
    かつ 今は 9007199254740991 ターン目である

  @tommy-walker.game.phase-actions
  シナリオアウトライン: プレイヤーでない名前の行動でも、行動そのものの形の誤りはその場所で示される
    もし "C" が次の形の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形の誤りとして拒まれ、問題の場所は "<場所>" である

    例:
      | 行動                                       | 場所        |
      | null                                       | action      |
      | ["end"]                                    | action      |
      | {"type": "エンド"}                         | action.type |
      | {"type": 3}                                | action.type |
      | {"type": "ride", "card": "崩落"}           | action.card |
      | {"type": "end", "discard": []}             | action.discard |

  @tommy-walker.game.phases
  シナリオアウトライン: 局面の形の誤りは、局面の中の場所で示される
    もし 行動を調べる局面の "<項目>" を次の値に差し替えて送る:
      """
      <値>
      """
    ならば 行動を調べる局面は形の誤りとして拒まれ、問題の場所は "position.<場所>" である

    例:
      | 項目              | 値             | 場所              |
      | phase             | "check"        | phase             |
      | seats[0].hand     | ["崩落"]       | seats[0].hand[0]  |
