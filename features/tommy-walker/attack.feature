# language: ja
機能: アタックフェイズ
  戦闘力の低い側だけが、相手より高くなるまでリベンジアクション（AT 能力、手札能力、ライド）を行える。
  逆転すれば行動する側が替わり、等しくなればすぐに相討ちになる。低い側がエンドを宣言すると高い側が勝つ。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.attack.lower-acts @tommy-walker.attack.reversal @tommy-walker.attack.ride @tommy-walker.attack.ride.appear @tommy-walker.terms.higher-lower @tommy-walker.terms.ride
  シナリオ: ライドで逆転すると、今度は低くなった側がリベンジアクションを行う
    前提 TWの "A" の手札は "ハンマーの城塞騎士・グラントラム" である
    かつ TWの "B" の手札は "崩落のマリア" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで次に決めるのは "A" で、その内容は "リベンジアクション" である
    かつ TWで "B" が決めることは何もない
    もし TWの "A" が手札の "ハンマーの城塞騎士・グラントラム" でライドする
    ならば TWの "A" の戦闘力は 5200 である
    かつ TWで次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし TWの "B" が手札の "崩落のマリア" でライドする
    ならば TWで次に決めるのは "B" で、その内容は "登場能力" である
    もし TWの "B" が登場能力を使う
    ならば TWの "B" の戦闘力は 7500 である
    かつ TWで次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.higher-cannot @tommy-walker.attack.lower-acts
  シナリオ: 戦闘力の高い側のリベンジアクションやエンドは認められない
    前提 TWの "B" の手札は "デモノイド、シルバーレイン" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "B" が手札の "デモノイド" でライドする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である
    もし TWの "B" が "シルバーレイン" の手札能力を使う
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である
    もし TWの "B" がエンドを宣言する
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である

  @tommy-walker.attack.tie
  シナリオ: ライドで戦闘力が等しくなると、すぐに相討ちになる
    前提 TWの "A" の手札は "デモノイド" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が手札の "デモノイド" でライドする
    ならば TWで相討ちになり、根拠は条項 "tommy-walker.attack.tie" である
    かつ TWでダメージは与えられていない
    かつ TWは 2 ターン目である

  @tommy-walker.attack.tie.when @tommy-walker.attack.note.tie-when @tommy-walker.abilities.cond.ride
  シナリオ: 印刷された戦闘力が相手と等しいはじまりは・プルミエールでライドしても、登場能力を使い終えてから比べる
    前提 TWの "A" の手札は "はじまりは・プルミエール" である
    かつ TWの "B" の手札は "悪路王" である
    かつ TWの "A" は "葬名・煉" を、"B" は "はじまりは・プルミエール" をアタックカードとして出した
    もし TWの "A" が手札の "はじまりは・プルミエール" でライドする
    ならば TWで相討ちは起きていない
    かつ TWで次に決めるのは "A" で、その内容は "登場能力" である
    もし TWの "A" が登場能力を使う
    ならば TWの "A" の戦闘力は 6900 である
    かつ TWで相討ちは起きていない
    かつ TWで次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.end @tommy-walker.attack.end.voluntary @tommy-walker.attack.note.voluntary-end @tommy-walker.terms.end @tommy-walker.terms.battle-winner
  シナリオ: まだライドできても、低い側はエンドを宣言してよく、高い側が勝つ
    前提 TWの "A" の手札は "崩落のマリア" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで "A" の選択肢に "崩落のマリアでライド" がある
    もし TWの "A" がエンドを宣言する
    ならば TWで "B" がそのターンの勝利側になり、根拠は条項 "tommy-walker.attack.end" である
    かつ TWで "A" は 2 点のダメージを受ける

  @tommy-walker.attack.end.voluntary
  シナリオ: 行えるリベンジアクションがなければ、選択肢はエンドだけである
    前提 TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで "A" の選択肢は "エンド" だけである

  @tommy-walker.attack.at.activate @tommy-walker.attack.at.condition @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.effect.set-power @tommy-walker.cards.timing.at
  シナリオ: チキンレッグの翔剣士・ラルフは「女」の敵を相手に AT 能力を発動して 7900 になる
    前提 TWの "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    ならば TWで "A" の選択肢に "AT能力" がある
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 7900 である
    かつ TWで次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.abilities.cond.enemy
  シナリオ: 敵が「男」ならチキンレッグの翔剣士・ラルフの AT 能力は発動できない
    前提 TWの "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで "A" の選択肢に "AT能力" はない
    もし TWの "A" がAT能力を発動する
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.at.condition" である

  @tommy-walker.attack.at.once
  シナリオ: 発動した「神将」燕・十三の AT 能力を、低いままでももう一度発動することはできない
    前提 TWの場には "B" の結界 "『シャドウ』綺月・紗矢" がある
    かつ TWの "A" は "「神将」燕・十三" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば TWの "B" の戦闘力は 8000 である
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 7020 である
    かつ TWで "A" の選択肢に "AT能力" はない
    もし TWの "A" がAT能力を発動する
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.at.once" である

  @tommy-walker.attack.at.lasting @tommy-walker.abilities.cond.enemy
  シナリオ: チキンレッグの翔剣士・ラルフの AT 能力は、敵が「女」でない間は止まり、「女」に戻れば再び働く
    前提 TWの "B" の手札は "ジャック・マキシム達、橘・レティシア" である
    かつ TWの "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 7900 である
    もし TWの "B" が手札の "ジャック・マキシム達" でライドする
    ならば TWの "A" の戦闘力は 2800 である
    かつ TWで次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし TWの "B" が手札の "橘・レティシア" でライドする
    ならば TWの "A" の戦闘力は 7900 である
    かつ TWの "B" の戦闘力は 5600 である

  @tommy-walker.attack.hand.use @tommy-walker.attack.barrier.one @tommy-walker.attack.barrier.replace @tommy-walker.terms.own-pile @tommy-walker.terms.barrier @tommy-walker.cards.timing.hand
  シナリオ: 新しい結界（水神アクエリオ）を出すと、場にあったシルバーレインは持ち主の捨て札に置かれる
    前提 TWの "A" の手札は "シルバーレイン" である
    かつ TWの "B" の手札は "水神アクエリオ" である
    かつ TWの "A" は "悪路王" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし TWの "B" が "水神アクエリオ" の手札能力を使う
    ならば TWの場の結界は "B" の "水神アクエリオ" になっている
    かつ TWの "B" の戦闘力は 4900 である
    もし TWの "A" が "シルバーレイン" の手札能力を使う
    ならば TWの場の結界は "A" の "シルバーレイン" になっている
    かつ TWで "B" の結界 "水神アクエリオ" が置き換えられた
    かつ TWの "B" の捨て札は "水神アクエリオ" になっている
    かつ TWの "A" の戦闘力は 5000 である
    かつ TWの "B" の戦闘力は 3900 である

  @tommy-walker.attack.hand.lasting @tommy-walker.attack.ride.effects-end
  シナリオ: 結界の形成するものカダスフィアの効果は、ライドでアタックカードが替わっても続く
    前提 TWの "A" の手札は "形成するものカダスフィア、デモノイド" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし TWの "A" が "形成するものカダスフィア" の手札能力を使う
    ならば TWの "A" の戦闘力は 2600 である
    もし TWの "A" が手札の "デモノイド" でライドする
    ならば TWの "A" の戦闘力は 5000 である

  @tommy-walker.attack.ride.effects-end
  シナリオ: ライドされたチキンレッグの翔剣士・ラルフの AT 能力の効果はなくなる
    前提 TWの "A" の手札は "デモノイド" である
    かつ TWの "B" の手札は "ゲルマンシャーク" である
    かつ TWの "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 7900 である
    もし TWの "B" が手札の "ゲルマンシャーク" でライドする
    ならば TWの "B" の戦闘力は 8100 である
    もし TWの "A" が手札の "デモノイド" でライドする
    ならば TWの "A" の戦闘力は 4000 である
    かつ TWで次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.ride.stays-under @tommy-walker.terms.stack @tommy-walker.cleanup.discard
  シナリオ: ライドされたカードはクリンナップフェイズまで下に重なって残る
    前提 TWの "A" の手札は "デモノイド、崩落のマリア" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が手札の "デモノイド" でライドする
    ならば TWで相討ちになり、根拠は条項 "tommy-walker.attack.tie" である
    かつ TWの "A" の捨て札は "ジャック・マキシム達、デモノイド" になっている

  @tommy-walker.attack.ride.stays-under @tommy-walker.terms.stack
  シナリオ: ライドを重ねると、場のカードは下から出した順に重なる
    前提 TWの "A" の手札は "ハンクス長老、崩落のマリア" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が手札の "ハンクス長老" でライドする
    かつ TWの "A" が能力を使わない
    ならば TWの "A" の場のカードは下から "ジャック・マキシム達、ハンクス長老" である
    もし TWの "A" が手札の "崩落のマリア" でライドする
    ならば TWの "A" の場のカードは下から "ジャック・マキシム達、ハンクス長老、崩落のマリア" である
    かつ TWの "A" のアタックカードは "崩落のマリア" である

  @tommy-walker.attack.ride.any-card @tommy-walker.cards.weakness.ride-only
  シナリオ: ライド専用のゲルマンシャークも、結界を持つシルバーレインも、ライドでアタックカードにできる
    前提 TWの "A" の手札は "ゲルマンシャーク、シルバーレイン" である
    かつ TWの "B" の手札は "シルバーレイン" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで "A" の選択肢に "ゲルマンシャークでライド" がある
    かつ TWで "A" の選択肢に "シルバーレインでライド" がある
    かつ TWで "A" の選択肢に "シルバーレインの手札能力" がある
    もし TWの "A" が手札の "ゲルマンシャーク" でライドする
    ならば TWの "A" の戦闘力は 8100 である
    かつ TWの "A" のアタックカードは "ゲルマンシャーク" である
    もし TWの "B" が手札の "シルバーレイン" でライドする
    ならば TWの "B" のアタックカードは "シルバーレイン" である
    かつ TWの場に結界はない
