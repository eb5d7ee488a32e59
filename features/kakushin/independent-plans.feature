# language: ja
機能: 革新的なTCGの読めないプランを独立に確かめる
  いろいろな形で崩れたプランを読ませ、無効な文が文の番号・開始位置・読めない箇所・根拠の条項とともに報告され、
  決して止まらないこと、そして無効な文を含むプランでも戦闘が最後まで進み、有効な文が働くことを確かめる。

  背景:
    前提 キャラクター "剣客" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である
    かつ キャラクター "的" は体力 18、火 0、水 0、風 0、地 0、剣 0、スキル欄 "" である
    かつ キャラクター "読み手" は体力 9、火 0、水 0、風 0、地 0、剣 0、スキル欄 "斬撃、沙羅双樹、癒しの雨、鉄壁、火球、白炎、空圧、灼熱波、自作自演" である

  @kakushin.plan.void @kakushin.plan.void.unreadable @kakushin.plan.void.future @kakushin.plan.void.nondeterministic @kakushin.plan.void.nesting @kakushin.plan.void.unrelated @kakushin.qa.declare-fixed @kakushin.plan.note-controlled
  シナリオアウトライン: 崩れた文は、その根拠の条項と、文中で読めなくなった位置を示して無効になる
    もし "読み手" のプランとして "<プラン>" を読む
    ならば プランの有効な文は <有効> 個、無効な文は 1 個である
    かつ プランの第 <文> 文は無効で、根拠は条項 "<条項>"、開始位置は <開始> である
    かつ プランの第 <文> 文は無効で、読めない箇所は文中の <桁> 文字目からである
    かつ プランの無効な文はどれも、示された開始位置からその文の本文が始まっている

    例:
      | プラン                                                               | 有効 | 文 | 条項                                | 開始 | 桁 |
      | 潮をふく。                                                           | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 1  |
      | 斬撃を使用しない。潮をふく。                                         | 1    | 2  | kakushin.plan.void.unreadable       | 9    | 1  |
      | 斬撃を使用しない！　・「潮をふく」                                   | 1    | 2  | kakushin.plan.void.unreadable       | 12   | 1  |
      | 斬撃を使用しない、沙羅双樹を優先する。                               | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 1  |
      | 先攻の時、潮をふく時、斬撃を使う。                                   | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 6  |
      | 剣パネルが3個以上の時、ジャンプする。                                | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 13 |
      | 空圧を使った場合。                                                   | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 1  |
      | 火のパネルを対象とする。                                             | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 1  |
      | パネルを剣、剣の順に並べる。                                         | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 7  |
      | 剣パネルが-1個以上の時、斬撃を使う。                                 | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 1  |
      | 、、、。                                                             | 0    | 1  | kakushin.plan.void.unreadable       | 0    | 4  |
      | 斬撃を使う。次のターンは斬撃を使わない。                             | 1    | 2  | kakushin.plan.void.future           | 6    | 1  |
      | 剣パネルが1個以上の時、将来のために斬撃を使わない。                  | 0    | 1  | kakushin.plan.void.future           | 0    | 13 |
      | 斬撃をなんとなく使う。                                               | 0    | 1  | kakushin.plan.void.nondeterministic | 0    | 4  |
      | 先攻の時、3ターン目以降、相手のHPが10以上の時、剣パネルが1個以上の時、斬撃を使う。 | 0 | 1 | kakushin.plan.void.nesting | 0 | 1 |
      | 息吹を使用しない。                                                   | 0    | 1  | kakushin.plan.void.unrelated        | 0    | 1  |
      | 🎴を使う。                                                           | 0    | 1  | kakushin.plan.void.unrelated        | 0    | 1  |
      | 宣告の対象を空圧に変更する。                                         | 0    | 1  | kakushin.qa.declare-fixed           | 0    | 1  |

  @kakushin.plan.void @kakushin.plan.void.unreadable @kakushin.plan.note-controlled
  シナリオ: 改行・箇条書き・空行・全角空白の混じったプランでも、各文の位置と行が正しく示される
    もし "読み手" のプランとして読む:
      """
      ・剣パネルが3個以上の時、沙羅双樹を優先する。

        ・潮をふく
      　　ジャンプ！ 斬撃を使用しない？
      """
    ならば プランの有効な文は 2 個、無効な文は 2 個である
    かつ プランの第 2 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 28 である
    かつ プランの第 3 文は無効で、根拠は条項 "kakushin.plan.void.unreadable"、開始位置は 35 である
    かつ プランの第 4 文は "forbid" の指示として読まれる
    かつ プランの無効な文はどれも、示された開始位置からその文の本文が始まっている

  @kakushin.plan.void @kakushin.plan.note-controlled
  シナリオ: 記号だけ・かぎ括弧だけの文は空の文として数えない
    もし "読み手" のプランとして "「」。・。　。！？" を読む
    ならば プランの有効な文は 0 個、無効な文は 0 個である

  @kakushin.plan.void.isolated @kakushin.plan.forbid @kakushin.plan.role
  シナリオ: 無効な文が並んだプランでも戦闘は最後まで進み、読める文だけが働く
    前提 キャラクター "剣客" のプラン:
      """
      潮をふく。
      次のターンに本気を出す。
      気分で沙羅双樹を使わない。
      剣パネルが1個以上の時、斬撃を使用しない。
      息吹を使う。
      先攻の時、後攻の時、3ターン目以降、剣パネルが1個以上の時、沙羅双樹を使わない。
      """
    もし キャラクター "剣客" のシートを提出する
    ならば シートは受け付けられる
    かつ シートには条項 "kakushin.plan.void.unreadable" の警告が "setup.characters[0].plan" の箇所にある
    かつ シートには条項 "kakushin.plan.void.future" の警告が "setup.characters[0].plan" の箇所にある
    かつ シートには条項 "kakushin.plan.void.nondeterministic" の警告が "setup.characters[0].plan" の箇所にある
    かつ シートには条項 "kakushin.plan.void.unrelated" の警告が "setup.characters[0].plan" の箇所にある
    かつ シートには条項 "kakushin.plan.void.nesting" の警告が "setup.characters[0].plan" の箇所にある
    かつ シートの警告は 5 件である
    前提 対戦 "剣客" 対 "的" を、"剣客" の先攻としてシード 41 で始める
    もし 対戦を 1 ターン進める
    ならば "剣客" が使ったスキルの順は "沙羅双樹" である
    かつ "剣客" の所持パネルは "剣" になる
    もし 対戦を最後まで行う
    ならば 対戦の終わりの根拠は条項 "kakushin.battle.hp-zero" である
    かつ "剣客" は "斬撃" を 0 回使った

  @kakushin.plan.release @kakushin.maintain.release-plan
  シナリオアウトライン: 原典の言い方「ターンの終了時に維持状態を解除する」も読み、維持はそのターンの終わりに解ける
    前提 キャラクター "守人" は体力 15、火 0、水 0、風 0、地 2、剣 0、スキル欄 "鉄壁" である
    かつ キャラクター "守人" のプランは "<文>" である
    かつ 対戦 "守人" 対 "的" を、"守人" の先攻としてシード 42 で始める
    もし 対戦を 1 ターン進める
    ならば "守人" の "鉄壁" の維持が解除され、根拠は条項 "kakushin.plan.release" である
    かつ "守人" の維持状態は "" である

    例:
      | 文                                   |
      | ターンの終了時に維持状態を解除する。 |
      | ターン終了時に鉄壁の維持状態を解除する。 |
      | ターン終了時、すべての維持を解除する。 |

  @kakushin.plan.reserve @kakushin.plan.note-reserve
  シナリオ: 原典の言い方「相手のアクションまで防御用のパネルを残す」も読み、自分の行動では剣を1個残す
    前提 キャラクター "剣客" のプランは "相手のアクションまで防御用の剣パネルを1個残しておく。" である
    かつ 対戦 "剣客" 対 "的" を、"剣客" の先攻としてシード 43 で始める
    もし 対戦を 1 ターン進める
    ならば "剣客" が使ったスキルの順は "斬撃、斬撃" である
    かつ "剣客" の所持パネルは "剣" になる
