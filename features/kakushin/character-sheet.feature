# language: ja
機能: 革新的なTCGのキャラクターシートの形と読み方
  シートはオブジェクト（英語のキーか、原典のテンプレートの欄名）か、原典のテンプレートの文で出す
  （docs/protocol/kakushin.md の setup）。欄が欠けている・形の違う欄は、その欄の箇所を示して形の誤り
  として拒否し、規則に反するシートは破った条項を示して拒否する。名前・プラン・設定・テンプレート全体の
  長さと使えない文字は、同じ文書の「Limits」が定める本プロジェクトの実用上の上限である。

  # ---- オブジェクトのシート ----

  @kakushin.character.sheet @kakushin.character.sheet.points @kakushin.character.sheet.note-intellect-field @kakushin.character.points.vitality @kakushin.character.points.intellect
  シナリオアウトライン: テンプレートの欄名（名前・点数・体力・知性・知力・火〜剣・スキル・プラン・設定）をキーにしたシートも、同じシートとして読む
    もし シートとして '<シート>' を提出する
    ならば シートは受け付けられる
    かつ 受け付けたキャラクターの名前は "<名前>" である
    かつ 受け付けたキャラクターの点数は "<点数>" である
    かつ キャラクターの最大HPは <HP>、習得スキルは <個数> 個である
    かつ シートの警告は 0 件である

    例:
      | シート | 名前 | 点数 | HP | 個数 |
      | {"名前":"甲","体力":12,"火":1,"水":1,"風":1,"地":1,"剣":0,"スキル":["斬撃","水弾"],"プラン":"","設定":"旅人"} | 甲 | 体力 12、知性 2、火 1、水 1、風 1、地 1、剣 0 | 96 | 2 |
      | {"名前":"乙","点数":{"体力":11,"知性":2,"火":1,"水":1,"風":1,"地":1,"剣":1},"スキル":["斬撃","火球"],"プラン":""} | 乙 | 体力 11、知性 2、火 1、水 1、風 1、地 1、剣 1 | 88 | 2 |
      | {"name":"丙","points":{"vitality":11,"知力":2,"fire":2,"water":1,"wind":1,"earth":1,"sword":0},"skills":["斬撃","火球"],"plan":""} | 丙 | 体力 11、知性 2、火 2、水 1、風 1、地 1、剣 0 | 88 | 2 |
      | {"name":"丁","知性":1,"points":{"vitality":13,"fire":1,"water":1,"wind":1,"earth":1,"sword":0},"skills":["斬撃"],"plan":""} | 丁 | 体力 13、知性 1、火 1、水 1、風 1、地 1、剣 0 | 104 | 1 |
      | {"name":"戊","points":{"vitality":15,"intellect":1,"fire":0,"water":0,"wind":0,"earth":1,"sword":1},"skills":["斬撃"],"plan":""} | 戊 | 体力 15、知性 1、火 0、水 0、風 0、地 1、剣 1 | 120 | 1 |
      | {"name":"　己 ","points":{"vitality":15,"intellect":1,"fire":0,"water":0,"wind":0,"earth":1,"sword":1},"skills":[" 斬撃　"],"plan":""} | 己 | 体力 15、知性 1、火 0、水 0、風 0、地 1、剣 1 | 120 | 1 |

  @kakushin.character.sheet
  シナリオアウトライン: 同じ欄を二通りの書き方で書いたシートは、その両方の箇所で形の誤りとして拒否する
    もし シートとして '<シート>' を提出する
    ならば シートの形の誤りは "<箇所>" の箇所だけである

    例:
      | シート | 箇所 |
      | {"名前":"甲","name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].名前、setup.characters[0].name |
      | {"name":"甲","体力":16,"points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].体力、setup.characters[0].points.vitality |
      | {"name":"甲","点数":{"体力":16,"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].点数.体力、setup.characters[0].点数.vitality |
      | {"name":"甲","points":{"vitality":15,"知性":1,"知力":1,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].points.知性、setup.characters[0].points.知力 |

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.points @kakushin.character.sheet.skills @kakushin.character.sheet.plan @kakushin.character.sheet.setting
  シナリオアウトライン: シートでないもの、欄が欠けたもの、欄の形が違うものは、その箇所だけを示して拒否する
    もし シートとして '<シート>' を提出する
    ならば シートの形の誤りは "<箇所>" の箇所だけである

    例:
      | シート | 箇所 |
      | 5 | setup.characters[0] |
      | null | setup.characters[0] |
      | {"name":"甲","points":null,"skills":["斬撃"],"plan":""} | setup.characters[0].points |
      | {"name":"甲","points":5,"skills":["斬撃"],"plan":""} | setup.characters[0].points |
      | {"name":"甲","体力":16,"points":null,"skills":["斬撃"],"plan":""} | setup.characters[0].points |
      | {"name":"甲","skills":["斬撃"],"plan":""} | setup.characters[0].points |
      | {"points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].name |
      | {"name":5,"points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].name |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":"斬撃","plan":""} | setup.characters[0].skills |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":[5],"plan":""} | setup.characters[0].skills[0] |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃",["斬撃"]],"plan":""} | setup.characters[0].skills[1] |
      | {"name":"甲","points":{"vitality":16,"intellect":"一","fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].points.intellect |
      | {"name":"甲","points":{"vitality":16,"intellect":-1,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":""} | setup.characters[0].points.intellect |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"]} | setup.characters[0].plan |
      | {"name":"甲","points":{"vitality":16,"fire":0,"water":0,"wind":0,"earth":0,"sword":1},"skills":["斬撃"],"plan":"","setting":5} | setup.characters[0].setting |

  @kakushin.character.sheet.name @kakushin.character.sheet.plan @kakushin.character.sheet.setting
  シナリオアウトライン: 名前・プラン・設定は上限の長さまで受け付け、それを超えるものはその欄で拒否する
    前提 キャラクター "長文" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    かつ キャラクター "長文" のシートの <欄> 欄は、"<文字>" を <上限> 回繰り返したものである
    もし キャラクター "長文" のシートを提出する
    ならば シートは受け付けられる
    前提 キャラクター "長文" のシートの <欄> 欄は、"<文字>" を <超過> 回繰り返したものである
    もし キャラクター "長文" のシートを提出する
    ならば シートの形の誤りは "setup.characters[0].<欄>" の箇所だけである

    例:
      | 欄      | 文字 | 上限   | 超過   |
      | name    | あ   | 100    | 101    |
      | plan    | あ   | 100000 | 100001 |
      | plan    | 𠀋   | 100000 | 100001 |
      | setting | あ   | 100000 | 100001 |

  @kakushin.character.sheet.name @kakushin.character.sheet.plan @kakushin.character.sheet.setting
  シナリオアウトライン: 名前・プラン・設定に制御文字や書字方向の制御文字があれば、その欄で拒否する
    前提 キャラクター "制御" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    かつ キャラクター "制御" のシートの <欄> 欄は '<値>' である
    もし キャラクター "制御" のシートを提出する
    ならば シートの形の誤りは "setup.characters[0].<欄>" の箇所だけである

    例:
      | 欄      | 値                       |
      | name    | "甲\u202e乙"             |
      | name    | "甲\t乙"                 |
      | plan    | "斬撃を使う。\u202e"     |
      | plan    | "斬撃を使う。\u0007"     |
      | setting | "旅人\u202e"             |
      | setting | "旅人\u0000"             |

  @kakushin.character.points.total @kakushin.character.points.intellect @kakushin.character.points.vitality-positive
  シナリオアウトライン: スキルを19個以上並べたシートは、個々のスキルを読む前に18点の条項で拒否し、18個なら点数の規則どおりに調べる
    もし シートとして '<シート>' を提出する
    ならば シートは条項 "<条項>" により拒否される

    例:
      | シート | 条項 |
      | {"name":"甲","points":{"vitality":0,"fire":0,"water":0,"wind":0,"earth":0,"sword":0},"skills":["","","","","","","","","","","","","","","","","","",""],"plan":""} | kakushin.character.points.total |
      | {"name":"甲","points":{"vitality":0,"fire":0,"water":0,"wind":0,"earth":0,"sword":0},"skills":["息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹","息吹"],"plan":""} | kakushin.character.points.total |
      | {"name":"甲","points":{"vitality":0,"fire":0,"water":0,"wind":0,"earth":0,"sword":0},"skills":["斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃"],"plan":""} | kakushin.character.points.vitality-positive |
      | {"name":"甲","points":{"vitality":18,"intellect":0,"fire":0,"water":0,"wind":0,"earth":0,"sword":0},"skills":["斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃","斬撃"],"plan":""} | kakushin.character.points.total |

  @kakushin.character.sheet.skills @kakushin.canon.declare.form @kakushin.character.skills.pool @kakushin.qa.list-prevails
  シナリオアウトライン: 宣告の対象を括弧で囲む書き方、読みで書いた対象、前後や括弧の中の空白、括弧の種類の揺れも、同じスキルとして読み、警告は出ない
    前提 キャラクター "書き手" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "" である
    かつ キャラクター "書き手" のシートの skills 欄は '["<書き方>"]' である
    もし キャラクター "書き手" のシートを提出する
    ならば 受け付けたキャラクターのスキル欄は "<スキル>" である
    かつ シートの警告は 0 件である

    例:
      | 書き方                        | スキル     |
      | 宣告[空圧]                    | 宣告：空圧 |
      | 宣告（空圧）                  | 宣告：空圧 |
      | 宣告〔 空圧 〕                | 宣告：空圧 |
      | ［宣告：空圧］                | 宣告：空圧 |
      | 宣告：プレシャライズ          | 宣告：空圧 |
      | 宣告 [ディスオーダー]：空圧   | 宣告：空圧 |
      | 宣告（ ディスオーダー ）：空圧 | 宣告：空圧 |
      | [宣告[ディスオーダー]：空圧]  | 宣告：空圧 |
      | 斬撃                          | 斬撃       |
      | 斬撃[剣]                      | 斬撃       |
      | 斬撃[ 剣 ]                    | 斬撃       |
      | 斬撃〔　剣〕                  | 斬撃       |
      | 斬撃[]                        | 斬撃       |
      | 斬撃[ ]                       | 斬撃       |
      | \u0020斬撃\u0020               | 斬撃       |
      | \u0020【斬撃】                 | 斬撃       |
      | 【 斬撃 】                    | 斬撃       |
      | \u0020宣告[ディスオーダー]：空圧 | 宣告：空圧 |

  @kakushin.qa.list-prevails
  シナリオ: 一覧と同じコストを書いたスキルには、コストの違いの警告を出さない
    前提 キャラクター "書き手" は体力 15、火 0、水 0、風 0、地 0、剣 1、スキル欄 "沙羅双樹〔剣剣〕、斬撃" である
    もし キャラクター "書き手" のシートを提出する
    ならば 受け付けたキャラクターのスキル欄は "沙羅双樹、斬撃" である
    かつ シートの警告は 0 件である

  @kakushin.character.skills.pool @kakushin.canon.declare.form
  シナリオアウトライン: スキルプールの名前に余計な文字が付いたもの、名前の一部だけを括ったものは、スキルプールにない名前として拒否する
    前提 キャラクター "書き手" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "" である
    かつ キャラクター "書き手" のシートの skills 欄は '["<書き方>"]' である
    もし キャラクター "書き手" のシートを提出する
    ならば シートは条項 "kakushin.character.skills.pool" により拒否される

    例:
      | 書き方                 |
      | 息吹 ブレス            |
      | 白【炎】               |
      | 【白】炎               |
      | 斬撃[剣]x              |
      | 空圧 プレシャライズ x  |
      | x宣告：空圧            |
      | 宣告文：空圧           |
      | 宣告x                  |
      | x宣告                  |
      | 空圧 ブレス            |
      | 自作自演〔ブレス〕     |

  @kakushin.canon.declare.form
  シナリオアウトライン: 対象を書かない宣告は、読みを括弧で添えていても、空白や括弧が違っても習得できない
    前提 キャラクター "書き手" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "" である
    かつ キャラクター "書き手" のシートの skills 欄は '["<書き方>"]' である
    もし キャラクター "書き手" のシートを提出する
    ならば シートは条項 "kakushin.canon.declare.form" により拒否される

    例:
      | 書き方                 |
      | [宣告]                 |
      | 宣告 [ディスオーダー]  |
      | 宣告（ ディスオーダー ） |
      | \u0020宣告            |

  @kakushin.canon.declare.note-scope @kakushin.canon.declare.form
  シナリオ: スキルプールにないスキルの宣告は、書いた名前のまま宣告として受け付け、何も消さないことを警告する
    前提 キャラクター "書き手" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "宣告：息吹" である
    もし キャラクター "書き手" のシートを提出する
    ならば 受け付けたキャラクターのスキル欄は "宣告：息吹" である
    かつ シートには条項 "kakushin.canon.declare.note-scope" の警告が "setup.characters[0].skills[0]" の箇所にある

  @kakushin.character.skills.pool @kakushin.character.skills.note-duplicate @option:skills-once
  シナリオ: すべてのスキルを1個までとする読み方でも、スキルプールにない名前はスキルプールの条項で拒否する
    前提 キャラクター "書き手" は体力 15、火 0、水 0、風 0、地 0、剣 1、スキル欄 "息吹、斬撃" である
    もし キャラクター "書き手" のシートを提出する
    ならば シートは条項 "kakushin.character.skills.pool" により拒否される

  @kakushin.plan.length
  シナリオ: ちょうど1000文字のプランは保証の範囲内で、長さの警告は出ない
    前提 キャラクター "守人" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "鉄壁" である
    かつ キャラクター "守人" のプランは、"鉄壁を使わない。" を 125 回繰り返したものである
    もし キャラクター "守人" のシートを提出する
    ならば プランの文字数は 1000 である
    かつ シートには条項 "kakushin.plan.length" の警告がない

  # ---- テンプレートの文で書いたシート ----

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.points @kakushin.character.sheet.skills @kakushin.character.sheet.note-intellect-field
  シナリオ: テンプレートは、欄名と値の間の空白やコロン、全角の数字、空行、欄名だけの行の次に書いた値も読み、文中に欄名が現れても欄とはみなさない
    もし キャラクターシートをテンプレートで提出する:
      """

      名前

      炎の剣

      体力 ： １２

      知性

      2
      火  1
      水：1
      風 1
      地 1
      剣 0
      スキル（1個1点）
      ・斬撃

      ・水弾
      プラン
      斬撃を使う。
      設定
      昔は体力 20 もあった。私の名前：くじら。
      """
    ならば シートは受け付けられる
    かつ 受け付けたキャラクターの名前は "炎の剣" である
    かつ 受け付けたキャラクターの点数は "体力 12、知性 2、火 1、水 1、風 1、地 1、剣 0" である
    かつ 受け付けたキャラクターのスキル欄は "斬撃、水弾" である
    かつ プランの有効な文は 1 個、無効な文は 0 個である

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.plan @kakushin.character.sheet.note-intellect-field
  シナリオ: 欄名の後にコロンで値を書いたテンプレートは、コロンの後の全体をその欄の値として読む
    もし キャラクターシートをテンプレートで提出する:
      """
      名前：くじら102号
      体力：15
      火 0
      水：2
      風 0
      地 0
      剣 0
      スキル（1個1点）
      ・水弾
      プラン ：水弾を使う。
      設定：息吹を水弾に書き換えたくじら
      """
    ならば シートは受け付けられる
    かつ 受け付けたキャラクターの名前は "くじら102号" である
    かつ 受け付けたキャラクターの点数は "体力 15、知性 1、火 0、水 2、風 0、地 0、剣 0" である
    かつ プランの有効な文は 1 個、無効な文は 0 個である

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.skills
  シナリオ: テンプレートの各行の前後に空白があっても、同じシートとして読む
    もし キャラクターシートを、各行の前後に空白を足したテンプレートで提出する:
      """
      名前
      剣士
      体力 13
      火 0
      水 0
      風 0
      地 0
      剣 3
      スキル（1個1点）
      ・斬撃

      ・沙羅双樹
      プラン
      剣パネルが3個以上の時、沙羅双樹を優先する。
      設定
      剣を振る。
      """
    ならば シートは受け付けられる
    かつ 受け付けたキャラクターの名前は "剣士" である
    かつ 受け付けたキャラクターの点数は "体力 13、知性 2、火 0、水 0、風 0、地 0、剣 3" である
    かつ 受け付けたキャラクターのスキル欄は "斬撃、沙羅双樹" である
    かつ プランの有効な文は 1 個、無効な文は 0 個である

  @kakushin.character.sheet.plan @kakushin.plan.note-controlled @kakushin.plan.void.unreadable
  シナリオ: テンプレートのプラン欄は書いたとおりに読み、改行で文を区切り、空行と字下げも文の位置に数える
    もし キャラクターシートをテンプレートで提出する:
      """
      名前
      くじら
      体力 16
      火 0
      水 0
      風 0
      地 0
      剣 1
      スキル
      ・斬撃
      プラン
      潮をふく

        潮をふく
      設定
      海にいる。
      """
    ならば シートは受け付けられる
    かつ プランの有効な文は 0 個、無効な文は 2 個である
    かつ プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 8 である

  @kakushin.character.sheet.name @kakushin.character.sheet.plan
  シナリオ: 記号だけの区切り線は読み飛ばすが、長音や記号を含む名前やプランの行は書いたとおりに読む
    もし キャラクターシートをテンプレートで提出する:
      """
      ==========
      名前
      シャーーー
      体力 16
      火 0
      水 0
      風 0
      地 0
      剣 1
      スキル
      ・斬撃
      プラン
      --- 作戦 ---
      斬撃を使う。
      ーーーーーーーーーー
      """
    ならば シートは受け付けられる
    かつ 受け付けたキャラクターの名前は "シャーーー" である
    かつ プランの有効な文は 1 個、無効な文は 1 個である

  @kakushin.character.sheet @kakushin.character.sheet.points @kakushin.character.sheet.plan
  シナリオアウトライン: 欄が欠けたテンプレート、同じ欄を二度書いたテンプレート、数値欄に数値以外を書いたテンプレートは、シート全体の形の誤りとして拒否する
    もし キャラクターシートをテンプレートで提出する:
      """
      名前
      剣士
      体力 <体力>
      <火の行>
      水 0
      風 0
      地 0
      剣 1
      スキル
      ・斬撃
      <プランの行>
      """
    ならば シートの形の誤りは "setup.characters[0]" の箇所だけである

    例:
      | 体力  | 火の行  | プランの行  |
      | 16    | 火 0    |             |
      | 16    |         | プラン      |
      | 10    | 火 0\n体力 16 | プラン      |
      | 16点  | 火 0    | プラン      |
      | 約16  | 火 0    | プラン      |
      | 十六  | 火 0    | プラン      |

  @kakushin.character.points.intellect @kakushin.character.sheet.note-intellect-field
  シナリオアウトライン: テンプレートに書いた知性（知力）がスキルの個数と違えば、知性の条項で拒否する
    もし キャラクターシートをテンプレートで提出する:
      """
      名前
      剣士
      体力 14
      <欄名> 2
      火 0
      水 0
      風 0
      地 0
      剣 2
      スキル
      ・斬撃
      プラン
      """
    ならば シートは条項 "kakushin.character.points.intellect" により拒否される

    例:
      | 欄名 |
      | 知性 |
      | 知力 |

  @kakushin.character.sheet
  シナリオ: テンプレートの文は1,048,576文字まで読み、それより長いものはシート全体の形の誤りとして拒否する
    もし キャラクターシートを、次のテンプレートの後に改行を足して 1048576 文字にして提出する:
      """
      名前
      剣士
      体力 16
      火 0
      水 0
      風 0
      地 0
      剣 1
      スキル
      ・斬撃
      プラン
      """
    ならば シートは受け付けられる
    もし キャラクターシートを、次のテンプレートの後に改行を足して 1048577 文字にして提出する:
      """
      名前
      剣士
      体力 16
      火 0
      水 0
      風 0
      地 0
      剣 1
      スキル
      ・斬撃
      プラン
      """
    ならば シートの形の誤りは "setup.characters[0]" の箇所だけである

  # ---- 見本スキルの分類 ----

  @kakushin.skill.category @kakushin.pool.note-unavailable
  シナリオ: 見本スキルには、十の分類のどれでも付けられる
    前提 スキルプールに、分類 "攻撃、反撃、変化、妨害、受動、防御、回復、維持、強化、特殊" の見本スキル "万能" を加える
    かつ キャラクター "万能使い" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "万能" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    かつ 対戦 "万能使い" 対 "木偶" をシード 1 で始める
    ならば "万能使い" の習得した "万能" は 見本 のデータで、コストは ""、分類は "攻撃・反撃・変化・妨害・受動・防御・回復・維持・強化・特殊" である
