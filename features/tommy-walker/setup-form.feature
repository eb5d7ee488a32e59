# language: ja
機能: 準備の形と変則ルール・読み方の指定（本プロジェクトの補完）
  対戦の準備は {players, seed, decks, options} の JSON オブジェクトで渡す（docs/protocol/tommy-walker.md）。
  players は席順に別々の空でない名前二つ、seed は整数、decks は席順にカード名の並び二つ、
  options はターン数の上限 round-limit（1 から 10000 の整数）と、別の読み方のキー（true か false）である。
  形の誤りはその場所を示して拒まれる。形の正しい準備でも、ルールが禁じるデッキは条項の違反として拒まれる。

  背景:
    前提 準備の形を調べるため、"A" と "B" が見本のデッキでシード 1 の対戦を用意する

  @tommy-walker.terms.player @tommy-walker.setup.deck-size @tommy-walker.setup.shuffle
  シナリオアウトライン: 準備の各欄は決まった形の値である
    もし 準備の "<項目>" を次の値に差し替えて対戦を始めようとする:
      """
      <値>
      """
    ならば 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 項目       | 値                        | 場所                       |
      | players    | ["A"]                     | players                    |
      | players    | ["A", "B", "C"]           | players                    |
      | players    | ["A", "A"]                | players                    |
      | players    | ["A", ""]                 | players                    |
      | players    | ["", "B"]                 | players                    |
      | players    | ["A", 2]                  | players                    |
      | players    | [1, "B"]                  | players                    |
      | players    | "AB"                      | players                    |
      | players    | {"0": "A", "1": "B"}      | players                    |
      | players[1] | "B\u0007"                 | players[1]                 |
      | players[0] | "\u202eA"                 | players[0]                 |
      | seed       | 1.5                       | seed                       |
      | seed       | "1"                       | seed                       |
      | seed       | 9007199254740992          | seed                       |
      | turn       | 1                         | turn                       |
      | decks      | "悪路王"                  | decks                      |
      | decks      | []                        | decks                      |
      | decks      | [["悪路王"]]              | decks                      |
      | decks[1]   | "悪路王"                  | decks                      |
      | decks[0]   | {"0": "悪路王"}           | decks                      |
      | decks[1][3] | 5                        | decks[1][3]                |
      | decks[0][0] | null                     | decks[0][0]                |
      | options    | "round-limit"             | options                    |
      | options    | [5]                       | options                    |
      | options    | null                      | options                    |
      | options    | {"turns": 5}              | options.turns              |
      | options    | {"round-limit": 0}        | options.round-limit        |
      | options    | {"round-limit": -3}       | options.round-limit        |
      | options    | {"round-limit": 10001}    | options.round-limit        |
      | options    | {"round-limit": 2.5}      | options.round-limit        |
      | options    | {"round-limit": "5"}      | options.round-limit        |
      | options    | {"round-limit": null}     | options.round-limit        |
      | options    | {"both-miss-tie": 1}      | options.both-miss-tie      |
      | options    | {"both-miss-tie": "true"} | options.both-miss-tie      |
      | options    | {"tie-at-ride": null}     | options.tie-at-ride        |

  @tommy-walker.terms.player @tommy-walker.setup.shuffle
  シナリオ: シードのない準備は形の誤りとして seed の場所で拒まれる
    もし 準備から "seed" を除いて対戦を始めようとする
    ならば 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.seed" である

  @tommy-walker.terms.player @tommy-walker.setup.deck-size
  シナリオアウトライン: 準備は JSON オブジェクトである
    もし 準備の全体を次の値に差し替えて対戦を始めようとする:
      """
      <値>
      """
    ならば 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup" である

    例:
      | 値                 |
      | null               |
      | ["A", "B"]         |
      | "A"                |

  @tommy-walker.terms.player @tommy-walker.setup.deck-size
  シナリオ: 準備の形の誤りは、一つ残らずそれぞれの場所で示される
    もし 準備の全体を次の値に差し替えて対戦を始めようとする:
      """
      {"players": ["A", "B\u0007"], "seed": "x", "decks": [["悪路王", 1], ["悪路王"]], "options": {"round-limit": 0, "both-miss-tie": 2}, "turn": 1}
      """
    ならば 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.players[1]" である
    かつ 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.seed" である
    かつ 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.decks[0][1]" である
    かつ 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.options.round-limit" である
    かつ 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.options.both-miss-tie" である
    かつ 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.turn" である

  @tommy-walker.setup.deck-size
  シナリオ: ゲームのカードの総数 32 枚より長いデッキは、カードを読まずに枚数の違反として拒まれる
    もし 準備で "B" のデッキの 5 番目を次の値にして、デッキを 33 枚にして対戦を始めようとする:
      """
      7
      """
    ならば 対戦は始まらず、準備は形の誤りとしてではなく条項 "tommy-walker.setup.deck-size" の違反として拒まれる
    もし 準備で "A" のデッキを "悪路王" 33 枚にして対戦を始めようとする
    ならば 対戦は始まらず、準備は形の誤りとしてではなく条項 "tommy-walker.setup.deck-size" の違反として拒まれる

  @tommy-walker.setup.deck-size
  シナリオ: 32 枚までのデッキのカードは読まれ、カード名でない値は形の誤りになる
    もし 準備で "B" のデッキの 5 番目を次の値にして、デッキを 32 枚にして対戦を始めようとする:
      """
      7
      """
    ならば 対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は "setup.decks[1][5]" である

  @tommy-walker.setup.card-pool
  シナリオ: カードリストにないカード名は、カードの種類の違反として拒まれる
    もし 準備の "decks[1][15]" を次の値に差し替えて対戦を始めようとする:
      """
      "悪路王改"
      """
    ならば 対戦は始まらず、準備は形の誤りとしてではなく条項 "tommy-walker.setup.card-pool" の違反として拒まれる

  @tommy-walker.game.round-limit @option:round-limit
  シナリオアウトライン: ターン数の上限は 1 から 10000 までの整数で指定でき、見え方と観察の options に示される
    もし 準備の "options" を次の値に差し替えて対戦を始めようとする:
      """
      {"round-limit": <上限>}
      """
    ならば 対戦は始まる
    かつ "A" の見え方と観察の options の形は次のとおりである:
      """
      {"round-limit": <上限>}
      """

    例:
      | 上限  |
      | 1     |
      | 10000 |

  @tommy-walker.game.round-limit
  シナリオ: options を空にした準備は基本ルールの対戦になり、options は空である
    もし 準備の "options" を次の値に差し替えて対戦を始めようとする:
      """
      {}
      """
    ならば 対戦は始まる
    かつ "B" の見え方と観察の options の形は次のとおりである:
      """
      {}
      """

  @tommy-walker.check.note.both-miss @tommy-walker.check.play-miss.both
  シナリオ: 別の読み方のキーを false にした準備は、本書の読み方の対戦になる
    もし 準備の "options" を次の値に差し替えて対戦を始めようとする:
      """
      {"both-miss-tie": false}
      """
    ならば 対戦は始まる
    かつ "A" の見え方と観察の options の形は次のとおりである:
      """
      {}
      """

  @tommy-walker.game.round-limit
  シナリオ: エンジンは、ターン数の上限 round-limit を指定できることを告げる
    ならば エンジンは、準備と局面の options で指定できるものとして "round-limit" を告げている
