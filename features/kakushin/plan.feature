# language: ja
機能: 革新的なTCGのプラン（統制された日本語）
  プランは「条件、条件、……、指示。」の文の並びとして読む。文法に当てはまらない文や、先のこと・定まらないこと・
  関係のないことを指す文、条件を重ねすぎた文は無効とし、何文目か・先頭から何文字目かを示す。無効な文があっても他の文は働く。

  背景:
    前提 キャラクター "剣士" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である
    かつ キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    かつ キャラクター "読み手" は体力 9、火 0、水 0、風 0、地 0、剣 0、スキル欄 "斬撃、沙羅双樹、癒しの雨、鉄壁、火球、白炎、空圧、灼熱波、自作自演" である

  @kakushin.plan.void @kakushin.plan.void.unreadable @kakushin.plan.note-controlled
  シナリオ: 読めない文は無効とし、文の番号と開始位置を示す
    もし "読み手" のプランとして読む:
      """
      剣パネルが3個以上の時、沙羅双樹を優先する。潮をふく。
      剣パネルが2個以上の時、ジャンプする。
      """
    ならば プランの有効な文は 1 個、無効な文は 2 個である
    かつ プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 22 である
    かつ プランの第 3 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 28 である
    かつ プランの第 3 文は無効で、読めない箇所は文中の 13 文字目からである

  @kakushin.plan.void @kakushin.plan.void.unreadable
  シナリオ: 読めない条件は、その条件の位置で示す
    もし "読み手" のプランとして読む:
      """
      雨が降っている時、斬撃を使用しない。
      """
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 0 である
    かつ プランの第 1 文は無効で、読めない箇所は文中の 1 文字目からである

  @kakushin.plan.void @kakushin.plan.void.future
  シナリオ: 先のことを指す文は無効である
    もし "読み手" のプランとして読む:
      """
      斬撃を使用しない。次のターンに沙羅双樹を使う。
      """
    ならば プランの第 1 文は "forbid" の指示として読まれる
    かつ プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.future"、開始位置は 9 である

  @kakushin.plan.void @kakushin.plan.void.nondeterministic
  シナリオ: 結果が定まらない文は無効である
    もし "読み手" のプランとして読む:
      """
      気分で斬撃を使用しない。
      """
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.nondeterministic"、開始位置は 0 である

  @kakushin.plan.void @kakushin.plan.void.nesting
  シナリオ: 条件を4つ以上重ねた文は無効だが、3つまでなら読む
    もし "読み手" のプランとして読む:
      """
      3ターン目以降、先攻の時、相手が鉄壁を持っている場合、剣パネルが2個以上の場合、斬撃を使う。
      3ターン目以降、先攻の時、剣パネルが2個以上の場合、斬撃を使う。
      """
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.nesting"、開始位置は 0 である
    かつ プランの第 2 文の条件は 3 個で、最初の条件は "turn" である

  @kakushin.plan.void @kakushin.plan.void.unrelated
  シナリオ: スキルプールにないスキルや、習得していないスキルを自分の行動として指す文は無効である
    前提 キャラクター "剣士" のプラン:
      """
      息吹を使用しない。
      火球を優先する。
      相手が火球を持っている場合、斬撃を使用しない。
      """
    もし キャラクター "剣士" のプランを読む
    ならば プランの第 1 文は無効で、根拠は条項 "kakushin.plan.void.unrelated"、開始位置は 0 である
    かつ プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.unrelated"、開始位置は 10 である
    かつ プランの第 3 文は "forbid" の指示として読まれる
    かつ シートは受け付けられる
    かつ シートには条項 "kakushin.plan.void.unrelated" の警告が "setup.characters[0].plan" の箇所にある

  @kakushin.plan.void.isolated @kakushin.plan.role @kakushin.plan.void.unreadable
  シナリオ: 無効な文があっても戦闘は進み、他の文はそのまま働く
    前提 キャラクター "剣士" のプラン:
      """
      潮をふく。
      剣パネルが1個以上の時、斬撃を使用しない。
      ＠＠＠
      """
    かつ 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "剣士" が使ったスキルの順は "沙羅双樹" である
    かつ 対戦は続いている

  @kakushin.plan.length @kakushin.plan.note-length
  シナリオ: 1000文字を超えるプランには保証外の警告が出るが、最後まで読まれる
    前提 キャラクター "剣士" のプランは、"火球を使用しない。" を 112 回繰り返したものである
    もし キャラクター "剣士" のプランを読む
    ならば プランの文字数は 1008 である
    かつ シートには条項 "kakushin.plan.length" の警告が "setup.characters[0].plan" の箇所にある
    前提 キャラクター "剣士" のプランは、"斬撃を使用しない。" を 111 回繰り返したものである
    もし キャラクター "剣士" のプランを読む
    ならば プランの文字数は 999 である
    かつ シートには条項 "kakushin.plan.length" の警告がない
    かつ プランの有効な文は 111 個、無効な文は 0 個である

  @kakushin.plan.length @kakushin.qa.compressed-thought
  シナリオ: 圧縮思考を習得していれば、保証は1050文字まで延びる
    前提 キャラクター "思考家" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、圧縮思考" である
    かつ キャラクター "思考家" のプランは、"斬撃を使用しない。" を 116 回繰り返したものである
    もし キャラクター "思考家" のプランを読む
    ならば プランの文字数は 1044 である
    かつ シートには条項 "kakushin.plan.length" の警告がない
    前提 キャラクター "思考家" のプランは、"斬撃を使用しない。" を 117 回繰り返したものである
    もし キャラクター "思考家" のプランを読む
    ならば プランの文字数は 1053 である
    かつ シートには条項 "kakushin.plan.length" の警告が "setup.characters[0].plan" の箇所にある

  @kakushin.plan.limit
  シナリオアウトライン: 1ターンに使う回数を制限できる
    前提 キャラクター "剣士" は体力 12、火 0、水 0、風 0、地 0、剣 4、スキル欄 "沙羅双樹、斬撃" である
    かつ キャラクター "剣士" のプランは "<プラン>" である
    かつ 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "剣士" が使ったスキルの順は "<使用>" である

    例:
      | プラン                                | 使用                   |
      |                                       | 沙羅双樹、沙羅双樹     |
      | 沙羅双樹は1ターンに1回まで使用する。  | 沙羅双樹、斬撃、斬撃   |
      | 沙羅双樹を１ターンに２度使わない。    | 沙羅双樹、斬撃、斬撃   |
      | 斬撃は1ターンに一回しか使わない。     | 沙羅双樹、沙羅双樹     |

  @kakushin.plan.reserve @kakushin.plan.note-reserve @kakushin.skill.passive.trigger
  シナリオ: 相手の行動に備えてパネルを残し、受動スキルに使える
    前提 キャラクター "構え" は体力 14、火 0、水 0、風 0、地 0、剣 2、スキル欄 "斬撃、返し刃" である
    かつ キャラクター "構え" のプランは "剣パネルを1個残す。" である
    かつ キャラクター "術士" は体力 16、火 1、水 0、風 0、地 0、剣 0、スキル欄 "火球" である
    かつ 対戦 "構え" 対 "術士" を、"構え" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "構え" は "斬撃" を 1 回使った
    かつ "構え" の "返し刃" が 1 回発動した
    かつ "構え" の所持パネルは "" になる

  @kakushin.plan.panel-order @kakushin.battle.note-append
  シナリオ: 取得するパネルの並びをプランで変えられ、持ち越したパネルの右に並ぶ
    前提 キャラクター "三色" は体力 14、火 1、水 1、風 0、地 0、剣 1、スキル欄 "斬撃" である
    かつ キャラクター "三色" のプランは "パネルを剣、水の順に並べる。" である
    かつ 対戦 "三色" 対 "木偶" を、"三色" の先攻としてシード 1 で始める
    かつ "三色" の所持パネルは "地" である
    もし パネル取得を行う
    ならば パネル取得で "三色" が得たパネルは "剣水火"、低減は "" である
    かつ "三色" の所持パネルは "地剣水火" になる

  @kakushin.plan.conditions @kakushin.plan.note-intellect-alias
  シナリオアウトライン: 条件には自分や相手のパネル・点数・HP・ターン・先攻後攻・習得スキルを使える
    もし "読み手" のプランとして読む:
      """
      <文>
      """
    ならば プランの第 1 文の内容は '<内容>' である

    例:
      | 文                                                  | 内容                                                                                                                                                   |
      | 相手の知力が４以上の場合、斬撃を使用しない。        | {"conditions":[{"kind":"stat","who":"opponent","stat":"intellect","cmp":">=","n":4}],"directive":{"kind":"forbid","skills":{"by":"name","name":"斬撃"}}} |
      | 剣パネルが三個以上の時、沙羅双樹を優先する。        | {"conditions":[{"kind":"panel-count","who":"self","panel":"剣","cmp":">=","n":3}],"directive":{"kind":"prefer","skills":{"by":"name","name":"沙羅双樹"}}} |
      | 相手のパネルが2個未満なら、斬撃を使う。             | {"conditions":[{"kind":"panel-count","who":"opponent","panel":"any","cmp":"<","n":2}],"directive":{"kind":"prefer","skills":{"by":"name","name":"斬撃"}}} |
      | 自分のHPが最大HPの半分以下の時、癒しの雨を優先する。 | {"conditions":[{"kind":"hp-percent","who":"self","cmp":"<=","n":50}],"directive":{"kind":"prefer","skills":{"by":"name","name":"癒しの雨"}}}           |
      | 相手のHPが20以下の時、沙羅双樹を使用しない。        | {"conditions":[{"kind":"hp","who":"opponent","cmp":"<=","n":20}],"directive":{"kind":"forbid","skills":{"by":"name","name":"沙羅双樹"}}}              |
      | 3ターン目以降、鉄壁を使わない。                     | {"conditions":[{"kind":"turn","cmp":">=","n":3}],"directive":{"kind":"forbid","skills":{"by":"name","name":"鉄壁"}}}                                  |
      | 後攻の時、火球を優先する。                          | {"conditions":[{"kind":"order","first":false}],"directive":{"kind":"prefer","skills":{"by":"name","name":"火球"}}}                                    |
      | 相手が返し刃を持っている場合、斬撃を使用しない。    | {"conditions":[{"kind":"holds","who":"opponent","skill":"返し刃"}],"directive":{"kind":"forbid","skills":{"by":"name","name":"斬撃"}}}                |
      | 相手の体力が10より多い時、剣パネルを2個残す。       | {"conditions":[{"kind":"stat","who":"opponent","stat":"vitality","cmp":">","n":10}],"directive":{"kind":"reserve","panel":"剣","n":2}}                |

  @kakushin.plan.conditions @kakushin.plan.evaluate
  シナリオ: 相手の習得スキルやターンを条件にした文は、その時点で満たされていれば働く
    前提 キャラクター "剣士" のプラン:
      """
      相手が沙羅双樹を持っている場合、2ターン目以降、斬撃を使用しない。
      """
    かつ 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "剣士" が使ったスキルの順は "斬撃、斬撃、斬撃" である
    もし 対戦を 1 ターン進める
    ならば "剣士" が使ったスキルの順は "沙羅双樹" である
    かつ "剣士" の所持パネルは "剣" になる

  @kakushin.plan.forbid @kakushin.plan.prefer @kakushin.plan.note-order
  シナリオ: 同じスキルを優先する文と使用しない文が両方当てはまれば、使用しないほうが勝つ
    前提 キャラクター "剣士" のプラン:
      """
      沙羅双樹を優先する。
      沙羅双樹を使用しない。
      """
    かつ 対戦 "剣士" 対 "木偶" を、"剣士" の先攻としてシード 1 で始める
    もし 対戦を 1 ターン進める
    ならば "剣士" が使ったスキルの順は "斬撃、斬撃、斬撃" である

  @kakushin.plan.note-controlled @kakushin.plan.give-up-first @kakushin.plan.release @kakushin.plan.panel-order @kakushin.plan.payment @kakushin.plan.reduction @kakushin.plan.target @kakushin.plan.prefer @kakushin.plan.forbid
  シナリオアウトライン: 指示のいろいろな書き方を読む
    もし "読み手" のプランとして読む:
      """
      <文>
      """
    ならば プランの第 1 文は "<指示>" の指示として読まれる

    例:
      | 文                                                  | 指示          |
      | 先攻を放棄する。                                    | give-up-first |
      | 後攻を選ぶ。                                        | give-up-first |
      | ターン終了時に鉄壁の維持を解除する。                | release       |
      | パネルを剣・火・水の順に並べる。                    | panel-order   |
      | 白炎の白のコストには地パネルを支払う。              | pay           |
      | 維持による低減は剣から行う。                        | reduce-order  |
      | 空圧を使った場合、火のパネルを対象とする。          | target        |
      | 空圧 プレシャライズを使った場合、水のパネルを狙う。 | target        |
      | 「沙羅双樹」を優先して使う。                        | prefer        |
      | 剣技は使わない。                                    | forbid        |
