# language: ja
機能: デッキ・カード・タイプ（21 章）
  オプション deck-card-types を採用すると、ウェポンを手札からユニットの下に敷き、同じグリッドの
  タテ置きのユニットの間で分配し、手札に戻せる。どれもパラレルの内部処理で、ダウンロードは要らない。

  # ---- オプションとしての扱い ----

  @twgp.card-type.option @twgp.options.note.unit-always @twgp.options.optional @option:deck-card-types
  シナリオ: デッキ・カード・タイプを採用しない対戦では、手札のウェポンは敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" が手札の "鋼の剣" を "兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.option" である
    かつ "A" の選択肢に種類 "lay-weapon" の行動はない

  @twgp.options.note.unit-always @twgp.card-type.option @twgp.options.optional
  シナリオ: デッキ・カード・タイプを採用しない対戦でも、ウェポンやチャージ・エフェクトのカードをデッキに入れられる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ "B" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "鋼の剣", "kind": "ウェポン"}
      """
    かつ "B" のエントリー・デッキの 2 枚目は、次の札である:
      """
      {"name": "聖なる誓約", "kind": "チャージ・エフェクト"}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた
    かつ 観察の "options" は "{}" である

  # ---- ウェポンを敷く ----

  @twgp.card-type.weapon.lay @twgp.card-type.weapon.sources @twgp.card-type.weapon.effect @twgp.card-type.weapon.no-download @option:deck-card-types
  シナリオ: 手札のウェポンをユニットの下に敷くと、パワーが 1 増え、スピードが 1 遅くなり、ダウンロードは要らない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の山札には札が 3 枚ある
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" が手札の "鋼の剣" を "兵" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "兵" に敷かれたウェポンは "鋼の剣" である
    かつ "兵" の算定パワーは 4 である
    かつ "兵" の算定スピードは 95 である
    かつ "兵" は表タテ置きのままである
    かつ "A" の手札は "" である
    かつ "A" の山札は 3 枚、チャージ・グリッドの札は 0 枚である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "weapon", "player": "A", "card": "鋼の剣", "from": "hand", "to": {"player": "A", "square": 0}, "clause": "twgp.card-type.weapon.lay"}
      """

  @twgp.card-type.weapon.lay @twgp.card-type.weapon.note.cap @option:deck-card-types
  シナリオ: ユニット 1 体に敷けるウェポンは 6 枚までである
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" にウェポンが 6 枚敷かれている
    かつ "A" の手札にウェポン "七本目の剣" がある
    もし "A" が手札の "七本目の剣" を "兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.lay" である
    かつ "A" の選択肢に種類 "lay-weapon" の行動はない

  @twgp.card-type.weapon.lay @option:deck-card-types
  シナリオ: ウェポンとして敷けるのはウェポンのカードで、ユニットは敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札に基本パワー 2 のユニット "小兵" がある
    もし "A" が次の行動をとる:
      """
      {"type": "lay-weapon", "card": 0, "unit": {"player": "A", "square": 0}}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.lay" である

  @twgp.card-type.weapon.lay @option:deck-card-types
  シナリオ: 相手のユニットの下にはウェポンを敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" の場に基本パワー 3 のユニット "敵兵" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" が手札の "鋼の剣" を "敵兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.lay" である

  @twgp.card-type.weapon.no-download @twgp.card-type.weapon.timing @option:deck-card-types
  シナリオ: 相手のターンでも、行使権を持つ間（パラレル）なら標的にされたユニットにウェポンを敷ける
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 3 のユニット "守り" がある
    かつ "B" の手札にウェポン "銀の盾" がある
    もし "攻撃" が "守り" へのアサルトを宣言する
    かつ "B" が手札の "銀の盾" を "守り" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "守り" の算定パワーは 4 である
    かつ "B" の選択肢に種類 "accept" の行動がある

  @twgp.card-type.weapon.timing @option:deck-card-types
  シナリオ: 行使権を持たないプレイヤーは、ウェポンを敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" の場に基本パワー 3 のユニット "守り" がある
    かつ "B" の手札にウェポン "銀の盾" がある
    もし "B" が手札の "銀の盾" を "守り" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.declare.requires-right" である
    かつ "B" の選択肢に種類 "lay-weapon" の行動はない

  @twgp.card-type.weapon.timing @option:deck-card-types
  シナリオ: ビルド・シークェンスでは、セットアップを終えたターン・プレイヤーがウェポンを敷ける
    前提 "A" のターンのビルド・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" がセットアップを何もせずに終える
    かつ "A" が手札の "鋼の剣" を "兵" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "兵" の算定パワーは 4 である

  # ---- 分配 ----

  @twgp.card-type.weapon.sources @twgp.card-type.weapon.distribute @twgp.card-type.weapon.distribute-orientation @twgp.card-type.weapon.effect @option:deck-card-types
  シナリオ: 同じグリッドのタテ置きのユニットの間でウェポンを分配すると、向きは変わらずパワーが移る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の場に基本パワー 5 のユニット "隊長" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    もし "A" が "兵" のウェポン "鋼の剣" を "隊長" に渡す
    ならば 最後の行動は受け付けられた
    かつ "兵" に敷かれたウェポンは "" である
    かつ "隊長" に敷かれたウェポンは "鋼の剣" である
    かつ "兵" の算定パワーは 3 である
    かつ "兵" の算定スピードは 96 である
    かつ "隊長" の算定パワーは 6 である
    かつ "兵" は表タテ置きのままである
    かつ "隊長" は表タテ置きのままである

  @twgp.card-type.weapon.distribute @option:deck-card-types @twgp.card-type.weapon.sources
  シナリオ: 別のプレイヤーのグリッドのユニットへはウェポンを分配できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "B" の場に基本パワー 1 のユニット "敵の歩兵" がある
    かつ "B" の場に基本パワー 5 のユニット "敵将" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    もし "A" が "兵" のウェポン "鋼の剣" を "敵将" に渡す
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.distribute" である

  # ---- 潜伏、凍結、00 制限 ----

  @twgp.card-type.weapon.stealth @option:deck-card-types
  シナリオ: 潜伏しているユニットにはウェポンを敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 2 のユニット "忍" がある
    かつ "忍" は潜伏している
    かつ "A" の手札にウェポン "短刀" がある
    もし "A" が手札の "短刀" を "忍" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.stealth" である

  @twgp.card-type.weapon.stealth @option:deck-card-types
  シナリオ: ウェポンを敷いたユニットは潜伏できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 2 のユニット "忍" がある
    かつ "A" の手札にウェポン "短刀" がある
    もし "A" が手札の "短刀" を "忍" の下に敷く
    かつ "A" が "忍" を潜伏させる
    ならば その行動は違反となり、根拠は条項 "twgp.stealth.weapon-no" である

  @twgp.card-type.weapon.frozen @option:deck-card-types
  シナリオ: ヨコ置きのユニットのウェポンは、増やすことも減らすこともできない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" は表ヨコ置きになっている
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "A" の手札にウェポン "銅の剣" がある
    もし "A" が手札の "銅の剣" を "兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.frozen" である
    かつ "A" の選択肢に種類 "lay-weapon" の行動はない
    かつ "A" の選択肢に種類 "return-weapon" の行動はない

  @twgp.card-type.weapon.frozen @twgp.card-type.weapon.distribute @option:deck-card-types
  シナリオ: ヨコ置きのユニットとの間ではウェポンを分配できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の場に基本パワー 5 のユニット "休む隊長" がある
    かつ "休む隊長" は表ヨコ置きになっている
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    もし "A" が "兵" のウェポン "鋼の剣" を "休む隊長" に渡す
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.frozen" である
    かつ "A" の選択肢に種類 "pass-weapon" の行動はない

  @twgp.card-type.weapon.frozen @option:deck-card-types
  シナリオ: 攻撃を宣言してヨコ置きになったユニットには、もうウェポンを敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 3 のユニット "守り" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "攻撃" が "守り" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    かつ "A" が手札の "鋼の剣" を "攻撃" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.frozen" である

  @twgp.card-type.weapon.frozen @twgp.card-type.weapon.note.declared @option:deck-card-types @option:charge-effects
  シナリオ: 攻撃を宣言したユニットは、その攻撃が宣言の山にある間、行使権が戻ってもウェポンを増やせない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に基本パワー 8 のユニット "攻撃" がある
    かつ "A" の場に基本パワー 3 のユニット "控え" がある
    かつ "B" の場に基本パワー 3 のユニット "守り" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    かつ "B" の手札にチャージ効果 "ハック" のカード "魅了" がある
    もし "攻撃" が "守り" へのアサルトを宣言する
    かつ "B" が手札の "魅了" を 1 枚重ねて "攻撃" に使う
    ならば 行使権は "A" にある
    かつ "A" の選択肢に次の行動はない:
      """
      {"type": "lay-weapon", "card": 0, "unit": {"player": "A", "square": 0}}
      """
    かつ "A" の選択肢に次の行動がある:
      """
      {"type": "lay-weapon", "card": 0, "unit": {"player": "A", "square": 1}}
      """
    もし "A" が手札の "鋼の剣" を "攻撃" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.frozen" である

  @twgp.card-type.weapon.frozen @option:deck-card-types
  シナリオ: ハック状態のユニットのウェポンは、ハックした側も増やせない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" の場に基本パワー 3 のユニット "奪われた兵" がある
    かつ "奪われた兵" は "A" にハックされて表タテ逆置きになっている
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" が手札の "鋼の剣" を "奪われた兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.frozen" である
    かつ "A" の選択肢に種類 "lay-weapon" の行動はない

  @twgp.card-type.weapon.zero-limit @option:deck-card-types
  シナリオ: 基本パワー 00 のユニットにはウェポンを使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 0 のユニット "幼子" がある
    かつ "A" の手札にウェポン "鋼の剣" がある
    もし "A" が手札の "鋼の剣" を "幼子" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.zero-limit" である
    かつ "A" の選択肢に種類 "lay-weapon" の行動はない

  # ---- 手札に戻す ----

  @twgp.card-type.weapon.return-to-hand @twgp.card-type.weapon.effect @option:deck-card-types
  シナリオ: タテ置きのユニットは、向きを変えずにウェポンを手札に戻せ、パワーとスピードは元に戻る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    もし "A" が "兵" のウェポン "鋼の剣" を手札に戻す
    ならば 最後の行動は受け付けられた
    かつ "A" の手札は "鋼の剣" である
    かつ "兵" の算定パワーは 3 である
    かつ "兵" の算定スピードは 96 である
    かつ "兵" は表タテ置きのままである

  @twgp.card-type.weapon.return-to-hand @option:deck-card-types
  シナリオ: 手札が 6 枚あるときは、ウェポンを手札に戻せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "A" の手札には札が 6 枚ある
    もし "A" が "兵" のウェポン "鋼の剣" を手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.return-to-hand" である
    かつ "A" の選択肢に種類 "return-weapon" の行動はない

  # ---- 捨札になったユニットのウェポンを位置に残す ----

  @twgp.card-type.weapon.stay @option:deck-card-types
  シナリオ: ウェポンを位置に残すことを選んだ持ち主は、アサルトで負けたユニットのウェポンを捨札にせずその位置に残し、あとで別のユニットの下に敷き直せる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" は、ユニットが捨札になるときウェポンをその位置に残すことを選んでいる
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "A" の場に基本パワー 2 のユニット "控え" がある
    かつ "B" の場に基本パワー 5 のユニット "壁" がある
    もし "兵" が "壁" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 4 対防御のパワー 5 で、結果は "lose"、根拠は条項 "twgp.attack.assault.compare" である
    かつ 観察の "seats.0.surge" は "[\"兵\"]" である
    かつ 観察の "seats.0.stayedWeapons" は "[{\"square\": 0, \"name\": \"鋼の剣\"}]" である
    もし "A" が位置に残したウェポン "鋼の剣" を "控え" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "控え" に敷かれたウェポンは "鋼の剣" である
    かつ "控え" の算定パワーは 3 である
    かつ "A" が位置に残したウェポンはない

  @twgp.card-type.weapon.stay @twgp.card-type.weapon.note.stay @twgp.card-type.weapon.return-to-hand @option:deck-card-types
  シナリオ: 位置に残したウェポンは手札に戻すこともでき、手札が 6 枚なら戻せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" は、ユニットが捨札になるときウェポンをその位置に残すことを選んでいる
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "B" の場に基本パワー 5 のユニット "壁" がある
    かつ "A" の手札には札が 5 枚ある
    もし "兵" が "壁" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば "A" の選択肢に次の行動がある:
      """
      {"type": "take-weapon", "weapon": 0, "to": "hand"}
      """
    もし "A" が次の行動をとる:
      """
      {"type": "take-weapon", "weapon": 0, "to": "hand"}
      """
    ならば 最後の行動は受け付けられた
    かつ "A" の手札は 6 枚である
    かつ "A" が位置に残したウェポンはない

  @twgp.card-type.weapon.note.stay @twgp.card-type.weapon.return-to-hand @option:deck-card-types
  シナリオ: 手札が 6 枚のときは、位置に残したウェポンを手札に戻せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" は、ユニットが捨札になるときウェポンをその位置に残すことを選んでいる
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "B" の場に基本パワー 5 のユニット "壁" がある
    かつ "A" の手札には札が 6 枚ある
    もし "兵" が "壁" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば "A" の選択肢に次の行動はない:
      """
      {"type": "take-weapon", "weapon": 0, "to": "hand"}
      """
    もし "A" が次の行動をとる:
      """
      {"type": "take-weapon", "weapon": 0, "to": "hand"}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.return-to-hand" である

  @twgp.card-type.weapon.stay @option:deck-card-types
  シナリオ: ウェポンを位置に残すことを選んでいなければ、アサルトで負けたユニットのウェポンはユニットと一緒に捨札になる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" の下にウェポン "鋼の剣" が敷かれている
    かつ "B" の場に基本パワー 5 のユニット "壁" がある
    もし "兵" が "壁" へのアサルトを宣言する
    かつ "B" は宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 4 対防御のパワー 5 で、結果は "lose"、根拠は条項 "twgp.attack.assault.compare" である
    かつ 観察の "seats.0.surge" は "[\"兵\", \"鋼の剣\"]" である
    かつ "A" が位置に残したウェポンはない

  # ---- 呪いの装備 ----

  @twgp.card-type.weapon.cursed @twgp.card-type.weapon.note.cursed @option:deck-card-types
  シナリオ: 呪いの装備は 1 枚ごとにパワーを 1 減らし、スピードを 1 速くする
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    かつ "A" の手札に呪いの装備のウェポン "呪いの鎧" がある
    もし "A" が手札の "呪いの鎧" を "騎士" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "騎士" の算定パワーは 4 である
    かつ "騎士" の算定スピードは 95 である

  @twgp.card-type.weapon.cursed @twgp.card-type.weapon.note.cursed @option:deck-card-types
  シナリオ: 呪いの装備でパワーは 00 を下回るが、速くなるのは合わせた値 01 のユニットの速さまでである
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 2 のユニット "見習い" がある
    かつ "見習い" に呪いの装備が 3 枚敷かれている
    ならば "見習い" の算定パワーは -1 である
    かつ "見習い" の算定スピードは 98 である

  @twgp.card-type.weapon.cursed @option:deck-card-types
  シナリオ: 呪いの装備と普通のウェポンは打ち消し合う
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 4 のユニット "騎士" がある
    かつ "騎士" にウェポンが 2 枚敷かれている
    かつ "騎士" に呪いの装備が 1 枚敷かれている
    ならば "騎士" の算定パワーは 5 である
    かつ "騎士" の算定スピードは 94 である

  # ---- デッキ ----

  @twgp.card-type.weapon.many-in-deck @option:deck-card-types
  シナリオ: 違うカードであれば、ウェポンを何枚でもデッキに入れてよい
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "鋼の剣", "kind": "ウェポン"}
      """
    かつ "A" のエントリー・デッキの 2 枚目は、次の札である:
      """
      {"name": "銀の盾", "kind": "ウェポン"}
      """
    かつ "A" のエントリー・デッキの 3 枚目は、次の札である:
      """
      {"name": "炎の槍", "kind": "ウェポン"}
      """
    かつ "A" のエントリー・デッキの 4 枚目は、次の札である:
      """
      {"name": "呪いの鎧", "kind": "ウェポン", "cursed": true}
      """
    かつ "A" のエントリー・デッキの 5 枚目は、次の札である:
      """
      {"name": "雷の斧", "kind": "ウェポン"}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  @twgp.card-type.weapon.cursed @option:deck-card-types
  シナリオ: 呪いの装備にできるのはウェポンのカードだけである
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "呪われた兵", "kind": "ユニット", "power": 3, "cursed": true}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[0].cursed"、根拠は条項 "twgp.card-type.weapon.cursed" である

  # ---- 変則ルール：ログ・カウンター・ウェポン ----

  @twgp.card-type.log-counter.variant.weapon @option:log-counter-weapon @option:deck-card-types
  シナリオ: 変則ルールのログ・カウンター・ウェポンでは、ログ・カウンターのカードをウェポンとして敷ける
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ オプション "log-counter-weapon" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にログ・カウンター "記録の番人" がある
    もし "A" が手札の "記録の番人" を "兵" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "兵" に敷かれたウェポンは "記録の番人" である
    かつ "兵" の算定パワーは 4 である

  @twgp.card-type.log-counter.variant.weapon @option:deck-card-types
  シナリオ: 変則ルールを採らなければ、ログ・カウンターのカードはウェポンとして敷けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にログ・カウンター "記録の番人" がある
    もし "A" が手札の "記録の番人" を "兵" の下に敷く
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.weapon.lay" である

  # ---- チャージ・エフェクト（カード・タイプとしての置き方とタイミング。効果そのものは 22・23 章） ----

  @twgp.card-type.charge-effect.activate @twgp.card-type.charge-effect.face-up @twgp.card-type.charge-effect.timing @option:charge-effects @option:deck-card-types
  シナリオ: 行使権を持つプレイヤーは、手札のチャージ・エフェクトをチャージ・グリッドに表タテ置きし、自己完結の使い方はその場で働く
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "力の種" が 1 枚ある
    もし "A" が手札の "力の種" を 1 枚重ねて "甲" に使う
    ならば 最後の行動は受け付けられた
    かつ 観察の "seats.0.chargeGrid.0.placement" は '"表タテ置き"' である
    かつ チャージ・グリッドの "力の種" は表向きで 1 枚重なっている
    かつ "甲" の算定パワーは 7 である
    かつ 行使権は "A" にある
    かつ 宣言の山には宣言が 0 つある

  @twgp.card-type.charge-effect.activate @option:charge-effects @option:deck-card-types
  シナリオ: 行使権を持たないプレイヤーは、チャージ・エフェクトを置いて使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "B" の場に基本パワー 5 のユニット "乙" がある
    かつ "B" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "力の種" が 1 枚ある
    もし "B" が手札の "力の種" を 1 枚重ねて "乙" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.declare.requires-right" である
    かつ "乙" の算定パワーは 5 である

  @twgp.card-type.charge-effect.timing @option:charge-effects @option:deck-card-types
  シナリオ: 他者に影響するチャージ・エフェクトの使い方はアドヴァンテージで、宣言の山に積まれ行使権が相手に移る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "B" の場に基本パワー 6 のユニット "乙" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体化" が 1 枚ある
    もし "A" が手札の "弱体化" を 1 枚重ねて "乙" に使う
    ならば 行使権は "B" にある
    かつ 宣言の山には宣言が 1 つある
    かつ "乙" の算定パワーは 6 である
    かつ 観察の "seats.0.chargeGrid.0.placement" は '"表タテ置き"' である

  @twgp.card-type.charge-effect.timing @option:charge-effects @option:deck-card-types
  シナリオ: ビルド・シークェンスでは、他者に影響するチャージ・エフェクトは使えない
    前提 "A" のターンのビルド・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "B" の場に基本パワー 6 のユニット "丁" がある
    かつ "A" の手札にチャージ効果 "ダウン"（基本の威力 2）のカード "弱体化" が 1 枚ある
    もし "A" がセットアップを終える
    かつ "B" がセットアップを終える
    かつ "A" が手札の "弱体化" を 1 枚重ねて "丁" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.timing" である

  @twgp.card-type.charge-effect.stack @option:charge-effects @option:deck-card-types
  シナリオ: 同じチャージ・エフェクトのカードは表タテ置きで重ねて置け、威力が合計される
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "力の種" が 2 枚ある
    もし "A" が手札の "力の種" を 2 枚重ねて "甲" に使う
    ならば チャージ・グリッドの "力の種" は表向きで 2 枚重なっている
    かつ "甲" の算定パワーは 9 である

  @twgp.card-type.charge-effect.stack @option:charge-effects @option:deck-card-types
  シナリオ: 違うカードのチャージ・エフェクトは、効果の種類が同じでも重ねて置けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "力の種" が 1 枚ある
    かつ "A" の手札にチャージ効果 "プラス"（基本の威力 2）のカード "勇気の実" が 1 枚ある
    もし "A" が手札の札 1 枚目と 2 枚目を重ねて "甲" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.level.stack" である
    かつ "甲" の算定パワーは 5 である

  # ---- ログ・カウンター ----

  @twgp.card-type.log-counter.timing-summon @option:deck-card-types
  シナリオ: ログ・カウンターは、行使権を持つ間（パラレル）に、ステルス召喚と同じく裏タテ置きで場に置く
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の手札にログ・カウンター "報復の番人" がある
    もし "A" が手札の "報復の番人" をログ・カウンターとしてチャージ・グリッドに裏置きで敷く
    ならば 最後の行動は受け付けられた
    かつ "A" のチャージ・グリッドには裏タテ置きの "報復の番人" がある
    かつ 行使権は "A" にある

  @twgp.card-type.log-counter.timing-summon @option:deck-card-types
  シナリオ: 行使権を持たないプレイヤーは、ログ・カウンターを場に置けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" の手札にログ・カウンター "報復の番人" がある
    もし "B" が手札の "報復の番人" をログ・カウンターとしてチャージ・グリッドに裏置きで敷く
    ならば その行動は違反となり、根拠は条項 "twgp.declare.requires-right" である

  @twgp.card-type.log-counter.timing-open @twgp.card-type.log-counter.voluntary @option:deck-card-types
  シナリオ: 裏タテ置きのチャージ札のログ・カウンターは、自分からコストで捨札にしたときにも、捨札になる途中で発動する
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "捨て身の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "charge-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを、コストに次の札を選んで発動する:
      """
      {"pay": [1]}
      """
    ならば 宣言の山は上から "記録の番人、捨て身の罠" である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "log-counter", "player": "B", "card": "記録の番人", "from": "field"}
      """

  @twgp.card-type.log-counter.timing-deck-out @twgp.card-type.log-counter.damage-routine-wait @option:deck-card-types
  シナリオ: 山札から捨札になるログ・カウンターは発動し、ダメージを受けたプレイヤーはその処理が終わるまでダメージ・ルーティンを行えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter", "player": "A", "card": "山の番人", "from": "pile"}
      """
    かつ 宣言の山は上から "山の番人、direct" である
    かつ "B" の選択肢に種類 "end-routine" の行動はない
    もし "B" が宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である

  @twgp.card-type.log-counter.stack @twgp.card-type.log-counter.note.stack @option:deck-card-types
  シナリオ: 同時に山札から捨札になる 2 枚のログ・カウンターは山札の上に重ねて、どちらも発動する
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人一" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人二" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter", "player": "A", "card": "山の番人一", "from": "pile"}
      """
    かつ 次の内容のイベントが起きた:
      """
      {"type": "log-counter", "player": "A", "card": "山の番人二", "from": "pile"}
      """
    かつ 宣言の山は上から "山の番人一、山の番人二、direct" である

  @twgp.card-type.log-counter.stack @twgp.card-type.log-counter.note.stack @option:deck-card-types
  シナリオ: チャージ・グリッドでは裏タテ置きのログ・カウンターを同じカードでも重ねて置けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"chargeGrid": [[{"name": "記録の番人", "effect": {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}}, {"name": "記録の番人", "effect": {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}}]]}
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.seats[0].chargeGrid[0][0]" である

  # ---- チャージ・トラップ ----

  @twgp.card-type.charge-trap.timing @twgp.card-type.charge-trap.face-up @option:deck-card-types
  シナリオ: チャージ・トラップはインターラプトで、相手が行使権を持つ間にも表タテ置きにして割り込み、宣言の山の一番上に載る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "落とし穴" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば 最後の行動は受け付けられた
    かつ 宣言の山は上から "落とし穴" である
    かつ 観察の "seats.1.chargeGrid.0.placement" は '"表タテ置き"' である
    かつ 行使権は "A" にある

  @twgp.card-type.charge-trap.timing @twgp.property.trap.when @option:deck-card-types
  シナリオ: インターラプトのないビルド・シークェンスでは、チャージ・トラップを使えない
    前提 "A" のターンのビルド・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "落とし穴" である:
      """
      {"property": "charge-trap", "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.trap.when" である

  @twgp.card-type.charge-trap.stack @twgp.card-type.charge-trap.note.stack @option:deck-card-types
  シナリオ: 同じチャージ・トラップを手札から 2 枚重ねて発動すると、1 回の行使で山札を削る枚数が 3 倍になり、重ねたカードはすべて捨札になる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    かつ "B" の手札に、次の効果を持つ札 "山崩し" がある:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    かつ "B" の手札に、次の効果を持つ札 "山崩し" がある:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    ならば "B" の選択肢に次の行動がある:
      """
      {"type": "activate", "zone": "charge", "square": 0, "stack": 2}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "stack": 2}
      """
    ならば 最後の行動は受け付けられた
    かつ 宣言の山は上から "山崩し" である
    かつ 観察の "seats.1.chargeGrid.0.stacked" は '2' である
    かつ "B" の手札は "" である
    もし "A" が宣言なしで応じる
    ならば "A" の山札は 7 枚である
    かつ "B" の捨札には札が 3 枚ある

  @twgp.card-type.charge-trap.stack @option:deck-card-types
  シナリオ: 名前が同じでもテキストの違うカードは、チャージ・トラップに重ねられない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    かつ "B" の手札に、次の効果を持つ札 "山崩し" がある:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    ならば "B" の選択肢に次の行動はない:
      """
      {"type": "activate", "zone": "charge", "square": 0, "stack": 1}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "stack": 1}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.charge-trap.stack" である

  @twgp.card-type.charge-trap.stack @twgp.card-type.option
  シナリオ: デッキ・カード・タイプを採らなければ、チャージ・トラップに手札の同じカードを重ねられない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    かつ "B" の手札に、次の効果を持つ札 "山崩し" がある:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "stack": 1}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.option" である

  # ---- 段落の独立 ----

  @twgp.card-type.paragraphs-independent @option:deck-card-types
  シナリオ: チャージ・トラップの段落ごとの効果とコストは独立していて、ある段落を使っても別の段落のコストは払わない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のサージには札が 1 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "二つ書きの罠" である:
      """
      {"property": "charge-trap", "paragraphs": [{"cost": {"kind": "surge", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}, {"do": [{"type": "deck-reduce", "count": 1}]}]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "paragraph": 1}
      """
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 9 枚である
    かつ "A" のヴァイタルは 3 枚残っている
    かつ "B" のサージは 2 枚、ストレージは 0 枚である

  # ---- 変則ルール：Ｌ / S‐Dカウンター（前提 deck-card-types、surge-earth） ----

  @twgp.card-type.log-counter.variant.sd-counter @twgp.card-type.log-counter.note.sd-counter @option:log-sd-counter @option:deck-card-types @option:surge-earth
  シナリオ: 変則ルールのＬ / S‐Dカウンターでは、伏せたログ・カウンターをサージ・アースのように表にしてサージ・ダイレクトを打ち消し、ログ・カウンターとしては発動しない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" は宣言なしで応じる
    ならば いまは "B" が "surge-earth" を決める番である
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [], "counters": [0]}
      """
    ならば 最後の行動は受け付けられた
    かつ "B" はヴァイタルを失わない
    かつ "B" のヴァイタルは 5 枚残っている
    かつ "記録の番人" は "B" のサージにある
    かつ "B" のチャージ・グリッドの 1 番目は空である
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter", "card": "記録の番人"}
      """

  @twgp.card-type.log-counter.variant.sd-counter @option:deck-card-types @option:surge-earth
  シナリオ: 変則ルールを採らなければ、伏せたログ・カウンターではサージ・ダイレクトを打ち消せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" は宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である

  @twgp.card-type.log-counter.variant.sd-counter @option:log-sd-counter @option:deck-card-types @option:surge-earth
  シナリオ: Ｌ / S‐Dカウンターは通常の発動条件に加わるもので、捨札になる途中の発動はそのまま残る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter" を使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "捨て身の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "charge-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを、コストに次の札を選んで発動する:
      """
      {"pay": [1]}
      """
    ならば 宣言の山は上から "記録の番人、捨て身の罠" である

  @twgp.card-type.log-counter.variant.sd-counter @twgp.surge-earth.note.count @option:log-sd-counter @option:deck-card-types @option:surge-earth
  シナリオ: Ｌ / S‐Dカウンターとサージ・アースを合わせても、表にできるのはサージ・ダイレクトで失うヴァイタルの枚数まで
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" の手札にサージ・アース "防塁" がある
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" が手札の "防塁" をバトル・グリッドの 2 番目にサージ・アースとして伏せる
    かつ "B" は宣言なしで応じる
    ならば いまは "B" が "surge-earth" を決める番である
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [1], "counters": [0]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.surge-earth.use" である
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [], "counters": [0]}
      """
    ならば 最後の行動は受け付けられた
    かつ "B" のヴァイタルは 5 枚残っている
    かつ "B" のバトル・グリッドの 2 番目には裏向きのサージ・アースが 1 枚ある

  @twgp.card-type.log-counter.variant.sd-counter-weapon @option:log-sd-counter-weapon @option:deck-card-types @option:surge-earth
  シナリオ: 変則ルールのＬ / S‐Dカウンター・ウェポンでは、ログ・カウンターのカードを表ヨコ置きでユニットの下にウェポンとして敷ける
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter-weapon" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" の手札にログ・カウンター "記録の番人" がある
    もし "A" が手札の "記録の番人" を "兵" の下に敷く
    ならば 最後の行動は受け付けられた
    かつ "兵" に敷かれたウェポンは "記録の番人" である
    かつ "兵" の算定パワーは 4 である

  @twgp.card-type.log-counter.variant.sd-counter-weapon @option:log-sd-counter-weapon @option:deck-card-types @option:surge-earth
  シナリオ: 変則ルールのＬ / S‐Dカウンター・ウェポンでは、裏タテ置きのログ・カウンターはＬ / S‐Dカウンターとしてサージ・ダイレクトを打ち消す
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter-weapon" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "記録の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" は宣言なしで応じる
    ならば "B" の選択肢に種類 "surge-earth" の行動がある
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [], "counters": [1]}
      """
    ならば 最後の行動は受け付けられた
    かつ "B" のヴァイタルは 5 枚残っている
    かつ "記録の番人" は "B" のサージにある

  @twgp.card-type.log-counter.variant.sd-counter @twgp.card-type.log-counter.note.sd-counter-grids @twgp.card-type.log-counter.note.sd-counter @option:log-sd-counter @option:deck-card-types @option:surge-earth
  シナリオ: Ｌ / S‐Dカウンターには、ステルス召喚でバトル・グリッドに伏せたログ・カウンターも使え、表にすると発動せずに捨札になる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ オプション "log-sd-counter" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" の手札に、次の効果を持つ札 "記録の番人" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" が次の行動をとる:
      """
      {"type": "lay-counter", "card": 0, "square": 1, "grid": "battle"}
      """
    ならば 観察の "seats.1.counters" は "[{\"square\":1,\"name\":\"記録の番人\"}]" である
    もし "B" は宣言なしで応じる
    ならば いまは "B" が "surge-earth" を決める番である
    かつ "B" の選択肢に次の行動がある:
      """
      {"type": "surge-earth", "squares": [], "battleCounters": [1]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [], "battleCounters": [0]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.note.sd-counter-grids" である
    もし "B" が次の行動をとる:
      """
      {"type": "surge-earth", "squares": [], "battleCounters": [1]}
      """
    ならば 最後の行動は受け付けられた
    かつ "B" はヴァイタルを失わない
    かつ "B" のヴァイタルは 5 枚残っている
    かつ "記録の番人" は "B" のサージにある
    かつ 観察に "seats.1.counters" はない
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter", "card": "記録の番人"}
      """

  @twgp.card-type.log-counter.variant.sd-counter @twgp.card-type.log-counter.note.sd-counter-grids @option:deck-card-types @option:surge-earth
  シナリオ: 変則ルールを採らなければ、バトル・グリッドに伏せたログ・カウンターでもサージ・ダイレクトを打ち消せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ オプション "deck-card-types" を使う
    かつ オプション "surge-earth" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" の手札に、次の効果を持つ札 "記録の番人" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" が次の行動をとる:
      """
      {"type": "lay-counter", "card": 0, "square": 1, "grid": "battle"}
      """
    ならば 観察の "seats.1.counters" は "[{\"square\":1,\"name\":\"記録の番人\"}]" である
    もし "B" は宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である

  # ---- チャージ・トラップを手札から使う ----

  @twgp.card-type.charge-trap.activate @twgp.card-type.charge-trap.face-up @twgp.card-type.charge-trap.timing @option:deck-card-types
  シナリオ: デッキ・カード・タイプでは、チャージ・トラップを手札からチャージ・グリッドに表タテ置きして割り込ませられる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" の手札に、次の効果を持つ札 "手札の落とし穴" がある:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    ならば "B" の選択肢に種類 "activate" の行動がある
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "hand", "square": 0}
      """
    ならば 最後の行動は受け付けられた
    かつ 宣言の山は上から "手札の落とし穴" である
    かつ 観察の "seats.1.chargeGrid.0.name" は '"手札の落とし穴"' である
    かつ 観察の "seats.1.chargeGrid.0.placement" は '"表タテ置き"' である
    かつ "B" の手札は "" である
    もし "A" が宣言なしで応じる
    ならば いまは "A" が "damage" を決める番である

  @twgp.card-type.charge-trap.activate @twgp.card-type.option
  シナリオ: デッキ・カード・タイプを採らなければ、チャージ・トラップは手札からは使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ "B" の手札に、次の効果を持つ札 "手札の落とし穴" がある:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    ならば "B" の選択肢に種類 "activate" の行動はない
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "hand", "square": 0}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.property.kinds" である

  @twgp.card-type.charge-trap.activate @option:deck-card-types
  シナリオ: チャージ・グリッドに空いたマスがなければ、手札のチャージ・トラップは置けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ "B" のチャージ・グリッドには札が 5 枚ある
    かつ "B" の手札に、次の効果を持つ札 "手札の落とし穴" がある:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "hand", "square": 0}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.charge-trap.activate" である

  # ---- ログ・カウンターの攻撃とオプション（本体は log-counter-attack.feature） ----

  @twgp.card-type.option @twgp.card-type.log-counter.direct @option:deck-card-types
  シナリオ: デッキ・カード・タイプを採用しない対戦では、相手に表タテ置きのユニットがなくても、ログ・カウンターの攻撃でダイレクトできない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は表ヨコ置きになっている
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 6}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    かつ "B" が宣言なしで応じる
    ならば いまは "A" が "log-counter" を決める番である
    かつ "A" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "B", "square": 0}}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.option" である

  # ---- 発動したログ・カウンターは止められない ----

  @twgp.card-type.log-counter.unstoppable @option:deck-card-types
  シナリオ: 表タテ置きになって発動したログ・カウンターの喪失は、ノーマル・ダイレクトを無効にする状況でも避けられない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "A" の山札の一番上は、次の効果を持つ札 "番人の報復" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" の裏向きのヴァイタルはこのターンに尽きている
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "五" が "B" にダイレクトを宣言する
    かつ "B" が宣言なしで応じる
    ならば "B" はまだ敗退していない
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 宣言の山は上から "番人の報復" である
    もし "B" が宣言なしで応じる
    ならば "B" は敗退し、勝者は "A" である
