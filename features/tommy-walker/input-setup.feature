# language: ja
機能: トミーウォーカーTCGの準備の形（本プロジェクトの補完）
  対戦の準備は、二人のプレイヤーの名前、シード、席順に並べた二つのデッキ、設定からなる
  （docs/protocol/tommy-walker.md の「Setup」）。形の誤りはルールの違反ではなく形の誤りとして、
  その場所を JSON のパスで示して拒まれる。形が正しくても、カードリストにない名前のカードや
  16 枚でないデッキは、それを禁じる条項の違反として拒まれる。

  背景:
    前提 対戦の準備で、"A" と "B" がともに "悪路王×8、デモノイド×8" のデッキを組み、シードを 7 とする

  @tommy-walker.setup.deck-size @tommy-walker.setup.shuffle @tommy-walker.terms.player
  シナリオアウトライン: 準備の各項目が形に合わなければ、その項目の場所を示して拒まれる
    もし 準備の "<項目>" を次の値にして対戦を始めようとする:
      """
      <値>
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 項目       | 値                     | 場所       |
      | players    | ["A"]                  | players    |
      | players    | ["A", "B", "C"]        | players    |
      | players    | ["A", "A"]             | players    |
      | players    | ["A", ""]              | players    |
      | players    | ["A", 2]               | players    |
      | players    | "A"                    | players    |
      | players[1] | "B\u0007"              | players[1] |
      | players[0] | "\u202eA"              | players[0] |
      | seed       | 1.5                    | seed       |
      | seed       | "7"                    | seed       |
      | seed       | null                   | seed       |
      | seed       | 9007199254740992       | seed       |
      | decks      | []                     | decks      |
      | decks      | "悪路王"               | decks      |
      | decks      | [[], [], []]           | decks      |
      | decks[1]   | "悪路王"               | decks      |
      | decks[1]   | {"悪路王": 16}         | decks      |
      | decks[1][3] | 4                     | decks[1][3] |
      | decks[0][15] | null                 | decks[0][15] |
      | x          | 1                      | x          |
      | round      | 1                      | round      |

  @tommy-walker.setup.deck-size @tommy-walker.terms.player
  シナリオ: 準備は JSON オブジェクトでなければならず、そうでなければ準備そのものの場所で拒まれる
    もし 準備そのものを次の値にして対戦を始めようとする:
      """
      ["A", "B"]
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "setup" である
    もし 準備そのものを次の値にして対戦を始めようとする:
      """
      null
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "setup" である

  @tommy-walker.setup.deck-size @tommy-walker.terms.player
  シナリオ: 形の誤りが二か所にあれば、二か所とも示して拒まれる
    もし 準備そのものを次の値にして対戦を始めようとする:
      """
      {"players": ["A", "A"], "seed": 7, "decks": [[], []], "options": {"round-limit": 0}}
      """
    ならば 準備や局面の形の誤りは "setup.players、setup.options.round-limit" の箇所だけである

  @tommy-walker.setup.deck-size @tommy-walker.terms.player
  シナリオアウトライン: プレイヤーの名前は 100 文字まで受け付け、101 文字からはその名前の場所で拒まれる
    もし 準備の "players[<席>]" を、"<文字>" を 100 回繰り返した文字列にして対戦を始めようとする
    ならば 対戦は始まる
    もし 準備の "players[<席>]" を、"<文字>" を 101 回繰り返した文字列にして対戦を始めようとする
    ならば 準備や局面の形の誤りは "setup.players[<席>]" の箇所だけである

    例:
      | 席 | 文字 |
      | 0  | あ   |
      | 1  | 𠀋   |

  @tommy-walker.setup.shuffle
  シナリオアウトライン: シードは安全に表せる整数なら、0 でも負でも受け付ける
    もし 準備の "seed" を次の値にして対戦を始めようとする:
      """
      <シード>
      """
    ならば 対戦は始まる
    かつ "A" のデッキは 16 枚になっている
    かつ 今は 1 ターン目である

    例:
      | シード            |
      | 0                 |
      | -5                |
      | 9007199254740991  |
      | -9007199254740991 |

  @tommy-walker.game.round-limit @option:round-limit
  シナリオアウトライン: ターン数の上限は 1 から 10000 までの整数で、それ以外は設定の場所で拒まれる
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"round-limit": <上限>}
      """
    ならば 準備や局面の形の誤りは "setup.options.round-limit" の箇所だけである

    例:
      | 上限  |
      | 0     |
      | -1    |
      | 1.5   |
      | "5"   |
      | null  |
      | 10001 |

  @tommy-walker.game.round-limit @option:round-limit
  シナリオアウトライン: ターン数の上限は 1 でも 10000 でも受け付け、観察の設定に示される
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"round-limit": <上限>}
      """
    ならば 対戦は始まる
    かつ 準備や局面で指定した設定は、観察では '{"round-limit": <上限>}' と示される

    例:
      | 上限  |
      | 1     |
      | 3     |
      | 10000 |

  @tommy-walker.setup.deck-size @tommy-walker.game.round-limit
  シナリオアウトライン: 設定はオブジェクトで、知らない項目はその項目の場所で拒まれる
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      <設定>
      """
    ならば 準備や局面の形の誤りは "<場所>" の箇所だけである

    例:
      | 設定                 | 場所                 |
      | []                   | setup.options        |
      | "round-limit"        | setup.options        |
      | 100                  | setup.options        |
      | {"x": true}          | setup.options.x      |
      | {"roundLimit": 5}    | setup.options.roundLimit |

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss
  シナリオアウトライン: 別の読み方の鍵は true か false で指定し、それ以外はその鍵の場所で拒まれる
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"both-miss-tie": <値>}
      """
    ならば 準備や局面の形の誤りは "setup.options.both-miss-tie" の箇所だけである

    例:
      | 値     |
      | "true" |
      | 1      |
      | null   |

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss
  シナリオ: 別の読み方の鍵を false にした準備は、その鍵がないのと同じく本書の読み方で遊ぶ
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"both-miss-tie": false}
      """
    ならば 対戦は始まる
    かつ 準備や局面で指定した設定は、観察では '{}' と示される

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss @option:both-miss-tie
  シナリオ: 別の読み方の鍵を true にした準備では、その読み方が観察の設定に示される
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"both-miss-tie": true}
      """
    ならば 対戦は始まる
    かつ 準備や局面で指定した設定は、観察では '{"both-miss-tie": true}' と示される

  @tommy-walker.game.round-limit @tommy-walker.attack.note.barrier-always @tommy-walker.attack.barrier.always @tommy-walker.attack.tie @tommy-walker.attack.note.tie-when @option:round-limit @option:barrier-one-round @option:tie-at-ride
  シナリオ: ターン数の上限と二つの別の読み方を同時に指定でき、観察の設定にすべて示される
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      {"tie-at-ride": true, "round-limit": 20, "barrier-one-round": true}
      """
    ならば 対戦は始まる
    かつ 準備や局面で指定した設定は、観察では '{"round-limit": 20, "barrier-one-round": true, "tie-at-ride": true}' と示される

  @tommy-walker.setup.deck-size
  シナリオ: 32 枚を超えるデッキは、カードを読まずにデッキ枚数の条項の違反として拒まれる
    もし 準備の "decks[1]" を、次の値を 33 個並べた配列にして対戦を始めようとする:
      """
      5
      """
    ならば 行動は認められない。根拠は条項 "tommy-walker.setup.deck-size" である

  @tommy-walker.setup.deck-size
  シナリオ: 32 枚までのデッキはカードを読むので、カード名でない値はその場所で形の誤りとして拒まれる
    もし 準備の "decks[1]" を、次の値を 32 個並べた配列にして対戦を始めようとする:
      """
      5
      """
    ならば 準備や局面は形の誤りとして拒まれ、問題の場所は "setup.decks[1][31]" である

  @tommy-walker.setup.deck-size
  シナリオアウトライン: 16 枚でないデッキは、32 枚まではカードを読んだうえでデッキ枚数の条項の違反として拒まれる
    もし 準備の "decks[<席>]" を、次の値を <枚数> 個並べた配列にして対戦を始めようとする:
      """
      "デモノイド"
      """
    ならば 行動は認められない。根拠は条項 "tommy-walker.setup.deck-size" である

    例:
      | 席 | 枚数 |
      | 0  | 32   |
      | 1  | 33   |
      | 1  | 1    |

  @tommy-walker.setup.card-pool @tommy-walker.setup.deck-size
  シナリオ: カードリストにないカードは、デッキの枚数より先に調べられる
    もし 準備の "decks" を次の値にして対戦を始めようとする:
      """
      [["悪路王", "悪路王"], ["悪路王", "悪路皇"]]
      """
    ならば 行動は認められない。根拠は条項 "tommy-walker.setup.card-pool" である

  @tommy-walker.setup.card-pool @tommy-walker.setup.deck-size
  シナリオアウトライン: 32 枚までのデッキは、枚数が違っていてもカードを読み、カードリストにないカードがあればその条項の違反になる
    もし 準備の "decks[<席>]" を、次の値を <枚数> 個並べた配列にして対戦を始めようとする:
      """
      "悪路皇"
      """
    ならば 行動は認められない。根拠は条項 "tommy-walker.setup.card-pool" である

    例:
      | 席 | 枚数 |
      | 0  | 32   |
      | 1  | 31   |
      | 1  | 1    |

  @tommy-walker.setup.card-pool
  シナリオ: カードはカード名で書き、カードリストの表記と違う書き方は認められない
    もし 準備の "decks[0][0]" を次の値にして対戦を始めようとする:
      """
      "tw2-akuro-o"
      """
    ならば 行動は認められない。根拠は条項 "tommy-walker.setup.card-pool" である

  @tommy-walker.setup.deck-size @tommy-walker.setup.start-empty
  シナリオ: 準備のとおりに始めた対戦には、設定のない基本ルールが示される
    もし 準備のとおりに対戦を始める
    ならば 対戦は始まる
    かつ 準備や局面で指定した設定は、観察では '{}' と示される
    かつ "B" のデッキは 16 枚になっている
