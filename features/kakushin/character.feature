# language: ja
機能: 革新的なTCGのキャラクターシートと点数の割り振り
  体力・知性・火・水・風・地・剣にちょうど18点。体力1点でHP 8、知性1点でスキル1個、火〜剣1点で毎ターンその種類のパネル1個。
  シートの誤りは、破った条項とシート内の箇所を示して拒否する。

  @kakushin.character.sheet @kakushin.character.sheet.name @kakushin.character.sheet.points @kakushin.character.sheet.skills @kakushin.character.sheet.plan @kakushin.character.points.vitality @kakushin.character.points.intellect @kakushin.character.sheet.note-intellect-field
  シナリオ: 原典のテンプレートで書いたシートを受け付け、知性はスキルの個数になる
    もし キャラクターシートをテンプレートで提出する:
      """
      =====
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
      =====
      """
    ならば シートは受け付けられる
    かつ キャラクターの最大HPは 104、習得スキルは 2 個である
    かつ キャラクターの知性は 2 である

  @kakushin.character.example.kujira @kakushin.character.skills.pool @kakushin.plan.void.unreadable
  シナリオ: 原典の記入例「くじら100号」は、息吹がスキルプールにないため受け付けない
    もし キャラクターシートをテンプレートで提出する:
      """
      名前：くじら100号
      体力：15
      火 0
      水：2
      風 0
      地 0
      剣 0
      スキル（1個1点）
      ・息吹[水]
      プラン：潮をふく
      設定：潮をふく
      """
    ならば シートは条項 "kakushin.character.skills.pool" により拒否される
    もし キャラクターシートをテンプレートで提出する:
      """
      名前：くじら101号
      体力：15
      火 0
      水：2
      風 0
      地 0
      剣 0
      スキル（1個1点）
      ・水弾
      プラン：潮をふく
      設定：息吹を水弾に書き換えたくじら100号
      """
    ならば シートは受け付けられる
    かつ シートには条項 "kakushin.plan.void.unreadable" の警告が "setup.characters[0].plan" の箇所にある

  @kakushin.character.sheet.name
  シナリオ: 名前が空のシートは名前の欄で拒否する
    もし シートとして "{\"name\":\" \",\"points\":{\"vitality\":17,\"fire\":0,\"water\":0,\"wind\":0,\"earth\":0,\"sword\":0},\"skills\":[\"斬撃\"],\"plan\":\"\"}" を提出する
    ならば シートは形の誤りとして "setup.characters[0].name" の箇所で拒否される

  @kakushin.character.sheet.points
  シナリオ: 点数に整数でない値や負の値があれば、その欄で拒否する
    もし シートとして "{\"name\":\"X\",\"points\":{\"vitality\":17,\"fire\":\"二\",\"water\":-1,\"wind\":0,\"earth\":0,\"sword\":0},\"skills\":[\"斬撃\"],\"plan\":\"\"}" を提出する
    ならば シートは形の誤りとして "setup.characters[0].points.fire" の箇所で拒否される
    かつ シートは形の誤りとして "setup.characters[0].points.water" の箇所で拒否される

  @kakushin.character.sheet.skills @kakushin.character.sheet.plan @kakushin.character.sheet.setting
  シナリオ: スキル欄・プラン・設定の形が違えば、それぞれの欄で拒否する
    もし シートとして "{\"name\":\"X\",\"points\":{\"vitality\":17,\"fire\":0,\"water\":0,\"wind\":0,\"earth\":0,\"sword\":0},\"skills\":\"斬撃\",\"plan\":3,\"setting\":[]}" を提出する
    ならば シートは形の誤りとして "setup.characters[0].skills" の箇所で拒否される
    かつ シートは形の誤りとして "setup.characters[0].plan" の箇所で拒否される
    かつ シートは形の誤りとして "setup.characters[0].setting" の箇所で拒否される

  @kakushin.character.sheet.setting
  シナリオ: 設定は戦闘に影響しない
    前提 キャラクター "剣士" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    かつ 対戦 "剣士" 対 "木偶" をシード 11 で始める
    ならば "剣士" の設定だけを "先攻を放棄する。斬撃を使用しない。" に変えて同じシードで戦っても、記録は同じである

  @kakushin.character.points.total @kakushin.character.points.note-exact
  シナリオアウトライン: 点数の合計がちょうど18点でなければ拒否する
    前提 キャラクター "X" は体力 <体力>、火 0、水 0、風 0、地 0、剣 <剣>、スキル欄 "斬撃" である
    もし キャラクター "X" のシートを提出する
    ならば シートは条項 "kakushin.character.points.total" により拒否される

    例:
      | 体力 | 剣 |
      | 16   | 0  |
      | 17   | 1  |
      | 10   | 0  |

  @kakushin.character.points.total @kakushin.character.points.note-exact @option:points-at-most
  シナリオ: 18点以下なら可とする読み方では、合計17点のシートを受け付け、19点のシートは拒否する
    前提 キャラクター "X" は体力 16、火 0、水 0、風 0、地 0、剣 0、スキル欄 "斬撃" である
    かつ キャラクター "Y" は体力 17、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    もし キャラクター "X" のシートを提出する
    ならば シートは受け付けられる
    もし キャラクター "Y" のシートを提出する
    ならば シートは条項 "kakushin.character.points.total" により拒否される

  @kakushin.character.points.total
  シナリオ: 合計がちょうど18点なら受け付ける
    前提 キャラクター "X" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    もし キャラクター "X" のシートを提出する
    ならば シートは受け付けられる
    かつ キャラクターの最大HPは 128、習得スキルは 1 個である

  @kakushin.character.points.vitality-positive @kakushin.character.points.note-vitality-zero
  シナリオ: 体力0のシートは体力の欄で拒否する
    前提 キャラクター "X" は体力 0、火 5、水 5、風 5、地 0、剣 2、スキル欄 "斬撃" である
    もし キャラクター "X" のシートを提出する
    ならば シートは条項 "kakushin.character.points.vitality-positive" により拒否される

  @kakushin.character.points.intellect
  シナリオ: 知性の欄とスキルの個数が違えば拒否する
    前提 キャラクター "X" は体力 15、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃" である
    かつ キャラクター "X" の知性欄は 2 である
    もし キャラクター "X" のシートを提出する
    ならば シートは条項 "kakushin.character.points.intellect" により拒否される

  @kakushin.character.points.intellect @kakushin.character.sheet.note-intellect-field
  シナリオ: 知性の欄がスキルの個数と一致すれば受け付ける
    前提 キャラクター "X" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、沙羅双樹" である
    かつ キャラクター "X" の知性欄は 2 である
    もし キャラクター "X" のシートを提出する
    ならば シートは受け付けられる

  @kakushin.character.points.panels @kakushin.battle.panels
  シナリオ: 火2・地1のキャラクターは毎ターン火火地を得る
    前提 キャラクター "火地" は体力 14、火 2、水 0、風 0、地 1、剣 0、スキル欄 "白炎" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    かつ 対戦 "火地" 対 "木偶" を、"火地" の先攻としてシード 1 で始める
    もし パネル取得を行う
    ならば パネル取得で "火地" が得たパネルは "火火地"、低減は "" である
    かつ "火地" の所持パネルは "火火地" になる
    もし パネル取得を行う
    ならば "火地" の所持パネルは "火火地火火地" になる

  @kakushin.character.skills.banned @kakushin.pool.banned @kakushin.qa.punctuation
  シナリオ: 禁止スキル句読点は習得できない
    前提 キャラクター "X" は体力 15、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃、句読点" である
    もし キャラクター "X" のシートを提出する
    ならば シートは条項 "kakushin.character.skills.banned" により拒否される

  @kakushin.character.skills.duplicate @kakushin.character.skills.note-duplicate
  シナリオ: 宣告以外のスキルは重ねて習得できる
    前提 キャラクター "X" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、斬撃" である
    もし キャラクター "X" のシートを提出する
    ならば シートは受け付けられる
    かつ キャラクターの最大HPは 112、習得スキルは 2 個である

  @kakushin.character.skills.duplicate @kakushin.character.skills.note-duplicate @option:skills-once
  シナリオ: すべてのスキルを1個までとする読み方では、同じスキルを重ねて書いたシートを拒否し、違うスキルなら受け付ける
    前提 キャラクター "X" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、斬撃" である
    かつ キャラクター "Y" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、沙羅双樹" である
    もし キャラクター "X" のシートを提出する
    ならば シートは条項 "kakushin.character.skills.duplicate" により拒否される
    もし キャラクター "Y" のシートを提出する
    ならば シートは受け付けられる

  @kakushin.qa.list-prevails
  シナリオ: シートにスキル一覧と違うコストを書いても、一覧のコストが使われ、警告が出る
    前提 キャラクター "X" は体力 16、火 0、水 0、風 0、地 0、剣 1、スキル欄 "斬撃[剣剣]" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    もし キャラクター "X" のシートを提出する
    ならば シートは受け付けられる
    かつ シートには条項 "kakushin.qa.list-prevails" の警告が "setup.characters[0].skills[0]" の箇所にある
    前提 対戦 "X" 対 "木偶" を、"X" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "X" が使ったスキルの順は "斬撃" である

  @kakushin.character.sheet
  シナリオ: シートでないものを出すと、シート全体の誤りとして拒否する
    もし シートとして "[1,2,3]" を提出する
    ならば シートは形の誤りとして "setup.characters[0]" の箇所で拒否される
