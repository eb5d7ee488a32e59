# language: ja
機能: チャージ・ブースト
  攻撃ユニットの算定パワーにダウンロード枚数を足した増幅パワーで、相手の表タテ置きユニット1体を攻撃する。
  実行条件はスピード、達成条件はパワーで判定する。

  背景:
    前提 手番プレイヤーは "A"、相手は "B" である

  @twgp.attack.charge-boost.example.achieved @twgp.attack.charge-boost.achieve @twgp.attack.charge-boost.attacker-sideways
  シナリオ: 算定パワー03が3枚ダウンロードして算定パワー06を攻撃すると達成する
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    もし "攻撃" が "標的" に 3 枚ダウンロードしてチャージ・ブーストする
    ならば チャージ・ブーストは達成する
    かつ 増幅パワーは 6、標的の算定パワーは 6 である
    かつ "標的" は "B" の捨札にある
    かつ "攻撃" は表ヨコ置きである

  @twgp.attack.charge-boost.example.weapon @twgp.attack.charge-boost.achieve @twgp.status.speed.weapon @twgp.attack.charge-boost.no-discard-on-failure
  シナリオ: 標的にウェポンが1枚追加されていると増幅パワーが届かず失敗する
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    かつ "標的" にウェポンが 1 枚敷かれている
    もし "攻撃" が "標的" に 3 枚ダウンロードしてチャージ・ブーストする
    ならば チャージ・ブーストは失敗し、その理由は条項 "twgp.attack.charge-boost.achieve" である
    かつ 増幅パワーは 6、標的の算定パワーは 7 である
    かつ "標的" は場に残っている

  @twgp.attack.charge-boost.example.defusion @twgp.attack.charge-boost.execute @twgp.status.speed.compare @twgp.attack.charge-boost.note.defusion
  シナリオ: 標的が融合を解いて算定パワー03の2体になると、攻撃側が速くなくなり失敗する
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に、基本パワー 3 と 3 の素材から融合した基本パワー 6 のユニット "標的" がある
    もし "標的" が融合を解く
    かつ "攻撃" が "標的/1" に 3 枚ダウンロードしてチャージ・ブーストする
    ならば チャージ・ブーストはミスに終わり、その理由は条項 "twgp.attack.charge-boost.execute" である
    かつ "標的/1" は場に残っている
    かつ "標的/2" は場に残っている

  @twgp.attack.charge-boost.zero-limit
  シナリオ: 基本パワー00のユニットはチャージ・ブーストできない
    前提 "A" の場に基本パワー 0 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 1 のユニット "標的" がある
    もし "攻撃" が "標的" に 2 枚ダウンロードしてチャージ・ブーストする
    ならば その行動は違反となり、根拠は条項 "twgp.attack.charge-boost.zero-limit" である

  @twgp.attack.charge-boost.target
  シナリオ: ヨコ置きのユニットは標的にできない
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    かつ "標的" は表ヨコ置きになっている
    もし "攻撃" が "標的" に 3 枚ダウンロードしてチャージ・ブーストする
    ならば その行動は違反となり、根拠は条項 "twgp.attack.charge-boost.target" である

  @twgp.attack.declare-upright
  シナリオ: ヨコ置きのユニットは攻撃を宣言できない
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "攻撃" は表ヨコ置きになっている
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    もし "攻撃" が "標的" に 3 枚ダウンロードしてチャージ・ブーストする
    ならば その行動は違反となり、根拠は条項 "twgp.attack.declare-upright" である

  @twgp.attack.charge-boost.downloads
  シナリオ: ダウンロード枚数は0以上でなければならない
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    もし "攻撃" が "標的" に -1 枚ダウンロードしてチャージ・ブーストする
    ならば その行動は違反となり、根拠は条項 "twgp.attack.charge-boost.downloads" である

  @twgp.attack.charge-boost.note.failure-orientation @twgp.attack.charge-boost.no-discard-on-failure
  シナリオ: 失敗した攻撃ユニットは表タテ置きのまま残る（本プロジェクトの解釈）
    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある
    かつ "B" の場に基本パワー 6 のユニット "標的" がある
    もし "攻撃" が "標的" に 2 枚ダウンロードしてチャージ・ブーストする
    ならば チャージ・ブーストは失敗し、その理由は条項 "twgp.attack.charge-boost.achieve" である
    かつ "攻撃" は表タテ置きのままである
    かつ "標的" は表タテ置きのままである
