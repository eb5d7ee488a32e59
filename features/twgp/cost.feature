# language: ja
機能: コスト
  コストはプレイの宣言の時に全部払い、払えなければそのプレイはできない。13種のコストは種類と枚数で表す。
  ここではトラップの発動に要るコストとして書く（エンジンは払う札を、サージは古い順、手札は並び順、マスは左から選ぶ）。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  @twgp.cost.list @twgp.cost.surge @twgp.cost
  シナリオ: 「2 サージ」はサージから2枚をストレージに移して払う
    前提 "B" のサージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "surge", "count": 2}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "B" のサージは 1 枚、ストレージは 2 枚である

  @twgp.cost.list @twgp.cost.close
  シナリオ: 「1 クローズ」は手札から1枚を山札の一番下に戻して払う
    前提 "B" の手札には札が 2 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "close", "count": 1}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "B" の手札は 1 枚である
    かつ "B" の山札の一番下は "Bの手札1" である

  @twgp.cost.list @twgp.cost.recharge @twgp.cost.download
  シナリオ: 「1 リ=チャージ」は手札をチャージ・グリッドに戻し、「1 ダウンロード」は山札の上からチャージ・グリッドに置いて払う
    前提 "B" の手札には札が 1 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "戻す罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "recharge", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "積む罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "download", "count": 1}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "B" の手札は 0 枚である
    かつ 観察の "seats.1.chargeGrid.2.name" は "\"Bの手札1\"" である
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    ならば "B" の山札は 9 枚である
    かつ 観察の "seats.1.chargeGrid.3.name" は "\"Bの山札1\"" である

  @twgp.cost.list @twgp.cost.deck-log @twgp.cost.note.log-surge
  シナリオ: 「デッキ × 2 Log」は山札の上から2枚を捨札にして払う
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "deck-log", "count": 2}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "B" の山札は 8 枚である
    かつ "Bの山札1" は "B" のサージにある
    かつ "Bの山札2" は "B" のサージにある

  @twgp.cost.list @twgp.cost.shut-down
  シナリオ: 「1 シャット・ダウン」はユニット以外の場札1枚を山札の一番下に戻して払う
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "shut-down", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の札 "チャージ札" である:
      """
      {}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "B" の山札の一番下は "チャージ札" である
    かつ "B" のチャージ・グリッドの 2 番目は空である

  @twgp.cost.list @twgp.cost.unit-log @twgp.cost.weapon-log @twgp.cost.frame-log
  シナリオ: 「ウェポン × 1 Log」と「フレーム × 1 Log」はウェポンや素材を、「ユニット × 1 Log」はユニットを素材ごと捨札にして払う
    前提 "B" の場に、基本パワー 3 の "素材甲" と基本パワー 3 の "素材乙" を素材に融合した基本パワー 6 のユニット "融合体" がある
    かつ "融合体" にウェポンが 1 枚敷かれている
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "剣の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "weapon-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "枠の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "frame-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 3 番目は、次の効果を持つ裏向きの札 "身の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "unit-log", "count": 1}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば "融合体" のウェポンは 0 枚である
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    ならば "融合体" の素材は "素材乙" である
    もし "B" がチャージ・グリッドの 3 番目のトラップを発動する
    ならば "融合体" は "B" のサージにある
    かつ "素材乙" は "B" のサージにある

  @twgp.cost.pay-in-full @twgp.cost.note.must-pay
  シナリオ: 指定の枚数を払えなければ、そのプレイはできない
    前提 "B" の手札には札が 1 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "close", "count": 2}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    ならば "B" の選択肢に種類 "activate" の行動はない
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.cost.pay-in-full" である
    かつ "B" の手札は 1 枚である

  @twgp.cost.link-log.unpayable @twgp.cost.note.undefined-terms @twgp.cost.link-log @twgp.cost.phase-lost
  シナリオ: 「リンク × Log」は払えず、「フェーズ × Lost」もフェーズ・デヴァイスなしでは払えない
    前提 "B" の場に基本パワー 3 のユニット "三" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "結びの罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "link-log", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "相の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "phase-lost", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.cost.link-log.unpayable" である
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.cost.link-log.unpayable" である
