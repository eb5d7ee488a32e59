# language: ja
機能: チャージ・バック（退却、オプション charge-back）
  2 枚ダウンロードして、戦闘中ではない自分のユニット 1 体を束ごと手札か山札の一番下に戻す。
  タイミングはパラレルかつバトルオフで、自己完結の処理なので行使権は移らない。
  フェーズ・デヴァイスを採用していれば、フェーズ・ユニットはフェーズ・デヴァイスに表タテ置きで戻る。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある

  @twgp.charge-back.do @twgp.charge-back.option @twgp.charge-back.self-contained @option:charge-back
  シナリオ: 2 枚ダウンロードして、自分のユニットを手札に戻す。行使権は移らない
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    もし "A" が "兵" をチャージ・バックで手札に戻す
    ならば "兵" は場にない
    かつ "A" の手札は "兵" である
    かつ "A" の山札は 8 枚、チャージ・グリッドの札は 2 枚である
    かつ 行使権は "A" にある
    かつ "A" の選択肢に種類 "end-turn" の行動がある

  @twgp.charge-back.do @option:charge-back
  シナリオ: チャージ・バックでユニットを山札の一番下に戻せる
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    もし "A" が "騎士" をチャージ・バックで山札の一番下に戻す
    ならば "騎士" は場にない
    かつ "A" の山札の一番下は "騎士" である
    かつ "A" の山札は 9 枚である

  @twgp.charge-back.do @twgp.charge-back.note.destination @option:charge-back
  シナリオ: 下にカードが敷かれたユニットは、その束のカードをすべて一緒に戻す
    前提 オプション "charge-back" を使う
    かつ "A" の場に、基本パワー 2 の "右腕" と基本パワー 3 の "左腕" を素材に融合した基本パワー 5 のユニット "合体兵" がある
    もし "A" が "合体兵" をチャージ・バックで手札に戻す
    ならば "A" の手札は "合体兵、右腕、左腕" である

  @twgp.charge-back.note.destination @option:charge-back @twgp.charge-back.do
  シナリオ: 束を戻すと手札が 6 枚を超えるなら、手札には戻せない
    前提 オプション "charge-back" を使う
    かつ "A" の手札には札が 5 枚ある
    かつ "A" の場に、基本パワー 2 の "右腕" と基本パワー 3 の "左腕" を素材に融合した基本パワー 5 のユニット "合体兵" がある
    もし "A" が "合体兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.note.destination" である

  @twgp.charge-back.shuffle @twgp.charge-back.note.shuffle @option:charge-back
  シナリオ: 山札に戻した直後に、任意で 6 回以上シャッフルできる
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-back", "square": 0, "to": "bottom", "shuffle": 6}
      """
    ならば "騎士" は場にない
    かつ イベントの種類の並びに "charge-back、shuffle" が含まれる
    かつ "A" の山札は 9 枚である

  @twgp.charge-back.shuffle @option:charge-back
  シナリオ: チャージ・バックの後のシャッフルは 6 回以上で、5 回では行えない
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-back", "square": 0, "to": "bottom", "shuffle": 5}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.shuffle" である

  @twgp.charge-back.shuffle @option:charge-back
  シナリオ: 手札に戻したときは山札をシャッフルしない
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-back", "square": 0, "to": "hand", "shuffle": 6}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.shuffle" である

  @twgp.charge-back.option
  シナリオ: オプション charge-back を採用していなければチャージ・バックはできない
    前提 "A" の場に基本パワー 3 のユニット "兵" がある
    もし "A" が "兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.option" である
    かつ "A" の選択肢に種類 "charge-back" の行動はない

  @twgp.charge-back.timing @twgp.charge-back.note.not-in-combat @option:charge-back
  シナリオ: 標的にされて戦闘中のユニットはチャージ・バックできない（バトルオフでない）
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    かつ "B" の場に基本パワー 3 のユニット "兵" がある
    かつ "B" の場に基本パワー 2 のユニット "見張り" がある
    もし "騎士" が "兵" へのアサルトを宣言する
    かつ "B" が "兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.timing" である

  @twgp.charge-back.timing @option:charge-back
  シナリオ: 相手の宣言に応じて行使権を持つ間（パラレル）でも、戦闘中でないユニットならチャージ・バックできる
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 5 のユニット "騎士" がある
    かつ "B" の場に基本パワー 3 のユニット "兵" がある
    かつ "B" の場に基本パワー 2 のユニット "見張り" がある
    もし "騎士" が "兵" へのアサルトを宣言する
    かつ "B" が "見張り" をチャージ・バックで手札に戻す
    ならば "見張り" は場にない
    かつ 行使権は "B" にある

  @twgp.charge-back.timing @option:charge-back
  シナリオ: 行使権を持たないプレイヤーはチャージ・バックできない
    前提 オプション "charge-back" を使う
    かつ "B" の場に基本パワー 2 のユニット "見張り" がある
    もし "B" が "見張り" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.declare.requires-right" である

  @twgp.charge-back.note.not-in-combat @option:charge-back @twgp.charge-back.do
  シナリオ: グリッド・ブラストを宣言して裏ヨコ置きのユニットは戦闘中なので退却できない
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 3 のユニット "工兵" がある
    かつ "工兵" は裏ヨコ置きでグリッド・ブラストを宣言している
    もし "A" が "工兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.note.not-in-combat" である

  @twgp.charge-back.note.not-in-combat @option:charge-back @twgp.charge-back.do
  シナリオ: 潜伏している（裏タテ置きの）ユニットも、戦闘中でなければ退却できる
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 2 のユニット "伏兵" がある
    かつ "伏兵" は潜伏している
    もし "A" が "伏兵" をチャージ・バックで手札に戻す
    ならば "A" の手札は "伏兵" である

  @twgp.charge-back.excluded @option:charge-back
  シナリオ: ハック状態のユニットはチャージ・バックできない
    前提 オプション "charge-back" を使う
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "兵" は "B" にハックされて表タテ逆置きになっている
    もし "A" が "兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.excluded" である

  @twgp.charge-back.excluded @twgp.master-skill.weak-point @option:charge-back
  シナリオ: マスター・ユニットはチャージ・バックできない
    前提 オプション "charge-back" を使う
    かつ オプション "master-drive" を使う
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    もし "A" が "勇者" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.excluded" である

  @twgp.charge-back.note.download @option:charge-back @twgp.charge-back.do
  シナリオ: チャージ・グリッドの空きマスが 2 つ未満ならチャージ・バックはできない
    前提 オプション "charge-back" を使う
    かつ "A" のチャージ・グリッドには札が 4 枚ある
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    もし "A" が "兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.note.download" である

  @twgp.charge-back.note.download @twgp.zero-spurt @option:charge-back @twgp.charge-back.do
  シナリオ: 山札が残り 1 枚なら、その 1 枚をダウンロードし、足りない 1 枚は手札のリ=チャージで補う
    前提 オプション "charge-back" を使う
    かつ "A" の山札には札が 1 枚ある
    かつ "A" の手札に基本パワー 1 のユニット "控え" がある
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    もし "A" が次の行動をとる:
      """
      {"type": "charge-back", "square": 0, "to": "hand", "recharge": [0]}
      """
    ならば "A" の手札は "兵" である
    かつ "A" の山札は 0 枚、チャージ・グリッドの札は 2 枚である

  @twgp.charge-back.note.download @option:charge-back @twgp.charge-back.do
  シナリオ: 山札が足りないとき、リ=チャージで補わなければチャージ・バックはできない
    前提 オプション "charge-back" を使う
    かつ "A" の山札には札が 1 枚ある
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    もし "A" が "兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.note.download" である

  # ---- フェーズ・デヴァイスとの組み合わせ ----

  @twgp.charge-back.phase-unit @twgp.phase-device.charge-back @twgp.charge-back.note.phase-bundle @option:charge-back @option:phase-device
  シナリオ: フェーズ・デヴァイスを採用していれば、チャージ・バックしたフェーズ・ユニットはフェーズ・デヴァイスに表タテ置きで戻る
    前提 オプション "charge-back" を使う
    かつ オプション "phase-device" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 5, "phase": {"square": 1}}], "phaseDevice": [{"name": "待機兵"}, null]}
      """
    もし "A" が "超次元兵" をチャージ・バックで手札に戻す
    ならば "超次元兵" は場にない
    かつ "A" の手札は空である
    かつ "A" のフェーズ・デヴァイスの 2 番目は "超次元兵" で、"RETURNED" である
    かつ "A" のフェーズ・デヴァイスの 1 番目は "待機兵" で、"STANDBY" である

  @twgp.charge-back.note.phase-bundle @option:charge-back @option:phase-device @twgp.charge-back.phase-unit
  シナリオ: フェーズ・ユニットを含む束では、フェーズ・デヴァイスのカードだけが戻り、残りは選んだ行き先へ戻る
    前提 オプション "charge-back" を使う
    かつ オプション "phase-device" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 5, "phase": {"square": 0}, "materials": [{"name": "土台", "power": 2}]}], "phaseDevice": [null, {"name": "待機兵"}]}
      """
    もし "A" が "超次元兵" をチャージ・バックで手札に戻す
    ならば "A" の手札は "土台" である
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"RETURNED" である

  @twgp.charge-back.phase-unit @twgp.options.note.dependencies @option:charge-back
  シナリオ: フェーズ・デヴァイスを採用していなければ、フェーズ・ユニットの規則は働かず、選んだ行き先に戻る
    前提 オプション "charge-back" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 5, "phase": {"square": 0}}]}
      """
    もし "A" が "超次元兵" をチャージ・バックで手札に戻す
    ならば "A" の手札は "超次元兵" である

  @twgp.phase-device.charge-back @twgp.options.note.dependencies @option:phase-device
  シナリオ: チャージ・バックを採用していなければ、フェーズ・ユニットもチャージ・バックで戻せない
    前提 オプション "phase-device" を使う
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 5, "phase": {"square": 0}}], "phaseDevice": [null]}
      """
    もし "A" が "超次元兵" をチャージ・バックで手札に戻す
    ならば その行動は違反となり、根拠は条項 "twgp.charge-back.option" である
