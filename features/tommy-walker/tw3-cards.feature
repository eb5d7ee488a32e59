# language: ja
機能: TW3『エンドブレイカー!』のカード
  革命聖女ゼファーから形成するものカダスフィアまでの能力の裁定。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: 革命聖女ゼファーは「S」の敵を相手に AT 能力で 12500 になる
    前提 TWの "A" は "革命聖女ゼファー" を、"B" は "モーラットヒーロー" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 12500 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: 豪放の魔獣戦士・バロウズは「T」の敵を相手に AT 能力で 12300 になる
    前提 TWの "A" は "豪放の魔獣戦士・バロウズ" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 12300 である

  @tommy-walker.card-list.cards @tommy-walker.attack.at.discard @tommy-walker.abilities.effect.discard-steps
  シナリオ: 桜苺の星霊術士・アミナは手札の「P」を 1 枚捨てて 8100 になる。「P」でないカードは捨てられない
    前提 TWの "A" の手札は "デモノイド、ジャック・マキシム達、悪路王" である
    かつ TWの "A" は "桜苺の星霊術士・アミナ" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば TWで "A" の選択肢に "AT能力でデモノイドを捨てる" がある
    かつ TWで "A" の選択肢に "AT能力でジャック・マキシム達とデモノイドを捨てる" がある
    もし TWの "A" がAT能力を発動して手札の "悪路王" を捨てる
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.at.discard" である
    もし TWの "A" がAT能力を発動して手札の "デモノイド" を捨てる
    ならば TWの "A" の戦闘力は 8100 である
    かつ TWの "A" の捨て札は "デモノイド" になっている
    かつ TWの "A" の手札は "ジャック・マキシム達、悪路王" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.power.layers @tommy-walker.abilities.effect.add-power
  シナリオ: 桜苺の星霊術士・アミナの 12000 に、自分の水神アクエリオの結界の +1000 を足す
    前提 TWのターンは 2 ターン目である
    かつ TWの場には "A" の結界 "水神アクエリオ" がある
    かつ TWの "A" の手札は "デモノイド×2" である
    かつ TWの "A" は "桜苺の星霊術士・アミナ" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば TWの "A" の戦闘力は 5200 である
    もし TWの "A" がAT能力を発動して手札の "デモノイド、デモノイド" を捨てる
    ならば TWの "A" の戦闘力は 13000 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.return-to-deck @tommy-walker.abilities.note.return-to-deck @tommy-walker.check.appear.use
  シナリオ: ハンクス長老の登場能力で手札を 2 枚、選んだ順にデッキの上に戻す
    前提 TWの "A" の手札は "デモノイド、崩落のマリア、雛森・イスカ" である
    かつ TWの "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWで次に決めるのは "A" で、その内容は "登場能力" である
    もし TWの "A" が手札の "崩落のマリア" を山札に戻す
    かつ TWの "A" が手札の "雛森・イスカ" を山札に戻す
    かつ TWの "A" が能力を使わない
    ならば TWの "A" のデッキの上から "雛森・イスカ、崩落のマリア、悪路王" になっている
    かつ TWの "A" のデッキは 12 枚になっている
    かつ TWの "A" の手札は "デモノイド" になっている
    かつ TWのフェイズは "アタックフェイズ" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.return-to-deck
  シナリオ: ハンクス長老で戻せるのは 3 枚までである
    前提 TWの "A" の手札は "デモノイド、崩落のマリア、雛森・イスカ、悪路王" である
    かつ TWの "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が手札の "デモノイド" を山札に戻す
    かつ TWの "A" が手札の "崩落のマリア" を山札に戻す
    かつ TWの "A" が手札の "雛森・イスカ" を山札に戻す
    ならば TWの "A" の手札は "悪路王" になっている
    かつ TWのフェイズは "アタックフェイズ" である
    かつ TWで次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: ハンマーの城塞騎士・グラントラムで「S」の妖狐七星将・廉貞にライドすると 6100 になれる
    前提 TWの "A" の手札は "ハンマーの城塞騎士・グラントラム" である
    かつ TWの "A" は "妖狐七星将・廉貞" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が手札の "ハンマーの城塞騎士・グラントラム" でライドする
    かつ TWの "A" が登場能力を使う
    ならば TWの "A" の戦闘力は 6100 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.won
  シナリオ: ハンマーの城塞騎士・グラントラムが「S」の革命聖女ゼファーに勝つと☆+1 で 3 点になる
    前提 TWの "A" は "ハンマーの城塞騎士・グラントラム" を、"B" は "革命聖女ゼファー" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWで "B" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 崩落のマリアで「T」の悪路王にライドすると 7500 になれる
    前提 TWの "A" の手札は "崩落のマリア" である
    かつ TWの "A" は "悪路王" を、"B" は "ソロモンの悪魔『アモン』" をアタックカードとして出した
    もし TWの "B" がAT能力を発動する
    ならば TWの "B" の戦闘力は 14950 である
    もし TWの "A" が手札の "崩落のマリア" でライドする
    かつ TWの "A" が登場能力を使う
    ならば TWの "A" の戦闘力は 7500 である

  @tommy-walker.card-list.cards @tommy-walker.attack.at.discard.total @tommy-walker.attack.note.discard-total @tommy-walker.abilities.effect.discard-steps @tommy-walker.abilities.note.set-power
  シナリオ: 魔法剣士・ダリアは「女」を分けて捨てても合計で数え、合計 3 枚を超えては捨てられない
    前提 TWのターンは 2 ターン目である
    かつ TWの場には "B" の結界 "水神アクエリオ" がある
    かつ TWの "A" の手札は "崩落のマリア、雛森・イスカ、緑の塔主・クックベリー、革命聖女ゼファー" である
    かつ TWの "A" は "魔法剣士・ダリア" を、"B" は "橘・レティシア" をアタックカードとして出した
    ならば TWの "B" の戦闘力は 6600 である
    もし TWの "A" がAT能力を発動して手札の "崩落のマリア" を捨てる
    ならば TWの "A" の戦闘力は 5000 である
    もし TWの "A" がAT能力を発動して手札の "雛森・イスカ" を捨てる
    ならば TWの "A" の戦闘力は 6000 である
    もし TWの "A" がAT能力を発動して手札の "緑の塔主・クックベリー、革命聖女ゼファー" を捨てる
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.attack.at.discard.total" である
    もし TWの "A" がAT能力を発動して手札の "緑の塔主・クックベリー" を捨てる
    ならば TWの "A" の戦闘力は 7000 である
    かつ TWで次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: 緑の塔主・クックベリーは「女」の敵を相手に AT 能力で 7400 になる
    前提 TWの "A" は "緑の塔主・クックベリー" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 7400 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.take-from-discard
  シナリオ: ラビシャン女王・アルゴラが捨て札から手札に加えられるのは「S」のカードだけである
    前提 TWの "A" の捨て札は "悪路王、革命聖女ゼファー、妖狐七星将・廉貞" である
    かつ TWの "A" は "ラビシャン女王・アルゴラ" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば TWで "A" の選択肢に "革命聖女ゼファーを手札に加える" がある
    かつ TWで "A" の選択肢に "妖狐七星将・廉貞を手札に加える" がある
    かつ TWで "A" の選択肢に "悪路王を手札に加える" はない
    もし TWの "A" が捨て札の "悪路王" を手札に加える
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.abilities.effect.take-from-discard" である
    もし TWの "A" が捨て札の "革命聖女ゼファー" を手札に加える
    ならば TWの "A" の手札は "革命聖女ゼファー" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.cond.won
  シナリオ: 六花結びの魔法剣士・レイジは「T」の敵に 10400 で勝ち、☆+1 で 5 点を与える
    前提 TWの "A" は "六花結びの魔法剣士・レイジ" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 10400 である
    もし TWの "B" がエンドを宣言する
    ならば TWで "B" は 5 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power
  シナリオ: 形成するものカダスフィアの結界で自分の戦闘力が 1000 上がる
    前提 TWの "A" の手札は "形成するものカダスフィア" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が "形成するものカダスフィア" の手札能力を使う
    ならば TWの "A" の戦闘力は 4900 である
    かつ TWの場の結界は "A" の "形成するものカダスフィア" になっている
