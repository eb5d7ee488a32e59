# language: ja
@option:charge-effects @option:deck-card-types
機能: チャージ効果の各種
  16 種のチャージ効果それぞれの働き。ハック・クラック・ポーションはカウント・エフェクトで、
  リ=アクティヴ 3 回分続く。ほかの効果はその戦闘だけ働く。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  # ---- ハック ----

  @twgp.charge-effect.hack.player @twgp.charge-effect.hack.achieve @twgp.charge-effect.hack.sideways-target @twgp.charge-effect.hack @twgp.charge-effect.count-effect @twgp.charge-effect.count-effect.span @twgp.charge-effect.count-effect.steps @twgp.charge-effect.count-effect.note.steps @twgp.charge-effect.hack.note.end
  シナリオ: プレイヤー本人のハック（パワー06）は表ヨコ置きの基本パワー05を奪い、リ=アクティヴ3回の間続いて4回目に切れる
    前提 "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "乙" は表ヨコ置きになっている
    かつ "A" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "A" が手札の "魅了" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハック" は "achieved" で、根拠は条項 "twgp.charge-effect.hack.achieve" である
    かつ "乙" は表タテ逆置きである
    かつ "乙" は "A" が操作している
    かつ "A" のチャージ・グリッドの 1 番目の向きは "表タテ" である
    もし "A" の次のビルド・シークェンスまでターンを進める
    ならば "A" のチャージ・グリッドの 1 番目の向きは "表右" である
    かつ "乙" は "A" が操作している
    もし "A" の次のビルド・シークェンスまでターンを進める
    ならば "A" のチャージ・グリッドの 1 番目の向きは "表逆" である
    もし "A" の次のビルド・シークェンスまでターンを進める
    ならば "A" のチャージ・グリッドの 1 番目の向きは "表左" である
    かつ "乙" は "A" が操作している
    もし "A" の次のビルド・シークェンスまでターンを進める
    ならば "A" のチャージ・グリッドの 1 番目は空である
    かつ "魅了" は "A" のサージにある
    かつ "乙" は "B" が操作している
    かつ "乙" は表タテ置きのままである

  @twgp.charge-effect.hack.example.battle-1 @twgp.charge-effect.hack.player @twgp.charge-effect.hack.achieve @twgp.charge-effect.reflect-hack-targeting @twgp.charge-effect.hack.counter-side
  シナリオ: パワー07のユニットのダイレクトに、プレイヤー本人がハック1枚で応じても、06は07より大きくないので対抗できない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" の場に基本パワー 7 のユニット "丙" がある
    かつ "A" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "丙" が "A" にダイレクトを宣言する
    かつ "A" が手札の "魅了" を 1 枚重ねて "丙" に使う
    ならば 行使権は "B" にある
    もし "B" は宣言なしで応じる
    ならば チャージ効果 "ハック" は "failed" で、根拠は条項 "twgp.charge-effect.hack.achieve" である
    かつ チャージ効果 "ハック" の威力は 6、標的の算定パワーは 7 である
    かつ "A" はヴァイタルを 1 枚失う

  @twgp.attack.charge-boost.hack-uses-custom @twgp.charge-effect.hack.note.target-value @twgp.charge-effect.hack.achieve @twgp.charge-effect.hack.counter-side @twgp.charge-effect.hack.note.own-target
  シナリオ: チャージ・ブーストへの反撃のハックは攻撃ユニットの算定パワーで判定し、ダウンロードで増幅したパワーは使わない
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "甲" が "乙" に 3 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "ハック" は "achieved" で、根拠は条項 "twgp.charge-effect.hack.achieve" である
    かつ チャージ効果 "ハック" の威力は 6、標的の算定パワーは 5 である
    かつ "甲" は "B" が操作している
    かつ 次の内容のイベントが起きた:
      """
      {"type": "cancelled", "declaration": "charge-boost", "clause": "twgp.charge-effect.hack.counter-side"}
      """
    かつ "乙" は場に残っている

  @twgp.charge-effect.hack.counter-side
  シナリオ: 反撃する側のハックが標的にできるのは、攻撃してきているユニットだけである
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の場に基本パワー 2 のユニット "戊" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "戊" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hack.counter-side" である

  @twgp.charge-effect.hack.no-player-target
  シナリオ: プレイヤーをハックの標的にはできない
    前提 "A" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "A" が手札の "魅了" を 1 枚重ねて使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hack.no-player-target" である

  @twgp.charge-effect.hack.no-direct-own @twgp.direct.hacked
  シナリオ: ハックしたユニットで、元の持ち主にダイレクトはできない
    前提 "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "A" が手札の "魅了" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば "乙" は "A" が操作している
    もし "乙" が "B" にダイレクトを宣言する
    ならば その行動は違反となり、根拠は条項 "twgp.direct.hacked" である

  @twgp.charge-effect.reflect-hack-targeting @twgp.charge-effect.note.via-unit @twgp.charge-effect.who
  シナリオ: 標的指定権のない側はスペルを相手のユニットに使えないが、攻撃してきたユニットには交戦中のユニットを介してハックを使える
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 8 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "スペル"（基本の威力 9）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "火球" を 1 枚重ねて "甲" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.reflect-hack-targeting" である
    もし "B" が手札の "魅了" を 1 枚重ねて、"乙" を介して "甲" に使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "ハック" は "achieved" で、根拠は条項 "twgp.charge-effect.hack.achieve" である
    かつ チャージ効果 "ハック" の威力は 8、標的の算定パワーは 7 である

  # ---- スペル（変則ルール） ----

  @twgp.charge-effect.spell.no-speed @twgp.charge-effect.spell.note.speed @twgp.charge-effect.who
  シナリオ: 交戦中のユニットを介したスペルも、そのユニットが標的より遅くて達成する
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" が手札の "火球" を 1 枚重ねて、"甲" を介して "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である

  @twgp.charge-effect.spell.variant.speed @option:spell-speed
  シナリオ: 変則ルール spell-speed では、交戦中のユニットを介したスペルは、そのユニットが標的より遅ければミスになる
    前提 オプション "spell-speed" を使う
    かつ "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" が手札の "火球" を 1 枚重ねて、"甲" を介して "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "miss" で、根拠は条項 "twgp.charge-effect.spell.variant.speed" である
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "delete"}
      """

  @twgp.charge-effect.spell.variant.speed @option:spell-speed
  シナリオ: 変則ルール spell-speed でも、プレイヤー本人が使うスペルにはスピードの条件がかからない
    前提 オプション "spell-speed" を使う
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "乙" はアクセルを受けている
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である

  @twgp.direct.method.spell @twgp.direct.spell-only @twgp.charge-effect.spell.uses
  シナリオ: 表タテ置きのユニットのない相手に、スペルでダイレクトするとヴァイタルを1枚失わせる
    前提 "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" を 1 枚重ねて "B" にダイレクトする
    ならば 行使権は "B" にある
    もし "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.direct.method.spell" である
    かつ "B" はヴァイタルを 1 枚失う

  @twgp.direct.method.spell @twgp.direct.condition
  シナリオ: 表タテ置きのユニットを持つ相手には、スペルでもダイレクトできない
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" を 1 枚重ねて "B" にダイレクトする
    ならば その行動は違反となり、根拠は条項 "twgp.direct.condition" である

  # ---- リフレクト、クラック、メディカル ----

  @twgp.charge-effect.reflect.example.failure @twgp.charge-effect.reflect.condition @twgp.charge-effect.counter-condition
  シナリオ: スペル2枚（Lv2）にリフレクト1枚（Lv1）で応じても、リフレクトは失敗する
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 2 枚ある
    かつ "B" の手札にチャージ効果 "リフレクト" のカード "鏡" がある
    もし "A" が手札の "火球" を 2 枚重ねて "乙" に使う
    かつ "B" が手札の "鏡" を 1 枚重ねて使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "リフレクト" は "failed" で、根拠は条項 "twgp.charge-effect.reflect.condition" である
    かつ チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である

  @twgp.charge-effect.reflect.condition @twgp.charge-effect.counter-condition @twgp.charge-effect.reflect.note.where @twgp.charge-effect.reflect
  シナリオ: 同じレベルのリフレクトは、スペルのダイレクトを使った側のヴァイタルに跳ね返す
    前提 "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "リフレクト" のカード "鏡" がある
    もし "A" が手札の "火球" を 1 枚重ねて "B" にダイレクトする
    かつ "B" が手札の "鏡" を 1 枚重ねて使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "リフレクト" は "achieved" で、根拠は条項 "twgp.charge-effect.reflect.condition" である
    かつ "A" はヴァイタルを 1 枚失う
    かつ "B" はヴァイタルを失わない

  @twgp.charge-effect.crack @twgp.charge-effect.crack.note.span @twgp.charge-effect.counter-condition
  シナリオ: クラックで指定した種類は、直前の行使が無力化され、数えている間は誰が使っても無力化される
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 9）のカード "雷撃" が 1 枚ある
    かつ "B" の手札にチャージ効果 "クラック" のカード "封印" がある
    もし "A" が手札の "火球" を 1 枚重ねて "乙" に使う
    かつ "B" が手札の "封印" を 1 枚重ねて、効果 "スペル" を指定して使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "void" で、根拠は条項 "twgp.charge-effect.crack" である
    かつ "乙" は場に残っている
    もし "A" が手札の "雷撃" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "void" で、根拠は条項 "twgp.charge-effect.crack.note.span" である
    かつ "乙" は場に残っている

  @twgp.charge-effect.crack.not-another @twgp.charge-effect.another.keeps-text
  シナリオ: クラックはアナザーを無力化できない
    前提 "A" の手札にチャージ効果 "クラック" のカード "封印" がある
    もし "A" が手札の "封印" を 1 枚重ねて、効果 "アナザー" を指定して使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.crack.not-another" である

  @twgp.charge-effect.medical.unconditional @twgp.charge-effect.medical @twgp.charge-effect.medical.note.grid
  シナリオ: メディカルはレベルにかかわらず、自分のグリッドへのダウンを打ち消す
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体化" が 2 枚ある
    かつ "B" の手札にチャージ効果 "メディカル" のカード "薬草" がある
    もし "A" が手札の "弱体化" を 2 枚重ねて "乙" に使う
    かつ "B" が手札の "薬草" を 1 枚重ねて "乙" に使う
    ならば 宣言の山には宣言が 1 つある
    かつ 行使権は "B" にある
    もし "B" は宣言なしで応じる
    ならば チャージ効果 "ダウン" は "void" で、根拠は条項 "twgp.charge-effect.medical.unconditional" である
    かつ "乙" の算定パワーは 6 である

  @twgp.charge-effect.medical @twgp.charge-effect.medical.unconditional @twgp.charge-effect.medical.note.grid @twgp.charge-effect.medical.note.hazard
  シナリオ: 処理を待っているハザードは、Lv で劣るメディカルでも打ち消され、ユニットの状態は変わらない
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" が 2 枚ある
    かつ "B" の手札にチャージ効果 "メディカル" のカード "薬草" がある
    もし "A" が手札の "麻痺" を 2 枚重ねて "乙" に使い、"Save" にする
    かつ "B" が手札の "薬草" を 1 枚重ねて "乙" に使う
    ならば 行使権は "B" にある
    もし "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "void" で、根拠は条項 "twgp.charge-effect.medical.unconditional" である
    かつ "乙" は表タテ置きのままである

  @twgp.charge-effect.medical @twgp.charge-effect.medical.note.grid @twgp.charge-effect.slow @twgp.charge-effect.kinds @twgp.charge-effect.slow.unconditional @twgp.charge-effect.medical.unconditional
  シナリオ: スローでアクセルを打ち消されたユニットは、同じ局面のメディカルでアクセルを取り戻す
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "アクセル" のカード "疾風" がある
    かつ "A" の手札にチャージ効果 "メディカル" のカード "薬草" がある
    かつ "B" の手札にチャージ効果 "スロー" のカード "減速" がある
    もし "A" が手札の "疾風" を 1 枚重ねて "甲" に使う
    ならば "甲" の算定スピードは 100 である
    もし "B" が手札の "減速" を 1 枚重ねて "甲" に使う
    ならば チャージ効果 "スロー" は "achieved" で、根拠は条項 "twgp.charge-effect.slow.unconditional" である
    かつ "甲" の算定スピードは 94 である
    もし "A" が手札の "薬草" を 1 枚重ねて "甲" に使う
    ならば チャージ効果 "メディカル" は "achieved" で、根拠は条項 "twgp.charge-effect.medical.unconditional" である
    かつ "甲" の算定スピードは 100 である

  # ---- プラス、ダウン ----

  @twgp.charge-effect.plus.zero @twgp.status.power.zero-immune
  シナリオ: 基本パワー00のユニットにはプラスの効果がない
    前提 "A" の場に基本パワー 0 のユニット "石像" がある
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 3）のカード "力の種" が 1 枚ある
    もし "A" が手札の "力の種" を 1 枚重ねて "石像" に使う
    ならば チャージ効果 "プラス" は "void" で、根拠は条項 "twgp.charge-effect.plus.zero" である
    かつ "石像" の算定パワーは 0 である

  @twgp.charge-effect.down.floor @twgp.charge-effect.down.amount @twgp.charge-effect.enhanced
  シナリオ: ダウンで減らせるのは算定パワー01までである
    前提 "B" の場に基本パワー 3 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 5）のカード "弱体化" が 1 枚ある
    もし "A" が手札の "弱体化" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ダウン" は "achieved" で、根拠は条項 "twgp.charge-effect.down.floor" である
    かつ チャージ効果 "ダウン" の増減は 2 である

  @twgp.charge-effect.down.zero
  シナリオ: 基本パワー00のユニットにはダウンの効果がない
    前提 "B" の場に基本パワー 0 のユニット "石像" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体化" が 1 枚ある
    もし "A" が手札の "弱体化" を 1 枚重ねて "石像" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ダウン" は "void" で、根拠は条項 "twgp.charge-effect.down.zero" である

  # ---- アクセル、スロー ----

  @twgp.charge-effect.accel.conditions @twgp.charge-effect.accel @twgp.charge-effect.own-side
  シナリオ: アクセルで得た速さで、遅いユニットもチャージ・ブーストの実行条件を満たす
    前提 "A" の場に基本パワー 6 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "A" が手札の "加速" を 1 枚重ねて "甲" に使う
    ならば "甲" の算定スピードは 100 である
    かつ "甲" の算定パワーは 6 である
    もし "甲" が "乙" に 1 枚ダウンロードしてチャージ・ブーストし、相手は宣言なしで応じる
    ならば チャージ・ブーストは達成する

  @twgp.charge-effect.accel.evade @twgp.charge-effect.accel.note.evade-count
  シナリオ: アクセルを受けたユニットは、狙われた攻撃を1回だけ避け、カードの向きは変わらない
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "加速" を 1 枚重ねて "乙" に使い、攻撃を避ける
    ならば 宣言の山には宣言が 0 つある
    かつ 次の内容のイベントが起きた:
      """
      {"type": "evaded", "declaration": "assault", "clause": "twgp.charge-effect.accel.evade"}
      """
    もし "B" は宣言なしで応じる
    ならば アサルトは判定されない
    かつ "乙" は表タテ置きのままである

  @twgp.charge-effect.accel.evade @twgp.charge-effect.accel.note.evade-direct @twgp.charge-effect.own-side
  シナリオ: ダイレクトを宣言されたプレイヤーは、ユニットを標的にせず本人としてアクセルを使ってダイレクトを避け、ヴァイタルを失わない
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "甲" が "B" にダイレクトを宣言する
    ならば "B" の選択肢に次の行動がある:
      """
      {"type": "charge-effect", "cards": [0], "evade": true}
      """
    もし "B" が手札の "加速" を 1 枚重ねて使い、ダイレクトを避ける
    ならば 宣言の山には宣言が 0 つある
    かつ 行使権は "B" にある
    かつ 次の内容のイベントが起きた:
      """
      {"type": "evaded", "player": "B", "declaration": "direct", "clause": "twgp.charge-effect.accel.evade"}
      """
    もし "B" は宣言なしで応じる
    ならば ダイレクトはヴァイタルに対して判定されない
    かつ "B" はヴァイタルを失わない
    かつ "甲" は表タテ置きのままである

  @twgp.charge-effect.accel.note.evade-direct @twgp.direct.method.interrupt-target
  シナリオ: 潜伏を解いたユニットが割り込んで標的になったダイレクトも、プレイヤー本人のアクセルで避け、アサルトは判定されない
    前提 "A" の場に基本パワー 5 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 2 のユニット "伏兵" がある
    かつ "伏兵" は潜伏している
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" が "伏兵" の潜伏を解く
    かつ "B" が手札の "加速" を 1 枚重ねて使い、ダイレクトを避ける
    ならば 宣言の山には宣言が 0 つある
    もし "B" は宣言なしで応じる
    ならば アサルトは判定されない
    かつ ダイレクトはヴァイタルに対して判定されない
    かつ "B" はヴァイタルを失わない
    かつ "伏兵" は表タテ置きのままである

  @twgp.charge-effect.accel.note.evade-direct @twgp.charge-effect.accel.evade
  シナリオ: ユニットを標的にしないアクセルで避けられるのは自分へのダイレクトだけで、スペルによるダイレクトやユニットへの攻撃は避けられない
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 2）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "A" が手札の "火球" を 1 枚重ねて "B" にダイレクトする
    ならば "B" の選択肢に次の行動はない:
      """
      {"type": "charge-effect", "cards": [0], "evade": true}
      """
    もし "B" が手札の "加速" を 1 枚重ねて使い、ダイレクトを避ける
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.accel.note.evade-direct" である

  @twgp.charge-effect.accel.note.evade-direct @twgp.charge-effect.accel @twgp.charge-effect.accel.evade
  シナリオ: ユニットを標的にしないアクセルは、アサルトを受けていても避けられず、回避を選ばなければ標的が要る
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "加速" を 1 枚重ねて使い、ダイレクトを避ける
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.accel.note.evade-direct" である
    もし "B" が手札の "加速" を 1 枚重ねて使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.accel" である

  @twgp.charge-effect.accel.mutual @twgp.charge-effect.accel.note.mutual
  シナリオ: 互いのアクセルは枚数ごとに打ち消し合い、多く使った側だけが差の枚数のアクセルを保つ
    前提 "A" の場に基本パワー 6 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "アクセル" のカード "加速" が 2 枚ある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "疾風" がある
    もし "A" が手札の "加速" を 2 枚重ねて "甲" に使う
    かつ "甲" が "乙" に 1 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "B" が手札の "疾風" を 1 枚重ねて "乙" に使う
    ならば 次の内容のイベントが起きた:
      """
      {"type": "accel-cancelled", "cards": 1, "clause": "twgp.charge-effect.accel.mutual"}
      """
    かつ "甲" の算定スピードは 100 である
    かつ "乙" の算定スピードは 94 である
    もし "B" は宣言なしで応じる
    ならば チャージ・ブーストは達成する

  @twgp.charge-effect.slow.unconditional @twgp.charge-effect.slow
  シナリオ: Lv1のスローで、行使権のない側からもLv2のアクセルを打ち消せる
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "アクセル" のカード "加速" が 2 枚ある
    かつ "A" の手札にチャージ効果 "スロー" のカード "減速" がある
    もし "甲" が "乙" に 1 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "B" が手札の "加速" を 2 枚重ねて "乙" に使う
    ならば 行使権は "B" にある
    もし "A" が手札の "減速" を 1 枚重ねて "乙" に使う
    ならば チャージ効果 "スロー" は "achieved" で、根拠は条項 "twgp.charge-effect.slow.unconditional" である
    かつ "乙" の算定スピードは 93 である
    もし "B" は宣言なしで応じる
    ならば チャージ・ブーストは達成する

  @twgp.charge-effect.slow @twgp.charge-effect.kinds
  シナリオ: スローはアクセルを受けていないユニットには使えない
    前提 "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スロー" のカード "減速" がある
    もし "A" が手札の "減速" を 1 枚重ねて "乙" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.slow" である

  # ---- ポイズン ----

  @twgp.charge-effect.poison @twgp.charge-effect.kinds
  シナリオ: ポイズンは対象のウェポンをすべて捨札にする
    前提 "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "乙" にウェポンが 2 枚敷かれている
    かつ "A" の手札にチャージ効果 "ポイズン" のカード "毒霧" がある
    もし "A" が手札の "毒霧" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ポイズン" は "achieved" で、根拠は条項 "twgp.charge-effect.poison" である
    かつ "乙" のウェポンは 0 枚である
    かつ "乙" の算定パワーは 5 である
    かつ "乙のウェポン1" は "B" の捨札にある

  @twgp.charge-effect.poison @twgp.charge-effect.poison.note.duration @twgp.charge-effect.duration
  シナリオ: ポイズンを受けたユニットには、その戦闘の間ウェポンを加えられず、戦闘が終わると加えられる
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の場に基本パワー 4 のユニット "丙" がある
    かつ "B" の場に基本パワー 3 のユニット "乙" がある
    かつ "甲" にウェポンが 1 枚敷かれている
    かつ "A" の手札にウェポン "鋼の剣" がある
    かつ "A" の手札にウェポン "銀の槍" がある
    かつ "A" の手札にチャージ効果 "ポイズン" のカード "毒霧" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    もし "A" が手札の "毒霧" を 1 枚重ねて "甲" に使う
    ならば チャージ効果 "ポイズン" は "achieved" で、根拠は条項 "twgp.charge-effect.poison" である
    かつ "甲" のウェポンは 0 枚である
    もし "A" が手札の "鋼の剣" を "甲" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.poison" である
    もし "A" が手札の "鋼の剣" を "丙" の下に敷く
    ならば "丙" のウェポンは 1 枚である
    もし "A" が "丙" のウェポン "鋼の剣" を "甲" に渡す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.poison" である
    もし "A" が手札の "火球" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である
    もし "A" が手札の "銀の槍" を "甲" の下に敷く
    ならば "甲" のウェポンは 1 枚である

  @twgp.charge-effect.poison.zero
  シナリオ: 基本パワー00のユニットにはポイズンの効果がない
    前提 "B" の場に基本パワー 0 のユニット "石像" がある
    かつ "A" の手札にチャージ効果 "ポイズン" のカード "毒霧" がある
    もし "A" が手札の "毒霧" を 1 枚重ねて "石像" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ポイズン" は "void" で、根拠は条項 "twgp.charge-effect.poison.zero" である

  # ---- ハザード ----

  @twgp.charge-effect.hazard.stealth @twgp.charge-effect.hazard @twgp.charge-effect.hazard.note.persist
  シナリオ: ハザードは潜伏しているユニットも標的にでき、表ヨコ置きに変えた状態は戦闘が終わっても残る
    前提 "B" の場に基本パワー 2 のユニット "潜" がある
    かつ "潜" は潜伏している
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "A" が手札の "麻痺" を "潜" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.charge-effect.hazard" である
    かつ "潜" は表ヨコ置きである

  @twgp.charge-effect.hazard.not-own
  シナリオ: ハザードは自分が管理しているユニットには使えない
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "A" が手札の "麻痺" を "甲" に使い、"Save" にする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hazard.not-own" である

  @twgp.charge-effect.hazard.not-unhack @twgp.charge-effect.hazard.note.states
  シナリオ: ハザードでハック状態を解いて正しい向きに戻すことはできず、向きを変えても逆向きのままである
    前提 "A" の場に基本パワー 2 のユニット "甲" がある
    かつ "甲" は "B" にハックされて表タテ逆置きになっている
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "眠り" がある
    もし "A" が手札の "麻痺" を "甲" に使い、"Stealth" にする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hazard.not-unhack" である
    もし "A" が手札の "眠り" を "甲" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば "甲" は表ヨコ逆置きである
    かつ "甲" は "B" が操作している

  @twgp.charge-effect.hazard.cancel-attack @twgp.charge-effect.hazard
  シナリオ: 攻撃してきたユニットをハザードで表ヨコ置きにすると、その攻撃は不発に終わる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "B" の場に基本パワー 7 のユニット "丙" がある
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "丙" が "甲" へのアサルトを宣言する
    かつ "A" が手札の "麻痺" を "丙" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "cancelled", "declaration": "assault", "clause": "twgp.charge-effect.hazard.cancel-attack"}
      """
    かつ アサルトは判定されない
    かつ "丙" は表ヨコ置きである
    かつ "甲" は場に残っている

  @twgp.charge-effect.hazard.force-grid-blast @twgp.charge-effect.hazard.note.force-grid-blast @twgp.attack.grid-blast.execute
  シナリオ: グリッド・ブラストを宣言しているユニットをハザードで表ヨコ置きにすると、管理者の手札が4枚以上でスクロールなら実行させる
    前提 "B" の場に基本パワー 8 のユニット "丁" がある
    かつ "丁" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 3 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "A" が手札の "麻痺" を "丁" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.charge-effect.hazard.force-grid-blast" である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "grid-blast", "player": "B", "attackPower": 8, "clause": "twgp.attack.grid-blast.execute"}
      """

  @twgp.charge-effect.hazard.force-grid-blast @twgp.charge-effect.hazard.note.force-grid-blast @twgp.attack.grid-blast.reset
  シナリオ: 管理者の手札が3枚以下なら、ハザードで表ヨコ置きにしたグリッド・ブラストは取り消される
    前提 "B" の場に基本パワー 8 のユニット "丁" がある
    かつ "丁" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の手札には札が 3 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    もし "A" が手札の "麻痺" を "丁" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "grid-blast-cancelled", "clause": "twgp.attack.grid-blast.reset"}
      """
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "grid-blast"}
      """
    かつ "丁" は表ヨコ置きである

  # ---- ジャミング、ドレイン、コピー ----

  @twgp.charge-effect.jamming @twgp.charge-effect.jamming.note.use @twgp.charge-effect.kinds
  シナリオ: ジャミングは自分のユニットへのロックオンを無効にする
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "ジャミング" のカード "霧" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "霧" を 1 枚重ねて "乙" に使う
    ならば 宣言の山には宣言が 0 つある
    もし "B" は宣言なしで応じる
    ならば アサルトは判定されない
    かつ "乙" は場に残っている

  @twgp.charge-effect.jamming @twgp.charge-effect.jamming.note.use @twgp.charge-effect.own-side @option:unit-skills
  シナリオ: 攻撃の前に自分のユニットに使ったジャミングは、その攻撃へのあとからのインターセプトとデコイを無効にする
    前提 オプション "unit-skills" を使う
    かつ "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の場に基本パワー 2 のユニット "丙" がある
    かつ "B" の場に基本パワー 1 のユニット "囮" がある
    かつ "A" の手札にチャージ効果 "ジャミング" のカード "霧" がある
    もし "A" が手札の "霧" を 1 枚重ねて "甲" に使う
    ならば チャージ効果 "ジャミング" は "achieved" で、根拠は条項 "twgp.charge-effect.jamming" である
    かつ 行使権は "A" にある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" がインターセプトで "丙" を連携に加える
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.jamming" である
    もし "B" が "囮" のデコイで "丙" を身代わりにする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.jamming" である
    もし "B" は宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 7 対防御のパワー 5 で、結果は "win"、根拠は条項 "twgp.attack.assault.compare" である

  @twgp.charge-effect.note.turn-end @twgp.charge-effect.duration @twgp.charge-effect.jamming
  シナリオ: 攻撃しないままターンを終えると、先に使ったジャミングは切れ、カードは捨札になる
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 7 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ジャミング" のカード "霧" がある
    もし "A" が手札の "霧" を 1 枚重ねて "甲" に使う
    かつ "A" がターンを終える
    ならば "霧" は "A" のサージにある
    もし "A" がセットアップを終える
    かつ "B" がセットアップを終える
    かつ "B" がビルド・シークェンスを終える
    かつ "乙" が "甲" へのアサルトを宣言する
    ならば 宣言の山には宣言が 1 つある

  @twgp.charge-effect.jamming.effect-counters
  シナリオ: ジャミングは、チャージ効果による反撃を打ち消せない
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    かつ "A" の手札にチャージ効果 "ジャミング" のカード "霧" がある
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" が手札の "霧" を 1 枚重ねて "甲" に使う
    ならば 次の内容のイベントが起きた:
      """
      {"type": "not-cancelled", "declarations": ["charge-effect"], "clause": "twgp.charge-effect.jamming.effect-counters"}
      """
    もし "A" は宣言なしで応じる
    ならば チャージ効果 "ハック" は "achieved" で、根拠は条項 "twgp.charge-effect.hack.achieve" である

  @twgp.charge-effect.drain @twgp.charge-effect.drain.note.what @twgp.charge-effect.duration
  シナリオ: ドレインされたウェポンは、その戦闘の間は算定パワーに数えない
    前提 "A" の場に基本パワー 6 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "乙" にウェポンが 2 枚敷かれている
    かつ "A" の手札にチャージ効果 "ドレイン" のカード "吸収" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    ならば "乙" の算定パワーは 7 である
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" が手札の "吸収" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ドレイン" は "achieved" で、根拠は条項 "twgp.charge-effect.drain" である
    かつ アサルトの判定は攻撃のパワー 6 対防御のパワー 5 で、結果は "win"、根拠は条項 "twgp.attack.assault.compare" である

  @twgp.charge-effect.copy.same-time @twgp.charge-effect.copy @twgp.charge-effect.level.stack
  シナリオ: コピーで得た効果は同じ効果のカードと重ねてレベルを足せる
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の捨札に、チャージ効果 "スペル"（基本の威力 1）のカード "古い火球" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "火球" と "写し身" を重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である
    かつ チャージ効果 "スペル" の威力は 6、標的の算定パワーは 6 である

  @twgp.charge-effect.copy @twgp.charge-effect.copy.note.repeat @twgp.charge-effect.kinds @twgp.charge-effect.plus.amount
  シナリオ: コピーだけでも、捨札にあるスペル以外の効果（プラス）を得て使える
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の捨札に、チャージ効果 "プラス"（基本の威力 2）のカード "古い力" がある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "写し身" で捨札の "プラス" をコピーして "甲" に使う
    ならば チャージ効果 "プラス" は "achieved" で、根拠は条項 "twgp.charge-effect.plus.amount" である
    かつ チャージ効果 "プラス" の増減は 2 である

  @twgp.charge-effect.copy.same-time @twgp.charge-effect.crack @twgp.charge-effect.counter-condition
  シナリオ: クラックにコピーを重ねた Lv2 のクラックは、指定した Lv2 のスペルを無力化する
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 2 枚ある
    かつ "B" の捨札に、チャージ効果 "クラック"（基本の威力 6）のカード "古い封印" がある
    かつ "B" の手札にチャージ効果 "クラック" のカード "封印" がある
    かつ "B" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "火球" を 2 枚重ねて "乙" に使う
    かつ "B" が手札の "封印" と "写し身" を重ねて、効果 "スペル" を指定して使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "void" で、根拠は条項 "twgp.charge-effect.crack" である
    かつ "乙" は場に残っている

  @twgp.charge-effect.copy.note.crack @twgp.charge-effect.copy @twgp.charge-effect.crack @twgp.charge-effect.kinds
  シナリオ: コピーだけで捨札のクラックを得るときは、無力化する効果（ダウン）を別に指定し、宣言の山で待つそのダウンを無力化する
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体化" が 1 枚ある
    かつ "A" の捨札に、チャージ効果 "クラック"（基本の威力 6）のカード "古い封印" がある
    かつ "B" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "弱体化" を 1 枚重ねて "乙" に使う
    ならば "B" の選択肢に次の行動がある:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック", "crackNamed": "ダウン"}
      """
    かつ "B" の選択肢に次の行動はない:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック"}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック", "crackNamed": "ダウン"}
      """
    ならば 最後の行動は受け付けられた
    もし "A" は宣言なしで応じる
    ならば チャージ効果 "クラック" は "achieved" で、根拠は条項 "twgp.charge-effect.crack" である
    かつ チャージ効果 "ダウン" は "void" で、根拠は条項 "twgp.charge-effect.crack" である
    かつ "乙" の算定パワーは 6 である

  @twgp.charge-effect.copy.note.crack @twgp.charge-effect.crack.note.span @twgp.charge-effect.kinds
  シナリオ: コピーで得てプラスを指定したクラックは、続く間に使われたプラスを無力化する
    前提 "A" の場に基本パワー 7 のユニット "甲" がある
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の捨札に、チャージ効果 "クラック"（基本の威力 6）のカード "古い封印" がある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    かつ "B" の手札にチャージ効果 "プラス"（基本の威力 3）のカード "強化" が 1 枚ある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック", "crackNamed": "プラス"}
      """
    ならば チャージ効果 "クラック" は "achieved" で、根拠は条項 "twgp.charge-effect.crack" である
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "強化" を 1 枚重ねて "乙" に使う
    ならば チャージ効果 "プラス" は "void" で、根拠は条項 "twgp.charge-effect.crack.note.span" である
    かつ "乙" の算定パワーは 5 である

  @twgp.charge-effect.copy.note.crack @twgp.charge-effect.crack.note.span @twgp.charge-effect.crack.not-another
  シナリオ: コピーで得たクラックは無力化する効果を指定しなければ使えず、その指定はコピーだけで得たクラックにしか付けられない
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の捨札に、チャージ効果 "クラック"（基本の威力 6）のカード "古い封印" がある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    かつ "A" の手札にチャージ効果 "クラック" のカード "封印" がある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック"}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.crack.note.span" である
    もし "A" が次の行動をとる:
      """
      {"type": "charge-effect", "cards": [0], "named": "クラック", "crackNamed": "アナザー"}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.crack.not-another" である
    もし "A" が次の行動をとる:
      """
      {"type": "charge-effect", "cards": [1], "named": "スペル", "crackNamed": "スペル"}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.copy.note.crack" である

  @twgp.charge-effect.hazard @twgp.charge-effect.spell @twgp.charge-effect.kinds
  シナリオ: 状態を指定するのはハザードだけで、状態を付けたスペルは違反になる
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" を "乙" に使い、"Save" にする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hazard" である

  @twgp.charge-effect.copy.no-repeat @twgp.charge-effect.copy.note.repeat
  シナリオ: 行使された直後の効果を、コピーして2度目の行使として使うことはできない
    前提 "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の捨札に、チャージ効果 "スペル"（基本の威力 6）のカード "古い火球" がある
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    かつ "B" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "火球" を 1 枚重ねて "乙" に使う
    かつ "B" が手札の "写し身" で捨札の "スペル" をコピーして "甲" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.copy.no-repeat" である

  @twgp.charge-effect.copy.note.repeat @twgp.charge-effect.copy @twgp.charge-effect.kinds
  シナリオ: 捨札に選べる効果がなければ、コピーは使えない
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "写し身" で捨札の "スペル" をコピーして "乙" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.copy.note.repeat" である

  # ---- 毒の名を持つユニット ----

  @twgp.charge-effect.poison.named-unit @twgp.charge-effect.poison.note.named-unit-timing @twgp.card-type.weapon.poison-unit
  シナリオ: 毒の名を持つユニットがアサルトで負けても、相手のウェポンはポイズンで捨札になる（比較ではウェポンを数える）
    前提 "A" の場に基本パワー 4 のユニット "毒蛇" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "乙" にウェポンが 1 枚敷かれている
    もし "毒蛇" が "乙" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 4 対防御のパワー 7 で、結果は "lose"、根拠は条項 "twgp.attack.assault.compare" である
    かつ "乙" のウェポンは 0 枚である
    かつ "乙のウェポン1" は "B" の捨札にある
    かつ 次の内容のイベントが起きた:
      """
      {"type": "poison-unit", "outcome": "achieved", "weapons": 1, "clause": "twgp.charge-effect.poison.named-unit"}
      """

  @twgp.charge-effect.poison.named-unit @twgp.charge-effect.option
  シナリオ: オプションを採らない対戦では、毒の名を持つユニットもポイズンを働かせない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ "A" の場に基本パワー 4 のユニット "毒蛇" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "乙" にウェポンが 1 枚敷かれている
    もし "毒蛇" が "乙" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば "乙" のウェポンは 1 枚である

  # ---- ハザードとチャージ・グリッド ----

  @twgp.charge-effect.hazard.charge-deck @twgp.charge-effect.hazard.note.charge-deck @twgp.field.charge-card
  シナリオ: ハザードで相手のチャージ札1枚を表ヨコ置きにすると、その札はセットアップで手札に加えられない
    前提 "B" のチャージ・グリッドには札が 2 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    もし "A" が手札の "石化" を "B" のチャージ・グリッドの 1 番目の札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.charge-effect.hazard.charge-deck" である
    かつ "B" のチャージ・グリッドの 1 番目の札の置き方は "表ヨコ置き" である
    かつ "B" のチャージ・グリッドの 2 番目の札の置き方は "裏タテ置き" である
    もし "B" の次のビルド・シークェンスまでターンを進める
    かつ "B" がセットアップでチャージ・グリッドの札を1枚手札に加える
    ならば その行動は違反となり、根拠は条項 "twgp.field.charge-card" である

  @twgp.charge-effect.hazard.log-counter @twgp.card-type.log-counter.hazard
  シナリオ: ハザード1枚で、裏タテ置きで伏せられたログ・カウンター1枚を表ヨコ置きにして働かなくする
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "逆襲の記録" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    もし "A" が手札の "石化" を "B" のチャージ・グリッドの 1 番目の札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.charge-effect.hazard.log-counter" である
    かつ "B" のチャージ・グリッドの 1 番目の札の置き方は "表ヨコ置き" である

  @twgp.charge-effect.hazard.not-own @twgp.charge-effect.hazard.charge-deck
  シナリオ: ハザードで自分のチャージ・グリッドの札は変えられない
    前提 "A" のチャージ・グリッドには札が 1 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    もし "A" が手札の "石化" を "A" のチャージ・グリッドの 1 番目の札に使い、表ヨコ置きにする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hazard.not-own" である

  # ---- アナザー ----

  @twgp.charge-effect.another.summoned @twgp.charge-effect.another @twgp.charge-effect.another.keeps-text
  シナリオ: アナザーの効果で召喚したユニットは、その戦闘が決着すると捨札になる
    前提 "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札に基本パワー 8 のユニット "ゴブリン" がある
    かつ "A" の手札に、次の読み替えのチャージ・エフェクト "召喚の儀" がある:
      """
      {"kind": "アナザー", "summon": true, "text": "手札からモンスター1体を特殊召喚する"}
      """
    もし "A" が手札の "召喚の儀" で、手札の "ゴブリン" を "A" のバトル・グリッドの 1 番目に召喚する
    ならば "ゴブリン" は "A" が操作している
    もし "ゴブリン" が "乙" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 8 対防御のパワー 6 で、結果は "win"、根拠は条項 "twgp.attack.assault.compare" である
    かつ "ゴブリン" は "A" の捨札にある
    かつ 次の内容のイベントが起きた:
      """
      {"type": "summon-ends", "card": "ゴブリン", "clause": "twgp.charge-effect.another.summoned"}
      """

  @twgp.charge-effect.another.no-mixing
  シナリオ: アナザーで、自分のカードを他者のグリッドに混ぜて出すことはできない
    前提 "A" の手札に基本パワー 8 のユニット "ゴブリン" がある
    かつ "A" の手札に、次の読み替えのチャージ・エフェクト "召喚の儀" がある:
      """
      {"kind": "アナザー", "summon": true}
      """
    もし "A" が手札の "召喚の儀" で、手札の "ゴブリン" を "B" のバトル・グリッドの 1 番目に召喚する
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.another.no-mixing" である

  @twgp.charge-effect.hazard.burst-charge @twgp.charge-effect.hazard.note.charge-deck @option:unit-skills
  シナリオ: ハザードで表ヨコ置きにしたチャージ札はマスを埋めたまま残り、バースト・チャージで強制されたセットアップでも手札に加えられない
    前提 オプション "unit-skills" を使う
    かつ "A" の場に基本パワー 4 のユニット "補給兵" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドには札が 2 枚ある
    かつ "B" の手札には札が 4 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    もし "A" が手札の "石化" を "B" のチャージ・グリッドの 1 番目の札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    かつ "A" が "補給兵" のバースト・チャージで "B" に 3 枚のダウンロードとセットアップを強制する
    かつ "B" は宣言なしで応じる
    ならば "B" のチャージ・グリッドの札は 5 枚である
    かつ "B" のチャージ・グリッドの 1 番目の札の置き方は "表ヨコ置き" である
    もし "B" が強制されたセットアップでチャージ・グリッドの 1 番目の札を手札に加える
    ならば その行動は違反となり、根拠は条項 "twgp.field.charge-card" である
    もし "B" が強制されたセットアップでチャージ・グリッドの 2 番目の札を手札に加える
    ならば 最後の行動は受け付けられた
