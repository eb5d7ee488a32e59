# language: ja
機能: トミーウォーカーTCGの局面の形（本プロジェクトの補完）
  局面は「どのカードがどの領域にあり、何ターン目のどのフェイズか」を書いたものである
  （docs/protocol/tommy-walker.md の「Position」）。ありえない局面は形の誤りとして、その場所を
  position から始まる JSON のパスで示して拒まれる。局面のフェイズはドローフェイズか
  アタックフェイズで、ドローフェイズの場には裏向きのアタックカードが 1 枚まで、
  アタックフェイズの場には各プレイヤーのアタックカードがある。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×3" である
    かつ "B" のデッキは上から "悪路王×3" である
    かつ "A" の手札は "デモノイド" である
    かつ "B" の手札は "崩落のマリア" である

  @tommy-walker.terms.player @tommy-walker.terms.round @tommy-walker.terms.phase @tommy-walker.terms.barrier @tommy-walker.terms.deck @tommy-walker.terms.hand @tommy-walker.terms.discard @tommy-walker.terms.stack @tommy-walker.game.phases @tommy-walker.attack.barrier.always
  シナリオアウトライン: 局面の各項目が形に合わなければ、その項目の場所を示して拒まれる
    もし 局面の "<項目>" を次の値にして局面を送る:
      """
      <値>
      """
    ならば 準備や局面の形の誤りは "position.<場所>" の箇所だけである

    例:
      | 項目             | 値                                           | 場所                 |
      | players          | ["A"]                                        | players              |
      | players          | ["A", "A"]                                   | players              |
      | players          | ["A", ""]                                    | players              |
      | players          | "A"                                          | players              |
      | players[1]       | "B\u0000"                                    | players[1]           |
      | seed             | -1                                           | seed                 |
      | seed             | 1.5                                          | seed                 |
      | seed             | "1"                                          | seed                 |
      | seed             | null                                         | seed                 |
      | round            | 0                                            | round                |
      | round            | 2.5                                          | round                |
      | round            | "2"                                          | round                |
      | round            | 9007199254740992                             | round                |
      | phase            | "check"                                      | phase                |
      | phase            | "damage"                                     | phase                |
      | phase            | null                                         | phase                |
      | options          | 5                                            | options              |
      | options          | {"round-limit": 0}                           | options.round-limit  |
      | options          | {"x": true}                                  | options.x            |
      | options          | {"tie-at-ride": "true"}                      | options.tie-at-ride  |
      | barrier          | 5                                            | barrier              |
      | barrier          | "シルバーレイン"                             | barrier              |
      | barrier          | []                                           | barrier              |
      | barrier          | {"owner": "C", "card": "シルバーレイン"}     | barrier.owner        |
      | barrier          | {"card": "シルバーレイン"}                   | barrier.owner        |
      | barrier          | {"owner": "A", "card": "悪路王"}             | barrier.card         |
      | barrier          | {"owner": "B", "card": "雛森・イスカ"}       | barrier.card         |
      | barrier          | {"owner": "A", "card": "銀の雨"}             | barrier.card         |
      | barrier          | {"owner": "A"}                               | barrier.card         |
      | barrier          | {"owner": "A", "card": "シルバーレイン", "round": 1} | barrier.round |
      | seats            | []                                           | seats                |
      | seats            | [{}]                                         | seats                |
      | seats            | [{}, {}, {}]                                 | seats                |
      | seats            | {}                                           | seats                |
      | seats            | "AB"                                         | seats                |
      | seats[1]         | 5                                            | seats[1]             |
      | seats[0]         | null                                         | seats[0]             |
      | seats[0]         | ["悪路王"]                                   | seats[0]             |
      | seats[0].hand    | "デモノイド"                                 | seats[0].hand        |
      | seats[1].deck[1] | "悪路皇"                                     | seats[1].deck[1]     |
      | seats[0].discard | ["悪路王", 3]                                | seats[0].discard[1]  |
      | seats[1].stack   | ["tw2-akuro-o"]                              | seats[1].stack[0]    |
      | seats[0].field   | []                                           | seats[0].field       |
      | x                | 1                                            | x                    |
      | decks            | []                                           | decks                |

  @tommy-walker.terms.player @tommy-walker.game.phases
  シナリオ: 局面は JSON オブジェクトでなければならず、そうでなければ局面そのものの場所で拒まれる
    もし 局面そのものを次の値にして局面を送る:
      """
      null
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "position" である
    もし 局面そのものを次の値にして局面を送る:
      """
      [["A", "B"]]
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "position" である

  @tommy-walker.terms.stack @tommy-walker.game.phases
  シナリオ: 席がオブジェクトでなければ、アタックフェイズの局面でもその席だけが示される
    もし 局面そのものを次の値にして局面を送る:
      """
      {"players": ["A", "B"], "phase": "attack", "seats": [5, {"deck": ["悪路王"], "stack": ["悪路王"]}]}
      """
    ならば 準備や局面の形の誤りは "position.seats[0]" の箇所だけである

  @tommy-walker.terms.deck @tommy-walker.terms.hand @tommy-walker.terms.discard @tommy-walker.terms.stack @tommy-walker.game.phases
  シナリオ: 席の領域は省いてよく、省いた領域は空である
    もし 局面そのものを次の値にして局面を送る:
      """
      {"players": ["A", "B"], "seed": 0, "seats": [{"hand": ["デモノイド"]}, {"deck": ["悪路王", "悪路王"]}]}
      """
    ならば 対戦は始まる
    かつ "A" のデッキは 0 枚になっている
    かつ "A" の手札は "デモノイド" になっている
    かつ "A" の捨て札はない
    かつ "A" の場にカードはない
    かつ "B" のデッキは 2 枚になっている
    かつ "B" の手札は 0 枚になっている
    かつ "B" の捨て札はない
    かつ "B" の場にカードはない
    かつ 今は 1 ターン目である
    かつ フェイズは "ドローフェイズ" である
    かつ 場に結界はない

  @tommy-walker.terms.round @tommy-walker.terms.phase @tommy-walker.terms.barrier @tommy-walker.game.phases @tommy-walker.setup.shuffle
  シナリオアウトライン: 局面の省いてよい項目は、正しい値を書けば受け付けられる
    もし 局面の "<項目>" を次の値にして局面を送る:
      """
      <値>
      """
    ならば 対戦は始まる
    かつ 今は <ターン> ターン目である
    かつ フェイズは "ドローフェイズ" である

    例:
      | 項目    | 値                                       | ターン |
      | seed    | 0                                        | 1      |
      | seed    | 4294967296                               | 1      |
      | seed    | 9007199254740991                         | 1      |
      | round   | 1                                        | 1      |
      | round   | 250                                      | 250    |
      | phase   | "draw"                                   | 1      |
      | barrier | null                                     | 1      |
      | options | {}                                       | 1      |
      | options | {"both-miss-tie": false}                 | 1      |

  @tommy-walker.terms.barrier @tommy-walker.attack.barrier.always
  シナリオ: 局面の結界は、結界の手札能力を持つカードを、プレイヤーの名前で持ち主を示して書く
    もし 局面の "barrier" を次の値にして局面を送る:
      """
      {"owner": "B", "card": "シルバーレイン"}
      """
    ならば 対戦は始まる
    かつ 場の結界は "B" の "シルバーレイン" になっている

  @tommy-walker.game.round-limit @option:round-limit
  シナリオ: 局面のターンは、ターン数の上限のターンまでで、それを過ぎたターンはターンの場所で拒まれる
    前提 変則ルールでターン数の上限を 3 とする
    もし 局面の "round" を次の値にして局面を送る:
      """
      3
      """
    ならば 対戦は始まる
    かつ 今は 3 ターン目である
    もし 局面の "round" を次の値にして局面を送る:
      """
      4
      """
    ならば 準備や局面の形の誤りは "position.round" の箇所だけである

  @tommy-walker.game.round-limit @option:round-limit
  シナリオ: ターン数の上限だけを書いた局面は、1 ターン目から始まる
    前提 変則ルールでターン数の上限を 1 とする
    もし 局面の "seed" を次の値にして局面を送る:
      """
      5
      """
    ならば 対戦は始まる
    かつ 今は 1 ターン目である
    かつ 準備や局面で指定した設定は、観察では '{"round-limit": 1}' と示される

  @tommy-walker.setup.deck-size @tommy-walker.terms.hand @tommy-walker.terms.deck
  シナリオ: 領域のカードは 32 枚まで受け付け、33 枚からはその領域の場所で拒まれる
    もし 局面の "seats[0].hand" を、次の値を 32 個並べた配列にして局面を送る:
      """
      "悪路王"
      """
    ならば 対戦は始まる
    かつ "A" の手札は 32 枚になっている
    もし 局面の "seats[1].deck" を、次の値を 33 個並べた配列にして局面を送る:
      """
      "悪路王"
      """
    ならば 準備や局面の形の誤りは "position.seats[1].deck" の箇所だけである

  @tommy-walker.draw.place @tommy-walker.terms.stack
  シナリオ: ドローフェイズの局面の場には、裏向きのアタックカードが 1 枚までしかない
    もし 局面の "seats[0].stack" を次の値にして局面を送る:
      """
      ["悪路王", "デモノイド"]
      """
    ならば 準備や局面の形の誤りは "position.seats[0].stack" の箇所だけである

  @tommy-walker.draw.place @tommy-walker.terms.stack
  シナリオ: ドローフェイズの局面で後の席のプレイヤーの場に 2 枚あっても、その場所で拒まれる
    もし 局面の "seats[1].stack" を次の値にして局面を送る:
      """
      ["悪路王", "悪路王"]
      """
    ならば 準備や局面の形の誤りは "position.seats[1].stack" の箇所だけである

  @tommy-walker.terms.attack-card @tommy-walker.check.to-attack @tommy-walker.terms.stack
  シナリオアウトライン: アタックフェイズの局面では、どちらの場にもアタックカードがなければならない
    前提 アタックフェイズで、"A" の場のカードは下から "悪路王"、"B" の場のカードは下から "崩落のマリア" である
    もし 局面の "seats[<席>].stack" を次の値にして局面を送る:
      """
      []
      """
    ならば 準備や局面の形の誤りは "position.seats[<席>].stack" の箇所だけである

    例:
      | 席 |
      | 0  |
      | 1  |

  @tommy-walker.check.play-miss.one @tommy-walker.cards.weakness.ride-only @tommy-walker.terms.stack
  シナリオアウトライン: アタックフェイズの局面の場のいちばん下に、ライドでしか登場できないカードはありえない
    前提 アタックフェイズで、"A" の場のカードは下から "悪路王"、"B" の場のカードは下から "崩落のマリア" である
    もし 局面の "seats[<席>].stack" を次の値にして局面を送る:
      """
      <場>
      """
    ならば 準備や局面の形の誤りは "position.seats[<席>].stack[0]" の箇所だけである

    例:
      | 席 | 場                                  |
      | 0  | ["ゲルマンシャーク"]                |
      | 0  | ["ゲルマンシャーク", "悪路王"]      |
      | 1  | ["ラブリンスター", "崩落のマリア"]  |

  @tommy-walker.cards.weakness.ride-only @tommy-walker.terms.ride @tommy-walker.terms.stack
  シナリオ: アタックフェイズの局面で、ライドでしか登場できないカードがライドで上に重なっているのはありうる
    前提 アタックフェイズで、"A" の場のカードは下から "悪路王、ゲルマンシャーク"、"B" の場のカードは下から "崩落のマリア" である
    ならば "A" のアタックカードは "ゲルマンシャーク" である
    かつ "A" の戦闘力は 8100 である
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.cards.weakness.ride-only @tommy-walker.check.play-miss.one
  シナリオ: ドローフェイズの局面では、ライドでしか登場できないカードを裏向きに出していてもよい
    前提 "B" はアタックカード "ラブリンスター" を裏向きに出している
    もし 局面の "round" を次の値にして局面を送る:
      """
      2
      """
    ならば 対戦は始まる
    かつ 次に決めるのは "A" で、その内容は "ドローフェイズの行動" である
    かつ "B" が決めることは何もない

  @tommy-walker.attack.barrier.always @tommy-walker.attack.note.barrier-always @tommy-walker.check.tie @option:barrier-one-round
  シナリオ: 効果を出したターンだけとする読み方では、局面の結界は 1 ターン目の局面でも次のターンでも前のターンに出したものとして働かない
    前提 "A" の手札は "デモノイド×2" である
    かつ "B" の手札は "悪路王×2" である
    かつ 場には "A" の結界 "シルバーレイン" がある
    もし "A" が "デモノイド" を、"B" が "悪路王" をアタックカードとして出す
    ならば 今は 2 ターン目である
    かつ 場の結界は "A" の "シルバーレイン" になっている
    もし "A" が "デモノイド" を、"B" が "悪路王" をアタックカードとして出す
    ならば 今は 3 ターン目である
    かつ ダメージは与えられていない
