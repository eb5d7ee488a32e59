# language: ja
機能: TW2『シルバーレイン』のカード
  悪路王から妖狐七星将・廉貞までの能力の裁定。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.card-list.note.ika
  シナリオ: 悪路王は手札が 3 枚なら AT 能力で 7000 になる（「3枚いか」は 3 枚以下）
    前提 "A" の手札は "デモノイド、雛森・イスカ、ハンクス長老" である
    かつ "A" は "悪路王" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7000 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.attack.at.condition @option:at-needs-condition @tommy-walker.attack.note.at-condition
  シナリオ: 条件が要る読み方では、手札が 4 枚なら悪路王の AT 能力は発動できない
    前提 "A" の手札は "デモノイド、雛森・イスカ、ハンクス長老、ジャック・マキシム達" である
    かつ "A" は "悪路王" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば "A" の選択肢に "AT能力" はない
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.at.condition" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.attack.at.lasting @tommy-walker.abilities.effect.copy-appear @tommy-walker.attack.note.barrier-always
  シナリオ: 「神将」燕・十三の AT 能力は、結界の写しで手札が 4 枚になると止まる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "妖狐七星将・廉貞" がある
    かつ "A" の捨て札は "デモノイド" である
    かつ "B" の捨て札は "悪路王" である
    かつ "A" の手札は "悪路王×3" である
    かつ "B" の手札は "ジャック・マキシム達" である
    かつ "A" は "「神将」燕・十三" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7020 である
    もし "B" が手札の "ジャック・マキシム達" でライドする
    かつ "B" が捨て札の "悪路王" を手札に加える
    ならば 次に決めるのは "A" で、その内容は "結界による写し" である
    もし "A" が捨て札の "デモノイド" を手札に加える
    ならば "A" の手札は 4 枚になっている
    かつ "A" の戦闘力は 3600 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: 雛森・イスカは「P」の敵を相手に AT 能力で 13350 になる
    前提 "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 13350 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.abilities.effect.set-power
  シナリオ: モーラットヒーローで「男」のジャック・マキシム達にライドすると 6700 になれる
    前提 "A" の手札は "モーラットヒーロー" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "モーラットヒーロー" でライドする
    かつ "A" が登場能力を使う
    ならば "A" の戦闘力は 6700 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.abilities.optional
  シナリオ: モーラットヒーローの登場能力を使わなければ、印刷された 4300 のままである
    前提 "A" の手札は "モーラットヒーロー" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "モーラットヒーロー" でライドする
    かつ "A" が能力を使わない
    ならば "A" の戦闘力は 4300 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.take-from-discard
  シナリオ: ライドしたジャック・マキシム達の登場能力で、捨て札のカードを手札に加える
    前提 "A" の捨て札は "崩落のマリア" である
    かつ "A" の手札は "ジャック・マキシム達" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ジャック・マキシム達" でライドする
    ならば "A" の選択肢に "崩落のマリアを手札に加える" がある
    もし "A" が捨て札の "崩落のマリア" を手札に加える
    ならば "A" の手札は "崩落のマリア" になっている
    かつ "A" の捨て札はない

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand
  シナリオ: 清廉騎士カリストは手札が 3 枚以下なら AT 能力で 5050 になる
    前提 "A" の手札は "デモノイド、悪路王" である
    かつ "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 5050 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.self-to-hand @tommy-walker.damage.dmg.use
  シナリオ: 勝った清廉騎士カリストも、ダメージの後に自分を手札に戻せる
    前提 "A" の手札は "雛森・イスカ" である
    かつ "A" は "清廉騎士カリスト" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける
    かつ 次に決めるのは "A" で、その内容は "ダメージフェイズ後の能力" である
    もし "A" が手札の "雛森・イスカ" を捨ててアタックカードを手札に戻す
    ならば "A" の手札は "清廉騎士カリスト" になっている
    かつ "A" の捨て札は "雛森・イスカ" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.self-to-hand
  シナリオ: 手札が 0 枚なら清廉騎士カリストを手札に戻せない
    前提 "A" は "清廉騎士カリスト" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば 今は 2 ターン目である
    かつ "A" の捨て札は "清廉騎士カリスト" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power @tommy-walker.attack.hand.use
  シナリオ: シルバーレインの結界で自分の戦闘力が 1000 上がる
    前提 "A" の手札は "シルバーレイン" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が "シルバーレイン" の手札能力を使う
    ならば "A" の戦闘力は 4900 である
    かつ 場の結界は "A" の "シルバーレイン" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear @tommy-walker.check.appear.order @tommy-walker.attack.note.barrier-always
  シナリオ: 妖狐七星将・廉貞の結界で、相手のジャック・マキシム達の登場能力を自分に適用する
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "妖狐七星将・廉貞" がある
    かつ "A" の捨て札は "デモノイド" である
    かつ "B" の捨て札は "悪路王" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    ならば 次に決めるのは "B" で、その内容は "登場能力" である
    もし "B" が捨て札の "悪路王" を手札に加える
    ならば 次に決めるのは "A" で、その内容は "結界による写し" である
    かつ "A" の選択肢に "デモノイドを手札に加える" がある
    もし "A" が捨て札の "デモノイド" を手札に加える
    ならば "A" の手札は "デモノイド" になっている
    かつ "B" の手札は "悪路王" になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear.condition
  シナリオ: 相手がジャック・マキシム達の登場能力を使わなければ、妖狐七星将・廉貞の結界でも写せない
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "妖狐七星将・廉貞" がある
    かつ "A" の捨て札は "デモノイド" である
    かつ "B" の捨て札は "悪路王" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が能力を使わない
    ならば フェイズは "アタックフェイズ" である
    かつ "A" の手札は 0 枚になっている
