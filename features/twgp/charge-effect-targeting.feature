# language: ja
@option:charge-effects @option:deck-card-types
機能: 標的指定権を持たずに使えるチャージ効果
  リフレクトとハックのほか、すでに使われた効果を打ち消すスロー・クラック・メディカル・ポーションは、
  標的指定権を持たないプレイヤーも他者のユニットに使える。ほかの種類を他者のユニットに使うには
  標的指定権が要る（twgp.charge-effect.note.answering-kinds）。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "アクセル" のカード "加速" がある

  @twgp.charge-effect.note.answering-kinds @twgp.charge-effect.reflect-hack-targeting @twgp.charge-effect.slow
  シナリオ: 標的指定権を持たないプレイヤーも、相手のユニットのアクセルをスローで打ち消せる
    かつ "B" の手札にチャージ効果 "スロー" のカード "減速" がある
    もし "A" が手札の "加速" を 1 枚重ねて "甲" に使う
    かつ "甲" が "乙" に 1 枚ダウンロードしてチャージ・ブーストを宣言する
    ならば 標的指定権は "A" にある
    もし "B" が手札の "減速" を 1 枚重ねて "甲" に使う
    ならば 最後の行動は受け付けられた
    かつ チャージ効果 "スロー" は "achieved" で、根拠は条項 "twgp.charge-effect.slow.unconditional" である

  @twgp.charge-effect.note.answering-kinds @twgp.charge-effect.reflect-hack-targeting
  シナリオ: 標的指定権を持たないプレイヤーは、相手のユニットにダウンを使えない
    かつ "B" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体" が 1 枚ある
    もし "甲" が "乙" に 1 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "B" が手札の "弱体" を 1 枚重ねて "甲" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.reflect-hack-targeting" である

  @twgp.card-type.weapon.stealth @twgp.charge-effect.hazard.note.states
  シナリオ: ハザードでも、ウェポンを敷いたユニットを裏タテ置きにはできない
    かつ "B" の場に基本パワー 3 のユニット "丙" がある
    かつ "丙" の下にウェポン "鋼の剣" が敷かれている
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "A" が手札の "麻痺" を "丙" に使い、"Stealth" にする
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.stealth" である

  @twgp.charge-effect.copy.no-repeat @twgp.charge-effect.copy.note.repeat @twgp.charge-effect.own-side
  シナリオ: 自分側に使ってすぐ働いた効果（宣言の山に載らない）の直後にも、それをコピーして続けて使うことはできない
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "力の種" が 1 枚ある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    かつ "B" の捨札に、チャージ効果 "プラス"（基本の威力 2）のカード "古い力" がある
    もし "A" が手札の "力の種" を 1 枚重ねて "甲" に使う
    ならば "甲" の算定パワーは 7 である
    かつ 宣言の山には宣言が 0 つある
    もし "A" が手札の "写し身" で捨札の "プラス" をコピーして "甲" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.copy.no-repeat" である
