# language: ja
機能: フェーズ・デヴァイス（位相操作機構、オプション phase-device、変則ルール phase-attribute）
  各社のゲームの第 2 の山札に置くカードを、ゲームの前に各ヴァイタルの下へ 1 枚ずつ裏タテ置き（STANDBY）で敷き、
  手札やグリッドに移して使う。グリッドから捨てるときは捨札にせず、フェーズ・デヴァイスに表ヨコ置き（LOST）する。

  # ---- 用意 ----

  @twgp.phase-device.option @twgp.phase-device.setup @twgp.phase-device.standby @twgp.phase-device.not-deck-count @option:phase-device
  シナリオ: ヴァイタルと同じ枚数の第 2 の山札のカードを、各ヴァイタルの下に STANDBY で敷ける。デッキの枚数には数えない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    かつ "A" のデッキに次の項目を加える:
      """
      {"phase": [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "融合騎士", "kind": "ユニット", "power": 8}, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし 対戦を始める
    ならば "A" のフェーズ・デヴァイスの 1 番目は "超次元竜" で、"STANDBY" である
    かつ "A" のフェーズ・デヴァイスの 3 番目は "同調術士" で、"STANDBY" である
    かつ "A" の山札は 20 枚である

  @twgp.phase-device.option @twgp.field.vital-grid.no-stack @twgp.options.note.base-mentions
  シナリオ: オプション phase-device を採用していなければ、ヴァイタルの下にカードは敷けない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ "A" のデッキに次の項目を加える:
      """
      {"phase": [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "融合騎士", "kind": "ユニット", "power": 8}, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].phase"、根拠は条項 "twgp.phase-device.option" である

  @twgp.phase-device.all-or-none @option:phase-device
  シナリオ: フェーズ・デヴァイスを使うなら、ヴァイタルと同じ枚数を敷かなければならない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    かつ "A" のデッキに次の項目を加える:
      """
      {"phase": [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "融合騎士", "kind": "ユニット", "power": 8}]}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].phase"、根拠は条項 "twgp.phase-device.all-or-none" である

  @twgp.phase-device.all-or-none @option:phase-device
  シナリオ: フェーズ・デヴァイスには重複するカードを敷けない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    かつ "A" のデッキに次の項目を加える:
      """
      {"phase": [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].phase[1]"、根拠は条項 "twgp.phase-device.all-or-none" である

  @twgp.phase-device.all-or-none @option:phase-device
  シナリオ: フェーズ・デヴァイスを使うかどうかは任意で、敷かなくても対戦を始められる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  @twgp.phase-device.search-cards @option:phase-device
  シナリオ: 山札から選んで抜き出すテキストのカードは、デッキには入れられない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "探索者", "kind": "ユニット", "power": 2, "search": true}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[0].search"、根拠は条項 "twgp.phase-device.search-cards" である

  @twgp.phase-device.search-cards @option:phase-device
  シナリオ: 山札から選んで抜き出すテキストのカードは、フェーズ・デヴァイスになら置ける
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "phase-device" を使う
    かつ "A" のデッキに次の項目を加える:
      """
      {"phase": [{"name": "探索者", "kind": "ユニット", "power": 2, "search": true}, {"name": "融合騎士", "kind": "ユニット", "power": 8}, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  # ---- 使う ----

  @twgp.phase-device.use @twgp.phase-device.note.move @option:phase-device
  シナリオ: フェーズ・デヴァイスのカードは、パラレルに自己完結の処理として手札に移せる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "同調術士", "kind": "ユニット", "power": 7}]
      """
    もし "A" がフェーズ・デヴァイスの 1 番目の札を手札に移す
    ならば "A" の手札は "超次元竜" である
    かつ "A" のフェーズ・デヴァイスの 1 番目は空いている
    かつ "A" のフェーズ・デヴァイスの 2 番目は "同調術士" で、"STANDBY" である
    かつ 行使権は "A" にある

  @twgp.phase-device.note.move @option:phase-device @twgp.phase-device.use
  シナリオ: 手札が 6 枚あれば、フェーズ・デヴァイスのカードは手札に移せない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ "A" の手札には札が 6 枚ある
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元竜", "kind": "ユニット", "power": 9}]
      """
    もし "A" がフェーズ・デヴァイスの 1 番目の札を手札に移す
    ならば その行動は違反となり、根拠は条項 "twgp.phase-device.note.move" である

  @twgp.phase-device.use @twgp.phase-device.note.move @option:phase-device
  シナリオ: フェーズ・デヴァイスのカードは、手札にあるのと同じ規則でバトル・グリッドに直接召喚できる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元兵", "kind": "ユニット", "power": 3}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "phase-device", "square": 0, "play": {"type": "charge-drive", "square": 0, "face": "up"}}
      """
    ならば "超次元兵" は表タテ置きのままである
    かつ "A" の山札は 8 枚、チャージ・グリッドの札は 2 枚である
    かつ "A" のフェーズ・デヴァイスの 1 番目は空いている

  @twgp.phase-device.note.move @option:phase-device @twgp.phase-device.use
  シナリオ: フェーズ・デヴァイスから直接召喚するときも、手札からの召喚の条件がかかる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元竜", "kind": "ユニット", "power": 9}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "phase-device", "square": 0, "play": {"type": "charge-drive", "square": 0, "face": "up"}}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.drive.charge" である

  @twgp.phase-device.option
  シナリオ: オプション phase-device を採用していなければフェーズ・デヴァイスは使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    もし "A" がフェーズ・デヴァイスの 1 番目の札を手札に移す
    ならば その行動は違反となり、根拠は条項 "twgp.phase-device.option" である

  @twgp.phase-device.lost @twgp.phase-device.note.lost @option:phase-device @twgp.phase-device.log-out
  シナリオ: LOST のカードは捨札と同じ扱いで、もう使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元竜", "kind": "ユニット", "power": 9, "state": "LOST"}]
      """
    もし "A" がフェーズ・デヴァイスの 1 番目の札を手札に移す
    ならば その行動は違反となり、根拠は条項 "twgp.phase-device.note.lost" である

  @twgp.phase-device.lost @twgp.phase-device.note.lost @option:phase-device @twgp.phase-device.log-out
  シナリオ: LOST のカードは、手札に移さずにフェーズ・デヴァイスから直接召喚することもできない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元兵", "kind": "ユニット", "power": 3, "state": "LOST"}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "phase-device", "square": 0, "play": {"type": "charge-drive", "square": 0, "face": "up"}}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.phase-device.note.lost" である
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である

  @twgp.phase-device.note.lost @option:phase-device @twgp.phase-device.log-out
  シナリオ: チャージ・バックで表タテ置きに戻したカードは LOST ではなく、もう一度移して使える
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ "A" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "超次元竜", "kind": "ユニット", "power": 9, "state": "RETURNED"}]
      """
    もし "A" がフェーズ・デヴァイスの 1 番目の札を手札に移す
    ならば "A" の手札は "超次元竜" である

  # ---- ログ・アウトと LOST ----

  @twgp.phase-device.log-out @twgp.phase-device.lost @twgp.phase-device.note.lost @option:phase-device
  シナリオ: グリッドで捨てられるフェーズ・デヴァイスのカードは、捨札ではなくフェーズ・デヴァイスに表ヨコ置き（LOST）する
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ "B" の場に基本パワー 9 のユニット "巨人" がある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0}}], "phaseDevice": [null, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし "巨人" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場にない
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である
    かつ "A" のサージとストレージは空である

  @twgp.phase-device.note.vital-flip @option:phase-device @twgp.damage.active-one
  シナリオ: 上のヴァイタルが失効しても、その下のフェーズ・デヴァイスのカードは STANDBY のまま残る
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}], "phaseDevice": [{"name": "超次元竜", "kind": "ユニット", "power": 9}, {"name": "同調術士", "kind": "ユニット", "power": 7}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    ならば "A" のヴァイタル・グリッドの 1 番目は "Active" である
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元竜" で、"STANDBY" である

  # ---- 変則ルール：同じ位相でだけ Lost する ----

  @twgp.phase-device.variant.attribute @twgp.phase-device.attribute @twgp.phase-device.note.attribute-battle @option:phase-attribute
  シナリオ: 変則ルール phase-attribute では、同じ位相属性でない相手との戦闘に負けたフェーズ・ユニットは捨てられず場に残る
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ "B" の場に基本パワー 9 のユニット "巨人" がある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    もし "巨人" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場に残っている
    かつ "A" のフェーズ・デヴァイスの 1 番目は空いている

  @twgp.phase-device.variant.attribute @twgp.phase-device.attribute @option:phase-attribute
  シナリオ: 変則ルール phase-attribute でも、同じ位相属性のフェーズ・ユニットとの戦闘に負ければ LOST になる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ "B" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "光速竜", "power": 9, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    もし "光速竜" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場にない
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である

  @twgp.phase-device.variant.attribute @twgp.phase-device.note.attribute-battle @option:phase-attribute
  シナリオ: 変則ルール phase-attribute では、違う位相属性のフェーズ・ユニットとの戦闘に負けても場に残る
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ "B" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "重力竜", "power": 9, "phase": {"square": 0, "attribute": "グラビティ"}}], "phaseDevice": [null]}
      """
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    もし "重力竜" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場に残っている

  @twgp.phase-device.note.attribute @option:phase-attribute @twgp.phase-device.variant.attribute
  シナリオ: 変則ルール phase-attribute でも、属性を宣言していないフェーズ・ユニットは通常どおり LOST になる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ "B" の場に基本パワー 9 のユニット "巨人" がある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0}}], "phaseDevice": [null]}
      """
    もし "巨人" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場にない
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である

  @twgp.phase-device.variant.attribute @twgp.phase-device.note.attribute-battle @option:phase-attribute
  シナリオ: 変則ルール phase-attribute では、戦闘以外の原因（ヴァイタル効果）で捨てられるフェーズ・ユニットも LOST にならず場に残る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のサージには札が 3 枚ある
    かつ "B" のヴァイタル・グリッドの 1 番目は、次の札 "ハートの7" である:
      """
      {"rank": 7}
      """
    かつ "B" のヴァイタル・グリッドの 2 番目は、次の札 "スペードの2" である:
      """
      {"rank": 2}
      """
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "六", "power": 6}, {"name": "超次元七", "power": 7, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    かつ "B" の場に基本パワー 3 のユニット "三" がある
    もし "六" が "三" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" が宣言なしで応じる
    かつ "B" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    ならば "超次元七" は場に残っている
    かつ "A" のフェーズ・デヴァイスの 1 番目は空いている

  @twgp.phase-device.variant.attribute @twgp.phase-device.log-out @option:phase-device
  シナリオ: 変則ルールを採用しなければ、位相属性があっても同じ属性でない相手に負けたフェーズ・ユニットは LOST になる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "phase-device" を使う
    かつ "B" の場に基本パワー 9 のユニット "巨人" がある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    もし "巨人" が "超次元兵" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "超次元兵" は場にない
    かつ "A" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である

  # ---- コスト「フェーズ × Lost」と変則ルールの下でのコスト ----

  @twgp.cost.phase-lost @twgp.cost.link-log.unpayable @twgp.phase-device.log-out @option:phase-device
  シナリオ: フェーズ・デヴァイスを採る対戦では、「フェーズ × 1 Lost」をバトル・グリッドのフェーズ・ユニットで払い、そのカードは LOST になる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "普通兵", "power": 3}, {"name": "超次元兵", "power": 3, "phase": {"square": 0}}], "phaseDevice": [null]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "相の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "phase-lost", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    ならば "B" の選択肢に次の行動がある:
      """
      {"type": "activate", "zone": "charge", "square": 0, "pay": [1]}
      """
    かつ "B" の選択肢に次の行動はない:
      """
      {"type": "activate", "zone": "charge", "square": 0, "pay": [0]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "pay": [1]}
      """
    ならば 最後の行動は受け付けられた
    かつ "超次元兵" は場にない
    かつ "B" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である
    かつ "普通兵" は場に残っている

  @twgp.phase-device.note.attribute-battle @twgp.cost.pay-in-full @option:phase-attribute
  シナリオ: 変則ルール phase-attribute では、位相属性を宣言したフェーズ・ユニットはコストで捨てられないので、「ユニット × Log」にも「フェーズ × Lost」にも使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ オプション "phase-attribute" を使う
    かつ "B" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "超次元兵", "power": 3, "phase": {"square": 0, "attribute": "タキオン"}}], "phaseDevice": [null]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "相の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "phase-lost", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "捨て身の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "unit-log", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "pay": [0]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.cost.pay-in-full" である
    もし "B" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 1, "pay": [0]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.cost.pay-in-full" である
    かつ "B" の選択肢に種類 "activate" の行動はない

  @twgp.phase-device.note.attribute-battle @option:phase-attribute @option:unit-skills @option:charge-back @twgp.phase-device.variant.attribute
  シナリオ: 変則ルール phase-attribute では、自爆しても場に残る位相属性のフェーズ・ユニットはトレーサーを使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ 局面に次の項目を加える:
      """
      { "options": { "unit-skills": true, "charge-back": true, "phase-device": true, "phase-attribute": true } }
      """
    かつ "A" の場に基本パワー 3 のユニット "帰還兵" がある
    かつ "B" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "位相追跡者", "power": 2, "phase": {"square": 0, "attribute": "タキオン"}}, {"name": "追跡者", "power": 2}], "phaseDevice": [null]}
      """
    もし "A" が "帰還兵" をチャージ・バックで手札に戻す
    ならば いまは "B" が "tracer" を決める番である
    もし "B" が "位相追跡者" でトレーサーを使う
    ならば その行動は違反となり、根拠は条項 "twgp.phase-device.note.attribute-battle" である
    もし "B" が "追跡者" でトレーサーを使う
    ならば "追跡者" は "B" のサージにある
    かつ "位相追跡者" は場に残っている
    かつ "A" はヴァイタルを 1 枚失う

  # ---- LOST のカードと捨札 ----

  @twgp.phase-device.note.lost @twgp.charge-effect.copy @option:phase-device @option:charge-effects @option:deck-card-types @twgp.phase-device.log-out
  シナリオ: LOST のフェーズ・デヴァイスのカードは捨札として読まれ、コピーはその効果を得られる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" のフェーズ・デヴァイスは次のとおりである:
      """
      [{"name": "古い力", "kind": "チャージ・エフェクト", "charge": {"kind": "プラス", "strength": 2}, "phase": {"square": 0}, "state": "LOST"}]
      """
    かつ "A" の手札にチャージ効果 "コピー" のカード "写し身" がある
    もし "A" が手札の "写し身" で捨札の "プラス" をコピーして "甲" に使う
    ならば チャージ効果 "プラス" は "achieved" で、根拠は条項 "twgp.charge-effect.plus.amount" である
    かつ "B" のフェーズ・デヴァイスの 1 番目は "古い力" で、"LOST" である

  @twgp.phase-device.note.lost @twgp.sublimation.logs-to-deck @option:phase-device
  シナリオ: 昇華で捨札を山札に戻すとき、LOST のフェーズ・デヴァイスのカードはその場に残る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "phase-device" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "B" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "Bのヴァイタル1"}, {"name": "Bのヴァイタル2"}, {"name": "Bの失効1", "mode": "Damage"}], "phaseDevice": [{"name": "超次元兵", "kind": "ユニット", "power": 3, "phase": {"square": 0}, "state": "LOST"}, null, null], "storage": [{"name": "Bの捨札"}]}
      """
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}, {"name": "Aのヴァイタル3"}, {"name": "Aのヴァイタル4"}, {"name": "Aのヴァイタル5"}]}
      """
    もし "五" が "B" にダイレクトを宣言する
    かつ "B" が宣言なしで応じる
    かつ "B" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    ならば "B" が昇華している
    もし "B" が捨札をすべて山札の下に戻し、山札を 0 回シャッフルする
    ならば "B" のサージとストレージは空である
    かつ "B" のフェーズ・デヴァイスの 1 番目は "超次元兵" で、"LOST" である
