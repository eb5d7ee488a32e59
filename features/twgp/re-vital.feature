# language: ja
機能: リ=ヴァイタル（オプション re-vital）
  オプション re-vital を採用すると、裏置きのヴァイタルが 0 枚のプレイヤーが他のプレイヤーにダイレクトを決めた瞬間、
  相手が失った枚数だけ、自分の表ヨコ置きのヴァイタルを選んで裏タテ置きに戻す。
  ヴァイタルが尽きたプレイヤーは、そのターンの間は敗退せず、次のターン以降、回復しないままさらに減らされると敗退する。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ いまは第 3 ターンである
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "A失効一", "mode": "Damage"}, {"name": "A失効二", "mode": "Damage"}, {"name": "A失効三", "mode": "Damage"}, {"name": "A失効四", "mode": "Damage"}, {"name": "A効果", "mode": "Active"}], "vitalsOutTurn": 2}
      """
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  @twgp.re-vital.recover @twgp.re-vital.timing @twgp.re-vital.option @twgp.re-vital.note.vital-0 @twgp.re-vital.note.which-cards @option:re-vital
  シナリオ: ヴァイタルが0枚のプレイヤーがダイレクトを決めると、相手が失った1枚を選んで裏タテ置きに戻す
    前提 オプション "re-vital" を使う
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    ならば "B" はヴァイタルを 1 枚失う
    かつ 次の内容のイベントが起きた:
      """
      {"type": "re-vital", "player": "A", "count": 1, "clause": "twgp.re-vital.recover"}
      """
    かつ いまは "A" が "recover" を決める番である
    もし "A" が 3 番目のヴァイタルをリ=ヴァイタルで裏タテ置きに戻す
    ならば "A" のヴァイタル・グリッドの 3 番目の札の置き方は "裏タテ置き"、状態は "Vital" である
    かつ "A" のヴァイタルは 1 枚残っている
    かつ いまは "B" が "damage" を決める番である

  @twgp.re-vital.option @twgp.re-vital.recover
  シナリオ: オプション re-vital がなければ、ヴァイタルが0枚のプレイヤーがダイレクトを決めても回復しない
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    ならば "B" はヴァイタルを 1 枚失う
    かつ 処理の根拠として条項 "twgp.re-vital.recover" は報告されない
    かつ いまは "B" が "damage" を決める番である
    かつ "A" のヴァイタルは 0 枚残っている

  @twgp.re-vital.recover @twgp.re-vital.note.which-direct @option:re-vital
  シナリオ: Ｓダイレクト×2で相手のヴァイタルを2枚失わせれば、2枚を回復する
    前提 オプション "re-vital" を使う
    かつ "A" のサージには札が 6 枚ある
    かつ "A" の場に基本パワー 6 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 3 のユニット "標的" がある
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 6 枚移す
    かつ "B" は宣言なしで応じる
    ならば "B" はヴァイタルを 2 枚失う
    かつ 次の内容のイベントが起きた:
      """
      {"type": "re-vital", "player": "A", "count": 2}
      """
    もし "A" が 1 番目のヴァイタルをリ=ヴァイタルで裏タテ置きに戻す
    かつ "A" が 4 番目のヴァイタルをリ=ヴァイタルで裏タテ置きに戻す
    ならば "A" のヴァイタルは 2 枚残っている

  @twgp.re-vital.note.which-direct @twgp.re-vital.recover @option:re-vital @option:charge-effects @option:deck-card-types
  シナリオ: スペルによるダイレクトでも、相手のヴァイタルを失わせればリ=ヴァイタルが起こる
    前提 オプション "re-vital" を使う
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" を 1 枚重ねて "B" にダイレクトする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.direct.method.spell" である
    かつ "B" はヴァイタルを 1 枚失う
    かつ 次の内容のイベントが起きた:
      """
      {"type": "re-vital", "player": "A", "count": 1, "clause": "twgp.re-vital.recover"}
      """

  @twgp.re-vital.note.which-cards @option:re-vital @twgp.re-vital.recover
  シナリオ: 表タテ置きで働いているヴァイタル効果は回復の対象にならない
    前提 オプション "re-vital" を使う
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    かつ "A" が 5 番目のヴァイタルをリ=ヴァイタルで裏タテ置きに戻す
    ならば その行動は違反となり、根拠は条項 "twgp.re-vital.note.which-cards" である

  @twgp.re-vital.note.which-cards @option:re-vital @twgp.re-vital.recover
  シナリオ: 表ヨコ置きのヴァイタルが回復すべき枚数より少なければ、あるだけを回復する
    前提 オプション "re-vital" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "A失効一", "mode": "Damage"}, null, null, null, {"name": "A効果", "mode": "Active"}], "vitalsOutTurn": 2}
      """
    かつ "A" のサージには札が 6 枚ある
    かつ "A" の場に基本パワー 6 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 3 のユニット "標的" がある
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 6 枚移す
    かつ "B" は宣言なしで応じる
    ならば "B" はヴァイタルを 2 枚失う
    かつ 次の内容のイベントが起きた:
      """
      {"type": "re-vital", "player": "A", "count": 1}
      """

  @twgp.re-vital.loss @twgp.re-vital.note.loss @option:re-vital
  シナリオ: 前のターンに尽きたまま回復していないプレイヤーは、さらにヴァイタルを減らされると敗退する
    前提 オプション "re-vital" を使う
    かつ "B" の場に基本パワー 8 のユニット "攻撃" がある
    かつ "A" の場に基本パワー 3 のユニット "標的" がある
    かつ "B" のサージには札が 3 枚ある
    かつ 局面に次の項目を加える:
      """
      {"turn": {"player": "B", "sequence": "battle", "number": 3}}
      """
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 3 枚移す
    かつ "A" は宣言なしで応じる
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.re-vital.loss" である

  @twgp.re-vital.loss @twgp.re-vital.note.loss @option:re-vital
  シナリオ: ヴァイタルが尽きたターンの間は、Ｓダイレクトでさらに減らされても敗退しない
    前提 オプション "re-vital" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"vitalsOutTurn": 3}
      """
    かつ "B" の場に基本パワー 8 のユニット "攻撃" がある
    かつ "A" の場に基本パワー 3 のユニット "標的" がある
    かつ "B" のサージには札が 3 枚ある
    かつ 局面に次の項目を加える:
      """
      {"turn": {"player": "B", "sequence": "battle", "number": 3}}
      """
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 3 枚移す
    かつ "A" は宣言なしで応じる
    ならば "A" はまだ敗退していない
    かつ 処理の根拠として条項 "twgp.re-vital.loss" が報告される

  @twgp.re-vital.loss @twgp.judge.loss.vital-short
  シナリオ: オプション re-vital がなければ、尽きたターンの中でもＳダイレクトで減らされれば敗退する
    前提 "A" の席に次の項目を加える:
      """
      {"vitalsOutTurn": 3}
      """
    かつ "B" の場に基本パワー 8 のユニット "攻撃" がある
    かつ "A" の場に基本パワー 3 のユニット "標的" がある
    かつ "B" のサージには札が 3 枚ある
    かつ 局面に次の項目を加える:
      """
      {"turn": {"player": "B", "sequence": "battle", "number": 3}}
      """
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 3 枚移す
    かつ "A" は宣言なしで応じる
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.judge.loss.vital-short" である

  @twgp.re-vital.loss @twgp.re-vital.note.loss @option:re-vital
  シナリオ: 残り1枚で2枚を失わせる判定では、残りの1枚を失い、足りない分では敗退しない
    前提 オプション "re-vital" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "A残り"}, {"name": "A失効二", "mode": "Damage"}, {"name": "A失効三", "mode": "Damage"}, {"name": "A失効四", "mode": "Damage"}, {"name": "A効果", "mode": "Active"}], "vitalsOutTurn": null}
      """
    かつ "B" の場に基本パワー 8 のユニット "攻撃" がある
    かつ "A" の場に基本パワー 3 のユニット "標的" がある
    かつ "B" のサージには札が 6 枚ある
    かつ 局面に次の項目を加える:
      """
      {"turn": {"player": "B", "sequence": "battle", "number": 3}}
      """
    もし "攻撃" が "標的" へのアサルトを宣言し、サージを 6 枚移す
    かつ "A" は宣言なしで応じる
    ならば "A" はヴァイタルを 1 枚失う
    かつ "A" はまだ敗退していない

  @twgp.re-vital.option @twgp.re-vital.note.loss @option:re-vital @option:sudden-loss
  シナリオ: リ=ヴァイタルは変則ルール「尽きた瞬間に敗退」と同時には採用できない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "re-vital" を使う
    かつ オプション "sudden-loss" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.options.sudden-loss"、根拠は条項 "twgp.re-vital.option" である
