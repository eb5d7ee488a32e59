# language: ja
機能: 概要（規則の範囲、オプションの採否、版）
  どの社のカードも同じ規則で扱うこと、オプションは対戦の前に決めて対戦中は変えないこと、
  版の設定（既定は 2012 年版）と改訂前版を規則として扱わないことを確かめる。

  @twgp.overview.scope.unified @twgp.status.power.source @twgp.status.power.conversion
  シナリオ: 別の社のカードどうしも、換算した基本パワーで同じ規則のもとに戦う
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" の場に、"ポケモン" の "HP" が "120" と印刷されたユニット "電気ねずみ" がある
    かつ "B" の場に、"ヴァンガード" の "パワー" が "12000" と印刷されたユニット "騎士王" がある
    ならば "電気ねずみ" の基本パワーは 12 である
    かつ "騎士王" の基本パワーは 12 である
    もし "電気ねずみ" が "騎士王" へのアサルトを宣言する
    かつ "B" が宣言なしで応じる
    ならば アサルトの判定は攻撃のパワー 12 対防御のパワー 12 で、結果は "draw"、根拠は条項 "twgp.attack.assault.compare" である

  @twgp.overview.scope.unified @twgp.status.power.source
  シナリオ: デッキを持ち込むときも、カードは印刷された値の換算で基本パワーを得る
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "大魔王ゾーマ", "kind": "ユニット", "printed": {"game": "ドラクエ・バトルロード", "item": "HP", "value": 8700}}
      """
    かつ "A" のエントリー・デッキの 2 枚目は、次の札である:
      """
      {"name": "霊術師", "kind": "ユニット", "printed": {"game": "遊戯王", "item": "☆", "value": {"stars": 4, "atk": 1500, "def": 0}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  @twgp.overview.scope.unified @twgp.status.power.note.other-tcg
  シナリオ: 換算表にない TCG の印刷された値は読み替えられず、そのカードは持ち込めない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "謎の戦士", "kind": "ユニット", "printed": {"game": "架空の TCG", "value": 5}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[0].printed.game"、根拠は条項 "twgp.status.power.note.other-tcg" である

  @twgp.overview.scope.professional
  シナリオ: 子ども向けの遊び方（5才児システム）は本規則の外にあり、オプションとしても選べない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ 局面に次の項目を加える:
      """
      {"options": {"five-year-old-system": true}, "ages": {"A": 5, "B": 40}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.options.five-year-old-system" である

  @twgp.overview.scope.professional
  シナリオ: 5 歳のプレイヤーにも同じ規則が働く
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ 局面に次の項目を加える:
      """
      {"ages": {"A": 5, "B": 40}}
      """
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "大きな恐竜", "kind": "ユニット", "power": 4}
      """
    かつ "A" はエントリー・デッキの上から 6 枚をアーカイヴに分けておく
    もし 対戦を始める
    かつ "A" が先攻・後攻の 1 番目の順番を選ぶ
    かつ "A" がセットアップを終える
    かつ "B" がセットアップを終える
    かつ "A" が手札の "大きな恐竜" を表向きでチャージ・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.drive.charge" である

  @twgp.overview.option.choice @twgp.overview.note.variant-adoption
  シナリオ: オプションは対戦の前に決めるもので、対戦中に採否を変える行動はない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    もし "A" が次の行動をとる:
      """
      {"type": "options", "options": {"download-face-up": true}}
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "action.type" である
    かつ 観察の "options" は "{}" である

  @twgp.overview.option.choice
  シナリオ: エンジンが実装していないオプションは、対戦の設定として受け付けない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 局面に次の項目を加える:
      """
      {"options": {"no-such-option": true}}
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.options.no-such-option" である

  @twgp.overview.edition.setting @twgp.overview.edition.default
  シナリオ: 版を指定しなければ 2012 年版で対戦する
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    もし 対戦を始める
    ならば 観察の "edition" は "2012" である

  @twgp.overview.edition.setting @twgp.overview.edition.default @twgp.overview.edition.2013
  シナリオ: 設定で 2013 年版を選べる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ 局面に次の項目を加える:
      """
      {"edition": 2013}
      """
    もし 対戦を始める
    ならば 観察の "edition" は "2013" である

  @twgp.overview.edition.revision-supersedes @twgp.overview.edition.pre-revision
  シナリオ: 改訂前版（2011 年）は原稿として残されただけで、規則の版として選べない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ 局面に次の項目を加える:
      """
      {"edition": 2011}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.edition"、根拠は条項 "twgp.overview.edition.revision-supersedes" である
