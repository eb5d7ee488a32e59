# language: ja
機能: 革新的なTCGの準備・局面・行動の形（本プロジェクトの補完）
  対戦の準備・局面・行動は、このルールブックの形（docs/protocol/kakushin.md）で渡す。
  形の誤りはルールの違反ではなく形の誤りとして、その場所を示して拒まれる。
  行動はその時点で行動するキャラクターのプレイヤーだけがとれ、戦闘の結果が出た後にはとれない。

  背景:
    前提 キャラクター "剣士" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である

  @kakushin.battle.initiative @kakushin.character.sheet
  シナリオアウトライン: 戦闘は別々の名の二人のプレイヤーがそれぞれ一体のキャラクターを出して行う
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "<項目>" を次の値にして対戦を始めようとする:
      """
      <値>
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 項目       | 値                        | 場所       |
      | players    | ["剣士"]                  | players    |
      | players    | ["剣士", "剣士"]          | players    |
      | players    | ["剣士", ""]              | players    |
      | players    | ["剣士", 2]               | players    |
      | players    | "剣士"                    | players    |
      | players[1] | " "                       | players[1] |
      | players[1] | "木\u0007偶"              | players[1] |
      | characters | []                        | characters |
      | characters | "剣士"                    | characters |
      | seed       | 1.5                       | seed       |
      | seed       | "1"                       | seed       |
      | turn       | 1                         | turn       |
      | colour     | "赤"                      | colour     |

  @kakushin.battle.initiative @kakushin.character.sheet
  シナリオ: 準備も局面も、キャラクターと対戦の設定を持つ JSON オブジェクトである
    もし 準備そのものを次の値にして対戦を始めようとする:
      """
      ["剣士", "木偶"]
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup" である
    もし 局面そのものを次の値にして局面を送る:
      """
      null
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "position" である

  @kakushin.character.sheet
  シナリオ: 提出テンプレートの形で書いたシートが読めなければ、そのシートの場所で拒まれる
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "characters[1]" を次の値にして対戦を始めようとする:
      """
      "名前\n木偶\n体力 十七"
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.characters[1]" である

  @kakushin.battle.initiative @kakushin.battle.recovery @kakushin.battle.tiebreak.dice
  シナリオアウトライン: 準備で決めておくさいころの目は、1 から 6 の整数の並びである
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "dice" を次の値にして対戦を始めようとする:
      """
      <目>
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.dice" である

    例:
      | 目        |
      | [0]       |
      | [3, 7]    |
      | [2.5]     |
      | ["3"]     |
      | 3         |

  @kakushin.battle.loop.mikuny-both
  シナリオ: 決勝戦かどうかは真か偽で示す
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "final" を次の値にして対戦を始めようとする:
      """
      "はい"
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.final" である

  @kakushin.character.points.total @kakushin.character.points.note-exact @kakushin.battle.initiative @kakushin.battle.note-initiative-once
  シナリオアウトライン: 別案の読み方は鍵ごとに真か偽で選び、知らない鍵は拒まれる
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "options" を次の値にして対戦を始めようとする:
      """
      <設定>
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 設定                                 | 場所                                   |
      | {"points-at-most": 1}                | options.points-at-most                 |
      | {"initiative-every-turn": "true"}    | options.initiative-every-turn          |
      | {"every-reading": true}              | options.every-reading                  |
      | ["points-at-most"]                   | options                                |

  @kakushin.pool.note-unavailable @kakushin.pool.added
  シナリオアウトライン: 対戦の設定で加える見本スキルは、プールにない名と、パネルの記号で書いたコストを持つ
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "skills" を次の値にして対戦を始めようとする:
      """
      <見本スキル>
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.<場所>" である

    例:
      | 見本スキル                                                         | 場所                 |
      | {"name": "空回り", "cost": ""}                                     | skills               |
      | ["空回り"]                                                         | skills[0]            |
      | [{"name": "", "cost": ""}]                                         | skills[0].name       |
      | [{"cost": ""}]                                                     | skills[0].name       |
      | [{"name": "空\u0000回り", "cost": ""}]                             | skills[0].name       |
      | [{"name": "斬撃", "cost": ""}]                                     | skills[0].name       |
      | [{"name": "マッチポンプ", "cost": ""}]                             | skills[0].name       |
      | [{"name": "空回り", "cost": ""}, {"name": "空回り", "cost": "剣"}] | skills[1].name       |
      | [{"name": "空回り", "cost": "炎"}]                                 | skills[0].cost       |
      | [{"name": "空回り", "cost": ["剣"]}]                               | skills[0].cost       |
      | [{"name": "空回り"}]                                               | skills[0].cost       |
      | [{"name": "空回り", "cost": "", "categories": ["魔法"]}]           | skills[0].categories |
      | [{"name": "空回り", "cost": "", "categories": "攻撃"}]             | skills[0].categories |
      | [{"name": "空回り", "cost": "", "damage": 0}]                      | skills[0].damage     |
      | [{"name": "空回り", "cost": "", "damage": 1.5}]                    | skills[0].damage     |
      | [{"name": "空回り", "cost": "", "power": 3}]                       | skills[0].power      |

  @kakushin.pool.note-unavailable @kakushin.pool.added @kakushin.character.skills.pool
  シナリオ: 形の正しい見本スキルは、その対戦のシートで習得できる
    前提 キャラクター "見習い" は体力 15、火 0、水 0、風 0、地 0、剣 2、スキル欄 "空回り" である
    かつ 対戦 "見習い" 対 "木偶" をシード 1 で用意する
    もし 準備の "skills" を次の値にして対戦を始めようとする:
      """
      [{"name": "空回り", "cost": "剣", "categories": ["攻撃"], "damage": 5}]
      """
    ならば 対戦は始まる
    かつ "見習い" の習得した "空回り" は 見本 のデータで、コストは "剣"、分類は "攻撃" である

  @kakushin.battle.turn @kakushin.battle.turn-limit
  シナリオアウトライン: 局面の手番は、先に行動するプレイヤーと、進行中のターンとその次の手順で示す
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 局面の "<項目>" を次の値にして局面を送る:
      """
      <値>
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.<場所>" である

    例:
      | 項目  | 値             | 場所  |
      | first | "審判"         | first |
      | first | null           | first |
      | turn  | 2.5            | turn  |
      | turn  | "1"            | turn  |
      | step  | "draw"         | step  |
      | sides | [{}]           | sides |
      | sides | {}             | sides |

  @kakushin.battle.turn @kakushin.battle.turn-limit
  シナリオアウトライン: 手順を示した局面のターンは、進行中の 1 から 15 のターンである
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    かつ 対戦は第 <ターン> ターンの途中である
    もし 局面の "step" を次の値にして局面を送る:
      """
      "panels"
      """
    ならば <結果>

    例:
      | ターン | 結果                                                                     |
      | 0      | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.turn" である |
      | 16     | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.turn" である |
      | 1      | 対戦は始まる                                                             |
      | 15     | 対戦は始まる                                                             |

  @kakushin.battle.turn @kakushin.battle.turn-limit
  シナリオアウトライン: 手順を示さない局面のターンは、終えたターンの数で 0 から 14 である
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 局面の "turn" を次の値にして局面を送る:
      """
      <ターン>
      """
    ならば <結果>

    例:
      | ターン | 結果                                                                     |
      | 15     | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.turn" である |
      | -1     | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.turn" である |
      | 0      | 対戦は始まる                                                             |
      | 14     | 対戦は始まる                                                             |

  @kakushin.battle.hp-zero @kakushin.qa.max-hp @kakushin.battle.panels @kakushin.maintain.persist @kakushin.battle.note-ailment-model
  シナリオアウトライン: 局面で示すキャラクターの現在の値は、ありうる値でなければならない
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 局面の "sides" を次の値にして局面を送る:
      """
      [{}, <値>]
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.sides[1]<場所>" である

    例:
      | 値                                                            | 場所                  |
      | "HP 100"                                                      |                       |
      | {"hp": 0}                                                     | .hp                   |
      | {"hp": 137}                                                   | .hp                   |
      | {"hp": "100"}                                                 | .hp                   |
      | {"mp": 3}                                                     | .mp                   |
      | {"panels": "剣剣"}                                            | .panels               |
      | {"panels": [{"kind": "光"}]}                                  | .panels[0].kind       |
      | {"panels": ["剣"]}                                            | .panels[0].kind       |
      | {"panels": [{"kind": "剣", "ailments": ["Bind"]}]}            | .panels[0].ailments   |
      | {"panels": [{"kind": "剣", "ailments": "Freeze"}]}            | .panels[0].ailments   |
      | {"maintained": "沙羅双樹"}                                    | .maintained           |
      | {"maintained": ["沙羅双樹"]}                                  | .maintained[0]        |
      | {"maintained": ["鉄壁"]}                                      | .maintained[0]        |
      | {"ailments": {"name": "Poison"}}                              | .ailments             |
      | {"ailments": [{"name": "Freeze", "damage": 1, "recovery": 1}]} | .ailments[0]          |
      | {"ailments": [{"name": "Poison", "damage": -1, "recovery": 1}]} | .ailments[0]         |
      | {"ailments": [{"name": "Poison", "damage": 1, "recovery": 7}]} | .ailments[0]          |
      | {"ailments": [{"name": "Poison", "damage": 1}]}               | .ailments[0]          |
      | {"ailments": ["Poison"]}                                      | .ailments[0]          |

  @kakushin.battle.hp-zero @kakushin.qa.max-hp
  シナリオアウトライン: 局面の HP は 1 から最大HP までのどれでもよい
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 局面の "sides" を次の値にして局面を送る:
      """
      [{}, {"hp": <HP>}]
      """
    ならば 対戦は始まる
    かつ "木偶" のHPは <HP> になる

    例:
      | HP  |
      | 1   |
      | 136 |

  @kakushin.battle.first-action @kakushin.battle.second-action
  シナリオアウトライン: 先攻側の行動までは先攻のプレイヤーが、後攻側の行動は後攻のプレイヤーが行動を求められる
    前提 キャラクター "剣士" のプランは "斬撃を使用しない。" である
    かつ 対戦 "剣士" 対 "木偶" を、"<先攻>" の先攻としてシード 1 で始める
    ならば 次に行動を求められるのは "<先攻>" だけで、選べるのはターンを進めることだけである
    もし パネル取得を行う
    ならば 次に行動を求められるのは "<先攻>" だけで、選べるのはターンを進めることだけである
    もし "<先攻>" が行動する
    ならば 次に行動を求められるのは "<後攻>" だけで、選べるのはターンを進めることだけである
    もし "<後攻>" が行動する
    ならば 次に行動を求められるのは "<先攻>" だけで、選べるのはターンを進めることだけである

    例:
      | 先攻 | 後攻 |
      | 木偶 | 剣士 |
      | 剣士 | 木偶 |

  @kakushin.plan.role @kakushin.battle.turn
  シナリオ: プレイヤーは対戦の場で何も選ばず何も隠さないので、どのプレイヤーが見る局面も観察と同じである
    前提 対戦 "剣士" 対 "木偶" をシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "剣士" が見る局面は観察と同じである
    かつ "木偶" が見る局面は観察と同じである

  @kakushin.battle.first-action @kakushin.battle.second-action
  シナリオ: 行動するキャラクターのプレイヤーでない者の行動は、その手順の条項の違反として拒まれる
    前提 対戦 "剣士" 対 "木偶" を、"木偶" の先攻としてシード 1 で始める
    もし "剣士" が次の行動をとろうとする:
      """
      {"type": "turn"}
      """
    ならば その行動は条項 "kakushin.battle.first-action" の違反として拒まれる
    もし パネル取得を行う
    かつ "木偶" が行動する
    かつ "木偶" が次の行動をとろうとする:
      """
      {"type": "turn"}
      """
    ならば その行動は条項 "kakushin.battle.second-action" の違反として拒まれる

  @kakushin.battle.first-action
  シナリオアウトライン: 行動は手順を進めることだけで、形の誤りはその場所を示して拒まれる
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし "<プレイヤー>" が次の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "<場所>" である

    例:
      | プレイヤー | 行動                                  | 場所          |
      | 剣士       | "turn"                                | action        |
      | 剣士       | ["turn"]                              | action        |
      | 剣士       | null                                  | action        |
      | 剣士       | {"type": "attack"}                    | action.type   |
      | 剣士       | {"type": "turn", "until": "draw"}     | action.until  |
      | 剣士       | {"type": "turn", "skill": "斬撃"}     | action.skill  |
      | 審判       | {"type": "turn"}                      | player        |

  @kakushin.battle.hp-zero
  シナリオ: 戦闘の結果が出た後の行動は、結果を決めた条項の違反として拒まれ、誰も行動を求められない
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    かつ "木偶" のHPは 1 である
    かつ "剣士" の所持パネルは "剣" である
    もし "剣士" が行動する
    ならば 対戦は "剣士" の勝ちで終わり、決め手は条項 "kakushin.battle.hp-zero" である
    かつ 行動を求められるプレイヤーはいない
    もし "剣士" が次の行動をとろうとする:
      """
      {"type": "turn"}
      """
    ならば その行動は条項 "kakushin.battle.hp-zero" の違反として拒まれる

  @kakushin.battle.initiative @kakushin.battle.recovery
  シナリオアウトライン: 準備で決めておけるさいころの目は 1000 個までである（本プロジェクトの実用上の上限）
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "dice" を、次の値を <個数> 個並べた配列にして対戦を始めようとする:
      """
      3
      """
    ならば <結果>

    例:
      | 個数 | 結果                                                                  |
      | 1000 | 対戦は始まる                                                          |
      | 1001 | 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.dice" である |

  @kakushin.pool.note-unavailable @kakushin.pool.added
  シナリオ: 対戦の設定で加えられる見本スキルは 100 個までで、そこまでは一つずつ確かめられる（本プロジェクトの実用上の上限）
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "skills" を、次の値を 101 個並べた配列にして対戦を始めようとする:
      """
      {"name": "空回り", "cost": ""}
      """
    ならば 対戦は始まらず、形の誤りは 1 件である
    かつ 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.skills" である
    もし 準備の "skills" を、次の値を 100 個並べた配列にして対戦を始めようとする:
      """
      {"name": "空回り", "cost": ""}
      """
    ならば 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.skills[99].name" である

  @kakushin.pool.note-unavailable @kakushin.pool.added
  シナリオアウトライン: 見本スキルのコストは 100 記号までである（本プロジェクトの実用上の上限）
    前提 スキルプールに、コストも効果もない見本スキル "長考" を加える
    かつ 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "skills[0].cost" を、"剣" を <個数> 回繰り返した文字列にして対戦を始めようとする
    ならば <結果>

    例:
      | 個数 | 結果                                                                            |
      | 100  | 対戦は始まる                                                                    |
      | 101  | 対戦は始まらず、形が不正として拒まれ、問題の場所は "setup.skills[0].cost" である |

  @kakushin.battle.panels.carry @kakushin.maintain.persist @kakushin.battle.note-ailment-model
  シナリオアウトライン: 局面に書けるパネル・維持状態・状態異常は、それぞれ 1000 個までである（本プロジェクトの実用上の上限）
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    かつ "剣士" の所持パネルは "剣" である
    もし 局面の "sides[0].<項目>" を、次の値を <個数> 個並べた配列にして局面を送る:
      """
      <値>
      """
    ならば <結果>

    例:
      | 項目       | 値                                             | 個数 | 結果                                                                                     |
      | panels     | {"kind": "剣"}                                 | 1000 | 対戦は始まる                                                                             |
      | panels     | {"kind": "剣"}                                 | 1001 | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.sides[0].panels" である      |
      | maintained | "沙羅双樹"                                     | 1000 | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.sides[0].maintained[999]" である |
      | maintained | "沙羅双樹"                                     | 1001 | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.sides[0].maintained" である  |
      | ailments   | {"name": "Poison", "damage": 1, "recovery": 0} | 1000 | 対戦は始まる                                                                             |
      | ailments   | {"name": "Poison", "damage": 1, "recovery": 0} | 1001 | 対戦は始まらず、形が不正として拒まれ、問題の場所は "position.sides[0].ailments" である    |

  @kakushin.battle.panels.carry @kakushin.maintain.persist
  シナリオ: 局面の維持状態が 1000 個を超えると、その数だけを問題とし、中身は読まない（本プロジェクトの実用上の上限）
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    かつ "剣士" の所持パネルは "剣" である
    もし 局面の "sides[0].maintained" を、次の値を 1001 個並べた配列にして局面を送る:
      """
      "沙羅双樹"
      """
    ならば 対戦は始まらず、形の誤りは 1 件である

  @kakushin.battle.note-ailment-model @kakushin.qa.cost-panel-ailment @kakushin.battle.note-panel-ailments
  シナリオ: 局面には Freeze・Confuse・Poison のかかったパネルと、Poison・Confuse を受けたキャラクターを置ける
    前提 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 局面の "sides" を次の値にして局面を送る:
      """
      [{"panels": [{"kind": "剣", "ailments": ["Freeze"]}, {"kind": "剣", "ailments": ["Confuse"]}, {"kind": "剣", "ailments": ["Poison"]}]},
       {"ailments": [{"name": "Poison", "damage": 1, "recovery": 0}, {"name": "Confuse", "recovery": 0}]}]
      """
    ならば 対戦は始まる
    かつ "剣士" のパネルで Freeze がかかったものは 1 個である
    かつ "剣士" のパネルで Confuse がかかったものは 1 個である
    かつ "剣士" のパネルで Poison がかかったものは 1 個である
    かつ "木偶" は Poison を受けている
    かつ "木偶" が受けている状態異常は "Poison、Confuse" である

  @kakushin.pool.note-unavailable @kakushin.pool.added @kakushin.skill.use.pay
  シナリオ: 対戦の設定で加えた見本スキルは、そのダメージを相手に与える
    前提 キャラクター "見習い" は体力 15、火 0、水 0、風 0、地 0、剣 2、スキル欄 "空回り" である
    かつ スキルプールに、コスト "剣" で 5 ダメージの見本攻撃スキル "空回り" を加える
    かつ 対戦 "見習い" 対 "木偶" を、"見習い" の先攻としてシード 1 で始める
    かつ "見習い" の所持パネルは "剣" である
    もし "見習い" が行動する
    ならば "見習い" は "空回り" を 1 回使った
    かつ "木偶" のHPは 131 になる

  @kakushin.battle.loop.mikuny-both
  シナリオ: 決勝戦と示さない対戦は決勝戦ではなく、両者がミクニーの悪戯で負けてもGMは勝たない
    前提 キャラクター "悪戯者" は体力 16、火 0、水 0、風 1、地 0、剣 0、スキル欄 "ミクニーの悪戯" である
    かつ キャラクター "慎重な悪戯者" は体力 16、火 0、水 0、風 1、地 0、剣 0、スキル欄 "ミクニーの悪戯" である
    かつ キャラクター "慎重な悪戯者" のプランは "ミクニーの悪戯は1ターンに1回まで使用する。" である
    かつ 対戦 "悪戯者" 対 "慎重な悪戯者" を、"慎重な悪戯者" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば 対戦は勝者なしで終わり、決め手は条項 "kakushin.battle.loop.mikuny-both" である
    かつ 対戦はGMの勝利とはならない

  @kakushin.maintain.persist
  シナリオ: 局面で維持状態に置いたスキルは、使って維持したときと同じく効果を保つ
    前提 キャラクター "守り手" は体力 15、火 0、水 0、風 0、地 2、剣 0、スキル欄 "鉄壁" である
    かつ 対戦 "剣士" 対 "守り手" を、"剣士" の先攻としてシード 1 で始める
    かつ "守り手" は "鉄壁" を維持している
    かつ "剣士" の所持パネルは "剣" である
    もし "剣士" が行動する
    ならば "剣士" は "斬撃" を 1 回使った
    かつ "守り手" のHPは 118 になる

  @kakushin.pool.note-unavailable @kakushin.pool.added
  シナリオ: 名の違う見本スキルはいくつでも同じ対戦に加えられる
    前提 対戦 "剣士" 対 "木偶" をシード 1 で用意する
    もし 準備の "skills" を次の値にして対戦を始めようとする:
      """
      [{"name": "空回り", "cost": ""}, {"name": "空振り", "cost": "剣"}, {"name": "空騒ぎ", "cost": "火", "damage": 2}]
      """
    ならば 対戦は始まる

  @kakushin.maintain.persist
  シナリオ: 守りの効果のない維持スキルを局面で維持状態に置いても、受けるダメージは減らない
    前提 キャラクター "悪魔使い" は体力 15、火 1、水 1、風 0、地 0、剣 0、スキル欄 "熱力学の悪魔" である
    かつ 対戦 "剣士" 対 "悪魔使い" を、"剣士" の先攻としてシード 1 で始める
    かつ "悪魔使い" は "熱力学の悪魔" を維持している
    かつ "剣士" の所持パネルは "剣" である
    もし "剣士" が行動する
    ならば "剣士" は "斬撃" を 1 回使った
    かつ "悪魔使い" のHPは 116 になる
