# language: ja
@option:charge-effects @option:deck-card-types
機能: ハックしたユニットの攻撃の継続
  反撃のハックで攻撃してきたユニットを奪うと、その攻撃はハックした側のユニットに向いている。
  その攻撃は宣言の山から取り除かれ、宣言の山の処理が終わったあと、ハックした側は
  それを自分の攻撃としてほかのユニットに向け直して続けるか、終えるかを選ぶ
  （twgp.charge-effect.hack.note.own-target）。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の場に基本パワー 7 のユニット "戊" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある

  @twgp.charge-effect.hack.continue-attack @twgp.charge-effect.hack.note.own-target @twgp.charge-effect.hack.counter-side
  シナリオ: ハックした側は、奪ったユニットのチャージ・ブーストを改めてダウンロードせずに元の持ち主のユニットへ向け直し、増幅したパワーのまま続けられる
    もし "甲" が "乙" に 3 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" は宣言なしで応じる
    ならば "甲" は "B" が操作している
    かつ いまは "B" が "hack-continue" を決める番である
    かつ "B" の選択肢に次の行動がある:
      """
      {"type": "continue-attack", "target": {"player": "A", "square": 1}}
      """
    かつ "B" の選択肢に次の行動はない:
      """
      {"type": "continue-attack", "target": {"player": "B", "square": 0}}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "continue-attack", "target": {"player": "A", "square": 1}}
      """
    ならば 最後の行動は受け付けられた
    かつ 次の内容のイベントが起きた:
      """
      {"type": "attack-continued", "player": "B", "declaration": "charge-boost", "outcome": "continued", "clause": "twgp.charge-effect.hack.continue-attack"}
      """
    かつ 宣言の山は上から "charge-boost" である
    かつ 行使権は "A" にある
    かつ "B" の山札は 10 枚である
    もし "A" は宣言なしで応じる
    ならば "戊" は "A" の捨札にある
    かつ "乙" は場に残っている

  @twgp.charge-effect.hack.continue-attack @twgp.charge-effect.hack.note.own-target
  シナリオ: ハックした側は、奪ったユニットのアサルトを続けずに終えることもできる
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" は宣言なしで応じる
    ならば いまは "B" が "hack-continue" を決める番である
    もし "B" が次の行動をとる:
      """
      {"type": "continue-attack"}
      """
    ならば 最後の行動は受け付けられた
    かつ 次の内容のイベントが起きた:
      """
      {"type": "attack-continued", "player": "B", "declaration": "assault", "outcome": "ended"}
      """
    かつ 宣言の山には宣言が 0 つある
    かつ "戊" は場に残っている
    かつ "乙" は場に残っている

  @twgp.charge-effect.hack.continue-attack @twgp.attack.assault.target
  シナリオ: 続ける攻撃も、ハックした側のユニットには向けられない
    もし "甲" が "乙" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "甲" に使う
    かつ "A" は宣言なしで応じる
    もし "B" が次の行動をとる:
      """
      {"type": "continue-attack", "target": {"player": "B", "square": 0}}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.attack.assault.target" である

  @twgp.charge-effect.hack.continue-attack
  シナリオ: ハックしていないプレイヤーは、攻撃を引き継げない
    もし "A" が次の行動をとる:
      """
      {"type": "continue-attack", "target": {"player": "B", "square": 0}}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hack.continue-attack" である
