# language: ja
機能: 革新的なTCGの規則を独立に確かめる
  原典の規則（18点のシート、パネルの取得と持ち越し、維持と低減、既定の順と繰り返し、先攻後攻、
  15ターンの判定、無限ループ、禁止スキルと宣告）から、既存の裁定とは別に組み立てた事例。

  背景:
    前提 キャラクター "的" は体力 18、火 0、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ キャラクター "剣客" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である

  # ---- キャラクターシート ----

  @kakushin.character.points.total @kakushin.character.points.vitality-positive @kakushin.character.points.intellect @kakushin.character.skills.pool @kakushin.character.skills.banned @kakushin.canon.declare.one @kakushin.canon.declare.form @kakushin.canon.declare.note-scope @kakushin.pool.banned @kakushin.character.sheet
  シナリオアウトライン: 規則に反するシートは、破った条項を示して拒否する
    もし シートとして '<シート>' を提出する
    ならば シートは条項 "<条項>" により拒否される

    例:
      | シート                                                                                                                           | 条項                                          |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":2},"skills":["斬撃"],"plan":""}               | kakushin.character.points.total             |
      | {"name":"甲","points":{"vitality":0,"fire":0,"water":0,"wind":0,"earth":0,"sword":17},"skills":["斬撃"],"plan":""}               | kakushin.character.points.vitality-positive |
      | {"name":"甲","points":{"vitality":15,"intellect":2,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | kakushin.character.points.intellect         |
      | {"name":"甲","points":{"vitality":15,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃","句読点"],"plan":""}         | kakushin.character.skills.banned            |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["息吹[水]"],"plan":""}            | kakushin.character.skills.pool              |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["宣告"],"plan":""}               | kakushin.canon.declare.form                 |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["宣告[ディスオーダー]"],"plan":""}      | kakushin.canon.declare.form                 |
      | {"name":"甲","points":{"vitality":15,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["宣告：斬撃","宣告：空圧"],"plan":""}    | kakushin.canon.declare.one                  |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["宣告：ディスオーダー"],"plan":""}       | kakushin.canon.declare.note-scope           |

    @kakushin.character.points.note-exact
    例: 合計が18点に足りないシート（本書の読み方）
      | シート                                                                                                                           | 条項                                          |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":0},"skills":["斬撃"],"plan":""}               | kakushin.character.points.total             |

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.points @kakushin.character.sheet.skills @kakushin.character.sheet.plan @kakushin.character.sheet.setting
  シナリオアウトライン: 形の違うシートは、その欄を示して形の誤りとして拒否する
    もし シートとして '<シート>' を提出する
    ならば シートは形の誤りとして "<箇所>" の箇所で拒否される
    かつ シートの形の誤りはどれも提出したシートの中の箇所を示している

    例:
      | シート                                                                                                                         | 箇所                                  |
      | {"name":"甲","points":{"vitality":-1,"fire":0,"water":0,"wind":0,"earth":0,"sword":18},"skills":["斬撃"],"plan":""}            | setup.characters[0].points.vitality |
      | {"name":"甲","points":{"vitality":16.5,"fire":0,"water":0,"wind":0,"earth":0,"sword":0.5},"skills":["斬撃"],"plan":""}         | setup.characters[0].points.sword    |
      | {"name":"甲","points":{"vitality":"16","fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""}           | setup.characters[0].points.vitality |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0},"skills":["斬撃"],"plan":""}                       | setup.characters[0].points.sword    |
      | {"name":"甲","skills":["斬撃"],"plan":""}                                                                                      | setup.characters[0].points          |
      | {"name":"","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""}              | setup.characters[0].name            |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":"斬撃","plan":""}               | setup.characters[0].skills          |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":[""],"plan":""}               | setup.characters[0].skills[0]       |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"]}                       | setup.characters[0].plan            |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":"","setting":5} | setup.characters[0].setting         |

  @kakushin.character.sheet.skills @kakushin.character.skills.pool @kakushin.canon.declare.form
  シナリオアウトライン: 原典の書き方（読み、コスト、【】）で書いたスキルも、同じスキルとして受け付ける
    前提 キャラクター "書き手" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "<書き方>" である
    もし キャラクター "書き手" のシートを提出する
    ならば 受け付けたキャラクターのスキル欄は "<スキル>" である

    例:
      | 書き方                            | スキル       |
      | 自作自演〔マッチポンプ〕          | 自作自演     |
      | 自作自演 〔マッチポンプ〕 《火水》 | 自作自演     |
      | マッチポンプ                      | 自作自演     |
      | 空圧 プレシャライズ               | 空圧         |
      | 灼熱波（ヒートウェイブ）          | 灼熱波       |
      | 【白炎〔火火白白〕】              | 白炎         |
      | 宣告[ディスオーダー]：空圧        | 宣告：空圧   |
      | [宣告：空圧 プレシャライズ]       | 宣告：空圧   |

  @kakushin.character.sheet @kakushin.character.sheet.points
  シナリオ: シートにない欄は黙って捨てず、警告で知らせる（シートは受け付ける）
    もし シートとして '{"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1,"luck":3},"skills":["斬撃"],"plan":"","age":17}' を提出する
    ならば シートは受け付けられる
    かつ シートには条項 "kakushin.character.sheet.points" の警告が "setup.characters[0].points.luck" の箇所にある
    かつ シートには条項 "kakushin.character.sheet" の警告が "setup.characters[0].age" の箇所にある
    かつ シートの警告は 2 件である

  @kakushin.character.points.vitality @kakushin.character.points.intellect @kakushin.character.points.panels @kakushin.qa.max-hp
  シナリオ: 18点の振り分けがそのまま HP・スキル数・毎ターンのパネルになる
    前提 キャラクター "均等" は体力 3、火 3、水 3、風 3、地 2、剣 2、スキル欄 "火球、水弾" である
    もし キャラクター "均等" のシートを提出する
    ならば キャラクターの最大HPは 24、習得スキルは 2 個である
    かつ キャラクターの知性は 2 である

  # ---- パネルの取得と持ち越し ----

  @kakushin.battle.panels @kakushin.battle.panels.carry @kakushin.character.points.panels @kakushin.battle.note-append
  シナリオ: 使わなかったパネルは毎ターン右に積み重なり、上限なく持ち越される
    前提 キャラクター "貯蔵" は体力 15、火 2、水 0、風 0、地 1、剣 0、スキル欄 "" である
    かつ 対戦 "貯蔵" 対 "的" を、"貯蔵" の先攻としてシード 21 で始める
    もし 対戦を 1 ターン進める
    ならば パネル取得で "貯蔵" が得たパネルは "火火地"、低減は "" である
    もし 対戦を 2 ターン進める
    ならば "貯蔵" の所持パネルは "火火地火火地火火地" になる

  # ---- 維持と低減 ----

  @kakushin.maintain.persist @kakushin.maintain.reduce @kakushin.maintain.shortfall @kakushin.qa.multi-maintain @kakushin.maintain.note-instances
  シナリオ: 地3で鉄壁を使い続けると、低減で2重の維持になり、取得が足りないターンには後の維持だけが解ける
    前提 キャラクター "守人" は体力 14、火 0、水 0、風 0、地 3、剣 0、スキル欄 "鉄壁" である
    かつ 対戦 "守人" 対 "的" を、"守人" の先攻としてシード 22 で始める
    もし 対戦を 1 ターン進める
    ならば パネル取得で "守人" が得たパネルは "地地地"、低減は "" である
    かつ "守人" の維持状態は "鉄壁" である
    かつ "守人" の所持パネルは "地" になる
    もし 対戦を 1 ターン進める
    ならば パネル取得で "守人" が得たパネルは "地"、低減は "地地" である
    かつ "守人" の維持状態は "鉄壁、鉄壁" である
    もし 対戦を 1 ターン進める
    ならば "守人" の "鉄壁" の維持が解除され、根拠は条項 "kakushin.maintain.shortfall" である
    かつ パネル取得で "守人" が得たパネルは "地"、低減は "地地" である
    かつ "守人" の維持状態は "鉄壁" である

  @kakushin.qa.white-reduction @kakushin.qa.note-reduction-order @kakushin.plan.panel-order @kakushin.plan.reduction
  シナリオアウトライン: 白の低減は並び順の指定に左右されず、火から減らし、低減の指定があればその種類から減らす
    前提 キャラクター "白守" は体力 11、火 1、水 1、風 0、地 0、剣 4、スキル欄 "守りの白" である
    かつ キャラクター "白守" のプラン:
      """
      パネルを剣、火、水の順に並べる。
      守りの白は1ターンに1回まで使用する。
      <低減>
      """
    かつ 対戦 "白守" 対 "的" を、"白守" の先攻としてシード 23 で始める
    もし 対戦を 1 ターン進める
    ならば パネル取得で "白守" が得たパネルは "剣剣剣剣火水"、低減は "" である
    もし 対戦を 1 ターン進める
    ならば パネル取得で "白守" が得たパネルは "<得たパネル>"、低減は "<低減した種類>" である

    例:
      | 低減                         | 得たパネル  | 低減した種類 |
      |                              | 剣剣剣剣水  | 火           |
      | 維持による低減は剣から行う。 | 剣剣剣火水  | 剣           |
      | 水パネルの取得量を低減する。 | 剣剣剣剣火  | 水           |

  # ---- 既定の順と繰り返し ----

  @kakushin.skill.order @kakushin.skill.use.topmost @kakushin.skill.use.repeat @kakushin.skill.use.usable
  シナリオアウトライン: プランがなければ、欄の上のスキルを払えなくなるまで使い、次に下のスキルへ移る
    前提 キャラクター "術士" は体力 12、火 2、水 1、風 0、地 0、剣 0、スキル欄 "<スキル欄>" である
    かつ 対戦 "術士" 対 "的" を、"術士" の先攻としてシード 24 で始める
    もし 対戦を 1 ターン進める
    ならば "術士" が使ったスキルの順は "<使用順>" である
    かつ "術士" の所持パネルは "<残り>" になる

    例:
      | スキル欄               | 使用順             | 残り |
      | 水弾、火球、白炎       | 水弾、火球、火球   |      |
      | 火球、水弾、白炎       | 火球、火球、水弾   |      |
      | 白炎、火球、水弾       | 火球、火球、水弾   |      |
      | 癒しの雨、毒霧、火球   | 火球、火球         | 水   |

  # ---- 先攻後攻 ----

  @kakushin.battle.initiative @kakushin.battle.note-initiative-once
  シナリオアウトライン: 体力18は体力1にさいころでも負けないので、どのシードでも先攻になる
    前提 キャラクター "小人" は体力 1、火 17、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ さいころの目は順に "<目>" である
    かつ 対戦 "<A>" 対 "<B>" をシード <シード> で用意する
    もし 先攻後攻を決める
    ならば 先攻は "的" である
    かつ 先攻決定の合計は順に "<合計>" である
    もし 対戦を最後まで行う
    ならば 先攻後攻の決定は 1 回だけ行われている

    例:
      | A    | B    | シード | 目   | 合計   |
      | 的   | 小人 | 1      | 1、6 | 19対7  |
      | 小人 | 的   | 2      | 6、1 | 7対19  |
      | 小人 | 的   | 3      | 6、6 | 7対24  |
      | 的   | 小人 | 2014   | 3、3 | 21対4  |

  @kakushin.battle.initiative
  シナリオ: 体力が同じで合計が並べば、差がつくまで両者が振り直す
    前提 キャラクター "甲" は体力 18、火 0、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ キャラクター "乙" は体力 18、火 0、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ さいころの目は順に "2、2、5、5、6、3" である
    かつ 対戦 "甲" 対 "乙" をシード 11 で用意する
    もし 先攻後攻を決める
    ならば 先攻決定の合計は順に "20対20、23対23、24対21" である
    かつ 先攻は "甲" である

  @kakushin.qa.give-up-first @kakushin.plan.give-up-first @kakushin.qa.note-give-up-both
  シナリオアウトライン: 先攻を放棄する記述は、さいころで先攻になった側にだけ働く
    前提 キャラクター "小人" は体力 1、火 17、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ キャラクター "<書いた側>" のプランは "先攻を放棄する。" である
    かつ 対戦 "的" 対 "小人" をシード 5 で用意する
    もし 先攻後攻を決める
    ならば 先攻は "<先攻>" である

    例:
      | 書いた側 | 先攻 |
      | 的       | 小人 |
      | 小人     | 的   |

  # ---- 勝敗 ----

  @kakushin.battle.hp-zero
  シナリオ: HPが0になったらその場で終わり、残りの斬撃も後攻の行動も行われない
    前提 対戦 "剣客" 対 "的" を、"剣客" の先攻としてシード 25 で始める
    かつ "的" のHPは 8 である
    もし 対戦を 1 ターン進める
    ならば 対戦は "剣客" の勝ちで終わり、決め手は条項 "kakushin.battle.hp-zero" である
    かつ "剣客" は "斬撃" を 2 回使った
    かつ "的" のHPは 0 になる
    かつ "剣客" の所持パネルは "剣" になる

  @kakushin.battle.turn-limit @kakushin.battle.tiebreak.ratio
  シナリオ: 15ターンで決まらなければ、体力が小さくても現在HP／最大HPが大きいほうが勝つ
    前提 キャラクター "一刀" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    かつ 対戦 "的" 対 "一刀" をシード 26 で始める
    もし 対戦を最後まで行う
    ならば 対戦は第 15 ターンで終わっている
    かつ "的" のHPは 84 になる
    かつ 対戦は "一刀" の勝ちで終わり、決め手は条項 "kakushin.battle.tiebreak.ratio" である

  @kakushin.battle.turn-limit @kakushin.battle.tiebreak.vitality
  シナリオ: 誰も傷つかずに15ターンが過ぎれば、比率は同じなので体力の大きいほうが勝つ
    前提 キャラクター "小人" は体力 1、火 17、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ 対戦 "小人" 対 "的" をシード 27 で始める
    もし 対戦を最後まで行う
    ならば 対戦は第 15 ターンで終わっている
    かつ 対戦は "的" の勝ちで終わり、決め手は条項 "kakushin.battle.tiebreak.vitality" である

  @kakushin.battle.turn-limit @kakushin.battle.tiebreak.dice @kakushin.battle.note-dice @kakushin.battle.note-initiative-once
  シナリオ: 比率も体力も同じなら、さいころで決める
    前提 キャラクター "甲" は体力 18、火 0、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ さいころの目は順に "6、1、4、4、2、5" である
    かつ 対戦 "甲" 対 "的" をシード 28 で始める
    もし 対戦を最後まで行う
    ならば 対戦は第 15 ターンで終わっている
    かつ さいころの判定の目は順に "4対4、2対5" である
    かつ 対戦は "的" の勝ちで終わり、決め手は条項 "kakushin.battle.tiebreak.dice" である
    かつ 対戦の終わりの根拠は条項 "kakushin.battle.turn-limit" である

  @kakushin.battle.loop @kakushin.battle.loop.mikuny @kakushin.qa.mikuny-refund @kakushin.battle.note-loop
  シナリオ: 回数を決めずにミクニーの悪戯を使うと、コストが戻り続けて無限ループになり、使った側が負ける
    前提 キャラクター "悪戯者" は体力 16、火 0、水 0、風 1、地 0、剣 0、スキル欄 "ミクニーの悪戯" である
    かつ 対戦 "的" 対 "悪戯者" をシード 29 で始める
    もし 対戦を最後まで行う
    ならば 対戦は "的" の勝ちで終わり、決め手は条項 "kakushin.battle.loop.mikuny" である
    かつ 対戦は第 1 ターンで終わっている
    かつ 対戦の終わりの根拠は条項 "kakushin.battle.loop" である

  @kakushin.qa.mikuny-refund @kakushin.plan.limit
  シナリオ: 1ターンの回数を決めれば、ミクニーの悪戯はコストが戻るだけで、取得した風がそのまま積み重なる
    前提 キャラクター "悪戯者" は体力 16、火 0、水 0、風 1、地 0、剣 0、スキル欄 "ミクニーの悪戯" である
    かつ キャラクター "悪戯者" のプランは "ミクニーの悪戯は1ターンに5回まで使用する。" である
    かつ 対戦 "悪戯者" 対 "的" を、"悪戯者" の先攻としてシード 30 で始める
    もし 対戦を 3 ターン進める
    ならば "悪戯者" は "ミクニーの悪戯" を 15 回使った
    かつ "悪戯者" の所持パネルは "風風風" になる
    かつ 対戦は続いている
