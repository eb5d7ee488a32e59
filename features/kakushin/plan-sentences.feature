# language: ja
機能: 革新的なTCGのプランの文の読み方（条件と指示の書き方、文の区切り、無効になる文）
  プランは文法の決まった日本語として読む（docs/kakushin-plan-grammar.md）。文法の形に当てはまる文はその形の意味に読み、
  形の一部だけが合う文（前や後ろに余計な語が付いた文、打ち消しの文）はその形として読まずに無効にする。
  文の区切り・行・文字数の数え方、漢数字、比べ方の言葉、スキルの指し方、対象の書き方を、読んだ結果の内容で確かめる。

  背景:
    前提 キャラクター "読み手" は体力 9、火 0、水 0、風 0、地 0、剣 0、スキル欄 "斬撃、沙羅双樹、癒しの雨、鉄壁、火球、白炎、空圧、灼熱波、自作自演" である
    かつ キャラクター "術師" は体力 14、火 0、水 0、風 0、地 0、剣 3、スキル欄 "沙羅双樹" である
    かつ キャラクター "宣告者" は体力 12、火 1、水 0、風 0、地 0、剣 2、スキル欄 "宣告：斬撃、斬撃、火球" である

  @kakushin.plan.conditions @kakushin.plan.note-controlled
  シナリオアウトライン: 条件の書き方と比べ方の言葉を、その意味の条件として読む
    もし "読み手" のプランとして読む:
      """
      <条件>、斬撃を使用しない。
      """
    ならば プランの第 1 文の内容は '{"conditions":[<読み>],"directive":{"kind":"forbid","skills":{"by":"name","name":"斬撃"}}}' である

    例:
      | 条件                               | 読み                                                                      |
      | 剣パネルが2個より少ない時          | {"kind":"panel-count","who":"self","panel":"剣","cmp":"<","n":2}          |
      | 剣パネルが2個を下回る時            | {"kind":"panel-count","who":"self","panel":"剣","cmp":"<","n":2}          |
      | 剣パネルが2個より小さい時          | {"kind":"panel-count","who":"self","panel":"剣","cmp":"<","n":2}          |
      | 剣パネルが2個を超える時            | {"kind":"panel-count","who":"self","panel":"剣","cmp":">","n":2}          |
      | 剣パネルが2個を上回る時            | {"kind":"panel-count","who":"self","panel":"剣","cmp":">","n":2}          |
      | 剣パネルが2個より大きい時          | {"kind":"panel-count","who":"self","panel":"剣","cmp":">","n":2}          |
      | 火のパネルがちょうど1個の場合      | {"kind":"panel-count","who":"self","panel":"火","cmp":"=","n":1}          |
      | パネルを3個以上持っている時        | {"kind":"panel-count","who":"self","panel":"any","cmp":">=","n":3}        |
      | 相手が火パネルを2枚以上所持している場合 | {"kind":"panel-count","who":"opponent","panel":"火","cmp":">=","n":2} |
      | 自分の知性が2以上の時              | {"kind":"stat","who":"self","stat":"intellect","cmp":">=","n":2}          |
      | 相手の火が1以上の時                | {"kind":"stat","who":"opponent","stat":"fire","cmp":">=","n":1}           |
      | 相手の水の点数が1以上の時          | {"kind":"stat","who":"opponent","stat":"water","cmp":">=","n":1}          |
      | 相手の風の値が1以上の時            | {"kind":"stat","who":"opponent","stat":"wind","cmp":">=","n":1}           |
      | 相手の地が1点以上の時              | {"kind":"stat","who":"opponent","stat":"earth","cmp":">=","n":1}          |
      | 自分の剣の点数が3点以上の時        | {"kind":"stat","who":"self","stat":"sword","cmp":">=","n":3}              |
      | HPが30%未満なら                    | {"kind":"hp-percent","who":"self","cmp":"<","n":30}                       |
      | 相手のHPが最大HPの50パーセントより少ない時 | {"kind":"hp-percent","who":"opponent","cmp":"<","n":50}           |
      | 第12ターン目以前                   | {"kind":"turn","cmp":"<=","n":12}                                         |
      | 3ターン目まで                      | {"kind":"turn","cmp":"<=","n":3}                                          |
      | 3ターン目より前                    | {"kind":"turn","cmp":"<","n":3}                                           |
      | 3ターン目より後                    | {"kind":"turn","cmp":">","n":3}                                           |
      | 第1ターン目の時                    | {"kind":"turn","cmp":"=","n":1}                                           |
      | 十ターン目以降                     | {"kind":"turn","cmp":">=","n":10}                                         |
      | 十五ターン目以降                   | {"kind":"turn","cmp":">=","n":15}                                         |
      | 二十三ターン目以降                 | {"kind":"turn","cmp":">=","n":23}                                         |
      | 三十ターン目以降                   | {"kind":"turn","cmp":">=","n":30}                                         |
      | 自分が先攻の時                     | {"kind":"order","first":true}                                             |
      | 後攻の時                           | {"kind":"order","first":false}                                            |
      | 自分が圧縮思考を習得している時     | {"kind":"holds","who":"self","skill":"圧縮思考"}                          |
      | 沙羅双樹を使ったとき               | {"kind":"using","skills":{"by":"name","name":"沙羅双樹"}}                 |
      | ターン終了時                       | {"kind":"turn-end"}                                                       |

  @kakushin.plan.target @kakushin.plan.note-controlled
  シナリオアウトライン: 対象の書き方と与える状態異常を、その意味の対象の指定として読む
    もし "読み手" のプランとして読む:
      """
      空圧を使った場合、<指示>。
      """
    ならば プランの第 1 文の内容は '{"conditions":[{"kind":"using","skills":{"by":"name","name":"空圧"}}],"directive":<読み>}' である

    例:
      | 指示                               | 読み                                                                          |
      | 火のパネルにFreezeを与える         | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Freeze"}   |
      | 火のパネルにConfuseを与える        | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Confuse"}  |
      | 火のパネルにPoisonを与える         | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Poison"}   |
      | 火のパネルにフリーズをかける       | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Freeze"}   |
      | 火のパネルにコンフューズをかける   | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Confuse"}  |
      | 火のパネルにポイズンをかける       | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Poison"}   |
      | 火のパネルにバインドをかける       | {"kind":"target","target":{"kind":"panel","panel":"火"},"ailment":"Bind"}     |
      | 一番多いパネルを狙う               | {"kind":"target","target":{"kind":"most-panels"}}                             |
      | 最も少ないパネルを狙う             | {"kind":"target","target":{"kind":"fewest-panels"}}                           |
      | 一番上プランにBindを与える         | {"kind":"target","target":{"kind":"plan","index":1},"ailment":"Bind"}         |
      | 1番目のプランにBindを与える        | {"kind":"target","target":{"kind":"plan","index":1},"ailment":"Bind"}         |
      | 3番目の記述にバインドをかける      | {"kind":"target","target":{"kind":"plan","index":3},"ailment":"Bind"}         |
      | 3番目記述にバインドをかける        | {"kind":"target","target":{"kind":"plan","index":3},"ailment":"Bind"}         |
      | 12番目のプランにBindを与える       | {"kind":"target","target":{"kind":"plan","index":12},"ailment":"Bind"}        |
      | 二番目のプランにBindを与える       | {"kind":"target","target":{"kind":"plan","index":2},"ailment":"Bind"}         |
      | 最後のプランにBindを与える         | {"kind":"target","target":{"kind":"plan","index":-1},"ailment":"Bind"}        |
      | 一番下プランにBindを与える         | {"kind":"target","target":{"kind":"plan","index":-1},"ailment":"Bind"}        |

  @kakushin.plan.note-controlled @kakushin.plan.prefer @kakushin.plan.forbid @kakushin.plan.limit @kakushin.plan.release @kakushin.plan.panel-order @kakushin.plan.payment @kakushin.plan.reduction
  シナリオアウトライン: 指示とスキルの指し方を、その意味の指示として読む
    もし "読み手" のプランとして読む:
      """
      <文>
      """
    ならば プランの第 1 文の内容は '{"conditions":[],"directive":<読み>}' である

    例:
      | 文                                         | 読み                                                                                  |
      | すべてのスキルを使用しない。               | {"kind":"forbid","skills":{"by":"all"}}                                               |
      | 全スキルを使わない。                       | {"kind":"forbid","skills":{"by":"all"}}                                               |
      | 魔法を優先する。                           | {"kind":"prefer","skills":{"by":"magic"}}                                             |
      | 火属性のスキルを使用しない。               | {"kind":"forbid","skills":{"by":"class","attribute":"火"}}                            |
      | 妨害のスキルを使わない。                   | {"kind":"forbid","skills":{"by":"class","category":"妨害"}}                           |
      | 水属性の攻撃スキルを優先する。             | {"kind":"prefer","skills":{"by":"class","attribute":"水","category":"攻撃"}}          |
      | ヒートウェイブ灼熱波を使用しない。         | {"kind":"forbid","skills":{"by":"name","name":"灼熱波"}}                              |
      | 空圧（プレシャライズ）を使わない。         | {"kind":"forbid","skills":{"by":"name","name":"空圧"}}                                |
      | 斬撃は1ターンに12回まで使う。              | {"kind":"limit","skills":{"by":"name","name":"斬撃"},"max":12}                        |
      | 斬撃は1ターンに12回しか使わない。          | {"kind":"limit","skills":{"by":"name","name":"斬撃"},"max":12}                        |
      | 斬撃は1ターンに12回以上使わない。          | {"kind":"limit","skills":{"by":"name","name":"斬撃"},"max":11}                        |
      | 斬撃は1ターンに十回まで使う。              | {"kind":"limit","skills":{"by":"name","name":"斬撃"},"max":10}                        |
      | 鉄壁の維持をターン終了時に解除する。       | {"kind":"release","skills":{"by":"name","name":"鉄壁"}}                               |
      | 全部の維持を解除する。                     | {"kind":"release","skills":{"by":"all"}}                                              |
      | 白炎の白のコストには地パネルを支払う。     | {"kind":"pay","symbol":"白","panel":"地","skills":{"by":"name","name":"白炎"}}        |
      | 白の支払いには水のパネルを使う。           | {"kind":"pay","symbol":"白","panel":"水"}                                             |
      | 維持による低減は水、火の順に。             | {"kind":"reduce-order","order":["水","火"]}                                           |
      | 剣・水パネルの取得を減らす。               | {"kind":"reduce-order","order":["剣","水"]}                                           |
      | パネルを剣パネル、火パネルの順にする。     | {"kind":"panel-order","order":["剣","火"]}                                            |

  @kakushin.plan.note-controlled @kakushin.plan.void.unreadable @kakushin.plan.void.unrelated @kakushin.plan.void
  シナリオアウトライン: 形の一部だけが合う文や、前後に余計な語の付いた文は、その形として読まずに無効にする
    もし "読み手" のプランとして読む:
      """
      <文>
      """
    ならば プランの第 1 文は無効である

    例:
      | 文                                                     |
      | 先攻を放棄しない。                                     |
      | 相手の先攻を放棄する。                                 |
      | 後攻を選ぶことはしない。                               |
      | 相手が後攻を選ぶ。                                     |
      | 斬撃を使うことはない。                                 |
      | パネルを剣、火の順に並べることはしない。               |
      | 相手のパネルを剣、火の順に並べる。                     |
      | パネルをパネルの順に並べる。                           |
      | パネルを剣、月の順に並べる。                           |
      | パネルを剣、剣の順に並べる。                           |
      | 相手のパネルの低減は剣から行う。                       |
      | 維持による低減は剣から行わない。                       |
      | 剣パネルの取得を減らすことはしない。                   |
      | 鉄壁の維持を解除することはしない。                     |
      | 鉄壁維持を解除する。                                   |
      | 相手のすべての維持を解除する。                         |
      | 全部鉄壁の維持を解除する。                             |
      | 斬撃は1ターンに2回まで使うことはない。                 |
      | 斬撃は1ターンに2回しか使わないことはない。             |
      | 斬撃は1ターンに2回使わないことはない。                 |
      | 空圧を使った場合、火のパネルにFreezeを与えることはしない。 |
      | 空圧を使った場合、火のパネルを狙うことはしない。       |
      | 空圧を使った場合、火相手のパネルを対象とする。         |
      | 空圧を使った場合、水以外で一番多いパネルを対象とする。 |
      | 空圧を使った場合、一番多いパネル以外を対象とする。     |
      | 空圧を使った場合、水以外で一番少ないパネルを対象とする。 |
      | 空圧を使った場合、一番少ないパネル以外を対象とする。   |
      | 灼熱波を使ったとき、自分の最初のプランにBindを与える。 |
      | 灼熱波を使ったとき、最初のプラン以外にBindを与える。   |
      | 灼熱波を使ったとき、0番目のプランにBindを与える。      |
      | 灼熱波を使ったとき、自分の2番目のプランにBindを与える。 |
      | 灼熱波を使ったとき、2番目のプラン以外にBindを与える。  |
      | 灼熱波を使ったとき、自分の最後のプランにBindを与える。 |
      | 灼熱波を使ったとき、最後のプラン以外にBindを与える。   |
      | 剣パネルが1個以上の時、火のパネルを対象とする。        |
      | 相手のターン終了時、鉄壁の維持を解除する。             |
      | ターン終了時以外、鉄壁の維持を解除する。               |
      | 剣パネルが時3個以上、斬撃を使わない。                  |
      | 3ターン目か4ターン目の時、斬撃を使わない。             |
      | 先攻か後攻の時、斬撃を使わない。                       |
      | もし相手が鉄壁を持っているなら、斬撃を使わない。       |
      | 相手が鉄壁を持っているか剣パネルが3個以上の時、斬撃を使わない。 |
      | 相手が剣技を持っている場合、斬撃を使わない。           |
      | 相手が息吹を持っている場合、斬撃を使わない。           |
      | 息吹を使った場合、斬撃を使わない。                     |
      | 氷結を使った場合、斬撃を使わない。                     |
      | 斬撃を使ったか沙羅双樹を使ったとき、鉄壁を使わない。   |
      | 斬撃、を使わない。                                     |
      | スキルを使用しない。                                   |
      | 剣すべてのスキルを使用しない。                         |
      | すべてのスキル斬撃を使用しない。                       |
      | 斬撃undefinedを使用しない。                            |
      | 斬撃をです使わない。                                   |
      | 得ますパネルを剣、火の順に並べる。                     |
      | 取得しますパネルを剣、火の順に並べる。                 |

  @kakushin.plan.note-controlled @kakushin.plan.forbid
  シナリオ: 文は「!」「?」「．」と改行コードの CR でも区切る
    もし "読み手" のプランとして、JSON の文字列 "斬撃を使わない!沙羅双樹を使わない?鉄壁を使わない．火球を使わない\r空圧を使わない" を読む
    ならば プランの有効な文は 5 個、無効な文は 0 個である
    かつ プランの第 5 文の内容は '{"conditions":[],"directive":{"kind":"forbid","skills":{"by":"name","name":"空圧"}}}' である

  @kakushin.plan.note-controlled @kakushin.plan.note-length @kakushin.plan.forbid
  シナリオ: 文の行は改行だけで数え、文頭の記号や「。」では行が変わらない
    もし "読み手" のプランとして、JSON の文字列 "・斬撃を使わない。沙羅双樹を使わない。\r\n鉄壁を使わない\n\n火球を使う" を読む
    ならば プランの有効な文は 4 個、無効な文は 0 個である
    かつ プランの第 1 文は 1 行目から始まる
    かつ プランの第 2 文は 1 行目から始まる
    かつ プランの第 3 文は 2 行目から始まる
    かつ プランの第 4 文は 4 行目から始まる
    かつ プランの文字数は 31 である

  @kakushin.plan.note-controlled @kakushin.plan.void.unreadable @kakushin.plan.forbid
  シナリオ: 300文字の文は読み、301文字の文は読めない文として無効になる
    もし "読み手" のプランとして、"斬撃を" と "使用しない" の間に空白を 292 個はさんだ文を読む
    ならば プランの第 1 文の内容は '{"conditions":[],"directive":{"kind":"forbid","skills":{"by":"name","name":"斬撃"}}}' である
    もし "読み手" のプランとして、"斬撃を" と "使用しない" の間に空白を 293 個はさんだ文を読む
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 1 文は無効で、読めない箇所は文中の 1 文字目からである

  @kakushin.plan.void.future
  シナリオ: 「次ターン」も先のことを指す語である
    もし "読み手" のプランとして "斬撃を使わない。次ターンは沙羅双樹を使わない。" を読む
    ならば プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.future"、開始位置は 8 である

  @kakushin.plan.void.unrelated @kakushin.plan.void.isolated
  シナリオ: 条件がスキルプールにないスキルを指す文は、その条件の位置で試合と関係のない記述として無効になる
    もし "読み手" のプランとして "斬撃を使わない。息吹を使った場合、沙羅双樹を使わない。" を読む
    ならば プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.unrelated"、開始位置は 8 である
    かつ プランの第 2 文は無効で、読めない箇所は文中の 1 文字目からである
    かつ プランの第 1 文は "forbid" の指示として読まれる

  @kakushin.plan.void.unrelated
  シナリオ: 「○○を使った場合」の条件で習得していないスキルを指す文は無効だが、「相手が○○を持っている」なら習得していなくてよい
    もし "読み手" のプランとして読む:
      """
      氷結を使った場合、斬撃を使わない。
      相手が氷結を持っている場合、斬撃を使わない。
      """
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unrelated"、開始位置は 0 である
    かつ プランの第 2 文の内容は '{"conditions":[{"kind":"holds","who":"opponent","skill":"氷結"}],"directive":{"kind":"forbid","skills":{"by":"name","name":"斬撃"}}}' である

  @kakushin.plan.void.unrelated @kakushin.plan.forbid
  シナリオ: 設定でスキルプールに加えた見本スキルも、プランで名前を指せる
    前提 スキルプールに、コストも効果もない見本スキル "素振り" を加える
    かつ キャラクター "見習い" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "素振り" である
    もし "見習い" のプランとして "素振りを使用しない。" を読む
    ならば プランの第 1 文の内容は '{"conditions":[],"directive":{"kind":"forbid","skills":{"by":"name","name":"素振り"}}}' である

  @kakushin.plan.forbid @kakushin.qa.declare-fixed
  シナリオ: 宣告そのものを使わない文は、宣告の対象を変える文ではなく、ふつうの「使用しない」の指示である
    もし "宣告者" のプランとして "宣告を使用しない。" を読む
    ならば プランの第 1 文の内容は '{"conditions":[],"directive":{"kind":"forbid","skills":{"by":"name","name":"宣告"}}}' である

  @kakushin.plan.note-skill-comparison @kakushin.plan.void.unreadable
  シナリオ: 二つのスキルの比較の文は、片方を習得していなくても比較として無効になり、代わりの書き方が示される
    もし "術師" のプランとして "沙羅双樹を斬撃より優先する。" を読む
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 1 文の代わりに書くべき文は "沙羅双樹を優先する" と示される

  @kakushin.plan.note-skill-comparison @kakushin.plan.void
  シナリオアウトライン: 二つのスキルの順を「優先」「先に使う」の形で指定していない文には、比較の代わりの書き方を示さない
    もし "読み手" のプランとして読む:
      """
      <文>
      """
    ならば プランの第 1 文は無効で、代わりに書くべき文は示されない

    例:
      | 文                                   |
      | 沙羅双樹は斬撃よりダメージが大きい。 |
      | 沙羅双樹を息吹より優先する。         |
      | 息吹より沙羅双樹を優先する。         |

  @kakushin.plan.note-skill-comparison @kakushin.plan.void.unreadable
  シナリオ: 「沙羅双樹を斬撃より後に使う」は無効で、沙羅双樹を先にする書き方は示されない
    もし "読み手" のプランとして "沙羅双樹を斬撃より後に使う。" を読む
    ならば プランの第 1 文は無効で、代わりに書くべき文として "沙羅双樹を優先する" は示されない

  @kakushin.plan.note-skill-comparison @kakushin.plan.void.unreadable
  シナリオ: 「より」を含まない文は、二つのスキルの名前が並んでいても比較の文とはせず、代わりの書き方を示さない
    前提 スキルプールに、コストも効果もない見本スキル "素使" を加える
    もし "読み手" のプランとして "素使を斬撃し。" を読む
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 1 文は無効で、代わりに書くべき文は示されない

  @kakushin.plan.note-skill-comparison @kakushin.plan.void.unreadable
  シナリオ: 「より」の前にスキルが一つしかない文は、そのスキルの名前の一部が別のスキルの名前でも比較の文とはしない
    前提 スキルプールに、コストも効果もない見本スキル "素振" を加える
    かつ スキルプールに、コストも効果もない見本スキル "素振り" を加える
    もし "読み手" のプランとして "素振りより優先する。" を読む
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 1 文は無効で、代わりに書くべき文は示されない
