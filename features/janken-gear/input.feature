# language: ja
機能: じゃんけん・ギアの入力の形（本プロジェクトの補完）
  準備・局面・行動は、このルールブックの形（docs/protocol/janken-gear.md）で渡す。
  ありえない札の並びや形の誤りは、ルールの違反ではなく形の誤りとして、その場所を示して拒まれる。

  @janken-gear.field.bundle.same-suit @janken-gear.cards.diamond @janken-gear.cards.joker @janken-gear.field.deploy
  シナリオアウトライン: ◆やジョーカーを含む場札、記号の混じった場札、空の場札は、局面としてありえない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "seats[<席>].field" を次の値にする:
      """
      [{"id": "x1", "cards": <札>}]
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.seats[<席>].field[0].<場所>" である

    例:
      | 席 | 札                 | 場所     |
      | 0  | ["◆5"]             | cards[0] |
      | 1  | ["ジョーカー"]     | cards[0] |
      | 0  | ["♠5", "♥5"]       | cards[1] |
      | 1  | ["♣5", "♣6", "◆7"] | cards[2] |
      | 0  | []                 | cards    |
      | 0  | "♠5"               | cards    |
      | 1  | ["♠14"]            | cards[0] |

  @janken-gear.field.deploy
  シナリオアウトライン: 場札には空でない ID があり、局面の中で二つの場札が同じ ID を持つことはない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ 局面の "seats[1].field" を次の値にする:
      """
      [<場札>]
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.seats[1].field[<番>]<場所>" である

    例:
      | 場札                                                            | 番 | 場所   |
      | {"id": "a1", "cards": ["♥5"]}                                   | 0  | .id    |
      | {"id": "b1", "cards": ["♥5"]}, {"id": "b1", "cards": ["♥6"]}    | 1  | .id    |
      | {"id": "", "cards": ["♥5"]}                                     | 0  | .id    |
      | {"id": 7, "cards": ["♥5"]}                                      | 0  | .id    |
      | {"id": "b1", "cards": ["♥5"], "power": 5}                       | 0  | .power |
      | "♥5"                                                            | 0  |        |

  @janken-gear.turn.order @janken-gear.setup.players
  シナリオアウトライン: 局面の手番と二人のプレイヤーは、その局面の二人の名でなければならない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "<項目>" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.<場所>" である

    例:
      | 項目       | 値           | 場所       |
      | turnPlayer | "C"          | turnPlayer |
      | turnPlayer | null         | turnPlayer |
      | players    | ["A", "A"]   | players    |
      | players    | ["A"]        | players    |
      | players    | ["A", ""]    | players    |
      | players    | ["A", 2]     | players    |
      | players    | "A"          | players    |

  @janken-gear.turn.order
  シナリオアウトライン: 局面のターン数・シード・席・札の並びは、その形でなければならない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "<項目>" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.<場所>" である

    例:
      | 項目              | 値                | 場所                 |
      | turn              | 0                 | turn                 |
      | turn              | 1.5               | turn                 |
      | turn              | "1"               | turn                 |
      | seed              | "7"               | seed                 |
      | seats             | []                | seats                |
      | seats[1]          | 5                 | seats[1]             |
      | seats[0].shoe     | []                | seats[0].shoe        |
      | board             | {}                | board                |
      | seats[0].hand     | ["♠5", "♠15"]     | seats[0].hand[1]     |
      | seats[1].hand     | "♠5"              | seats[1].hand        |
      | seats[0].deck     | [5]               | seats[0].deck[0]     |
      | seats[1].discard  | ["S5"]            | seats[1].discard[0]  |
      | seats[0].vitals   | ["♣2", null]      | seats[0].vitals[1]   |
      | seats[1].lostVitals | {}              | seats[1].lostVitals  |
      | seats[0].field    | {}                | seats[0].field       |

  @janken-gear.turn.stalemate
  シナリオアウトライン: 札も攻撃もないターンは、局面の前に多くて1回しか続いていない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "<項目>" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.<項目>" である

    例:
      | 項目           | 値    |
      | quietTurns     | 2     |
      | quietTurns     | -1    |
      | quietTurns     | true  |
      | activeThisTurn | "yes" |
      | activeThisTurn | 1     |

  @janken-gear.turn.attack-once
  シナリオアウトライン: このターンに攻撃した場札は、手番のプレイヤーの場札でなければならない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥5" の場札 "b1" がある
    かつ 局面の "attacked" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.attacked<場所>" である

    例:
      | 値             | 場所 |
      | ["b1"]         | [0]  |
      | ["a1", "z9"]   | [1]  |
      | "a1"           |      |

  @janken-gear.direct.grace
  シナリオアウトライン: このターンに最後のヴァイタルを失ったプレイヤーには、残りのヴァイタルがない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "B" の残りヴァイタルは 0 枚である
    かつ 局面の "lostLastVitalThisTurn" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.lostLastVitalThisTurn<場所>" である

    例:
      | 値              | 場所 |
      | ["A"]           | [0]  |
      | ["B", "C"]      | [1]  |
      | "B"             |      |
      | ["B", "A", "B"] |      |

  @janken-gear.direct.sudden-loss @janken-gear.battle.note.penetrate
  シナリオアウトライン: 局面の変則ルールと読み方は、このルールブックにあるキーを true か false で示す
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "options" を次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.options<場所>" である

    例:
      | 値                              | 場所                      |
      | {"sudden-vital-loss": 1}        | .sudden-vital-loss        |
      | {"penetrate-on-direct": "yes"}  | .penetrate-on-direct      |
      | {"no-such-rule": true}          | .no-such-rule             |
      | ["sudden-vital-loss"]           |                           |

  @janken-gear.setup.players @janken-gear.deck.check @janken-gear.setup.first-player
  シナリオアウトライン: 準備の形の誤りは、ルールの違反ではなく形の誤りとして、その場所を示して拒まれる
    前提 "A" と "B" が、次のデッキを使う
      """
      ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー
      """
    もし 準備の "<項目>" を次の値にして対戦を始めようとする:
      """
      <値>
      """
    ならば 対戦は始まらず、準備は形が不正として拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 項目       | 値                              | 場所                    |
      | players    | ["A", "A"]                      | players[1]              |
      | players    | "A"                             | players                 |
      | players[1] | ""                              | players[1]              |
      | players[1] | 3                               | players[1]              |
      | seed       | 1.5                             | seed                    |
      | seed       | "1"                             | seed                    |
      | decks      | "♠A"                            | decks                   |
      | decks[1]   | "♠A"                            | decks[1]                |
      | decks[1][3] | 4                              | decks[1][3]             |
      | options    | {"sudden-vital-loss": "yes"}    | options.sudden-vital-loss |
      | options    | {"no-such-rule": true}          | options.no-such-rule    |
      | stacked    | "yes"                           | stacked                 |
      | janken     | []                              | janken                  |
      | janken     | [["グー"]]                      | janken[0]               |
      | janken     | [["グー", "石"]]                | janken[0][1]            |
      | janken     | "グー対チョキ"                  | janken                  |
      | rounds     | 3                               | rounds                  |

  @janken-gear.turn.actions @janken-gear.field.deploy @janken-gear.diamond.use @janken-gear.diamond.counter
  シナリオアウトライン: 行動の形の誤りは、ルールの違反ではなく形の誤りとして、その場所を示して拒まれ、対戦はそのまま続く
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "♠6 ◆3" である
    もし "A" が次の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "action<場所>" である
    もし "A" がターンを終える
    ならば 手番は "B" になる

    例:
      | 行動                                                         | 場所      |
      | "end-turn"                                                   |           |
      | {"type": "surrender"}                                        | .type     |
      | {"type": "constructor"}                                      | .type     |
      | {"kind": "end-turn"}                                         | .type     |
      | {"type": "end-turn", "now": true}                            | .now      |
      | {"type": "choose-order", "goFirst": "yes"}                   | .goFirst  |
      | {"type": "deploy", "cards": "♠6"}                            | .cards    |
      | {"type": "deploy", "cards": ["♠6", "♠99"]}                   | .cards[1] |
      | {"type": "attack", "attacker": "", "target": null}           | .attacker |
      | {"type": "attack", "attacker": null, "target": null}         | .attacker |
      | {"type": "attack", "attacker": "a1", "target": 3}            | .target   |
      | {"type": "attack", "attacker": "a1"}                         | .target   |
      | {"type": "boost", "card": "◆33"}                             | .card     |
      | {"type": "chain"}                                            | .card     |
      | {"type": "cancel", "card": 1}                                | .card     |
      | {"type": "change-sign", "card": "◆3", "sign": "石"}          | .sign     |
      | {"type": "change-sign", "card": "D3", "sign": "グー"}        | .card     |
      | {"type": "counter", "card": "◆J", "target": ""}              | .target   |
      | {"type": "counter", "card": "◆X", "target": "a1"}            | .card     |
      | {"type": "pass", "card": "◆3"}                               | .card     |

  @janken-gear.setup.players
  シナリオアウトライン: 準備と局面は、このルールブックの形のオブジェクトでなければならない
    前提 局面そのものを次の値にする:
      """
      <値>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position" である
    もし 準備そのものを次の値にして対戦を始めようとする:
      """
      <値>
      """
    ならば 対戦は始まらず、準備は形が不正として拒まれ、問題の場所は "setup" である

    例:
      | 値              |
      | ["A", "B"]      |
      | "A 対 B"        |
      | null            |

  @janken-gear.setup.players @janken-gear.turn.order
  シナリオ: 対戦のプレイヤーでない名の行動は、形の誤りとして拒まれ、対戦はそのまま続く
    前提 対戦で、手番は "A"、相手は "B" である
    もし "C" がターンを終える
    ならば その行動は形が不正として拒まれ、問題の場所は "player" である
    もし "A" がターンを終える
    ならば 手番は "B" になる
