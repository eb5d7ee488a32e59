# language: ja
機能: TW4『サイキックハーツ』のカード
  宇佐美・アキラからラブリンスターまでの能力の裁定。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.cond.won
  シナリオ: 宇佐美・アキラは「P」の敵に 5700 で勝ち、☆+1 で 4 点を与える
    前提 "A" は "宇佐美・アキラ" を、"B" は "ハンマーの城塞騎士・グラントラム" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 5700 である
    もし "B" がエンドを宣言する
    ならば "B" は 4 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.cond.won @tommy-walker.attack.note.voluntary-end
  シナリオ: 『吸血鬼』アレクシス・カンパネラは「S」の敵に 9950 で勝ち、☆+1 で 5 点を与える
    前提 "A" は "『吸血鬼』アレクシス・カンパネラ" を、"B" は "革命聖女ゼファー" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 9950 である
    もし "B" がエンドを宣言する
    ならば "B" は 5 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.attack.at.discard @tommy-walker.abilities.effect.discard-steps
  シナリオ: 倉槌・緋那は手札の「女」を一度に 2 枚捨てて 12600 になる
    前提 "A" の手札は "魔法剣士・ダリア、緑の塔主・クックベリー、悪路王" である
    かつ "A" は "倉槌・緋那" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "魔法剣士・ダリア、緑の塔主・クックベリー" を捨てる
    ならば "A" の戦闘力は 12600 である
    かつ "A" の手札は "悪路王" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 葬名・煉で「P」のジャック・マキシム達にライドすると 8800 になれる
    前提 "A" の手札は "葬名・煉" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "葬名・煉" でライドする
    かつ "A" が登場能力を使う
    ならば "A" の戦闘力は 8800 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: ソロモンの悪魔『アモン』は「T」の敵を相手に AT 能力で 14950 になる
    前提 "A" は "ソロモンの悪魔『アモン』" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 14950 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 橘・レティシアで「女」の雛森・イスカにライドすると 6400 になれる
    前提 "A" の手札は "橘・レティシア" である
    かつ "A" は "雛森・イスカ" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が手札の "橘・レティシア" でライドする
    かつ "A" が登場能力を使う
    ならば "A" の戦闘力は 6400 である

  @tommy-walker.card-list.cards @tommy-walker.attack.at.discard @tommy-walker.card-list.note.st
  シナリオ: デモノイドは「ST」の清廉騎士カリストを「T」として捨てて 8500 になる
    前提 "A" の手札は "清廉騎士カリスト、ジャック・マキシム達" である
    かつ "A" は "デモノイド" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば "A" の選択肢に "AT能力でジャック・マキシム達を捨てる" はない
    もし "A" がAT能力を発動して手札の "清廉騎士カリスト" を捨てる
    ならば "A" の戦闘力は 8500 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.barrier.always @tommy-walker.attack.note.voluntary-end @tommy-walker.attack.note.barrier-always
  シナリオ: 荒木・琢磨の結界の持ち主が負けると、相手のダメージは 1 減る
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 2 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.note.voluntary-end
  シナリオ: 荒木・琢磨の結界の持ち主が勝ったときは、自分のダメージは減らない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" がエンドを宣言する
    ならば "A" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power @tommy-walker.card-list.note.attack-power
  シナリオ: 『シャドウ』綺月・紗矢の結界は、敵が「P」なら「攻撃力」つまり戦闘力を 2000 上げる
    前提 "A" の手札は "『シャドウ』綺月・紗矢" である
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" が "『シャドウ』綺月・紗矢" の手札能力を使う
    ならば "A" の戦闘力は 5900 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power
  シナリオ: 敵が「P」でなければ『シャドウ』綺月・紗矢の結界は戦闘力を上げない
    前提 "A" の手札は "『シャドウ』綺月・紗矢" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が "『シャドウ』綺月・紗矢" の手札能力を使う
    ならば "A" の戦闘力は 3900 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power
  シナリオ: デーヴィッド・フローリンガーの結界は、敵が「女」なら戦闘力を 2000 上げる
    前提 "A" の手札は "デーヴィッド・フローリンガー" である
    かつ "A" は "緑の塔主・クックベリー" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が "デーヴィッド・フローリンガー" の手札能力を使う
    ならば "A" の戦闘力は 7300 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.effect.copy-appear.condition @tommy-walker.abilities.note.copy-appear @tommy-walker.abilities.power.layers @tommy-walker.attack.note.barrier-always
  シナリオ: 五十嵐・姫子の結界の持ち主は、相手の葬名・煉の「「P」にライドすると8800」を、自分がライドしていなくても写せる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "B" の手札は "葬名・煉" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が手札の "葬名・煉" でライドする
    かつ "B" が登場能力を使う
    ならば "B" の戦闘力は 8800 である
    かつ 次に決めるのは "A" で、その内容は "結界による写し" である
    かつ "A" の選択肢に "使う" がある
    もし "A" が結界で登場能力を写す
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である

  @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.note.copy-appear @option:copy-checks-condition @tommy-walker.attack.note.barrier-always
  シナリオ: 条件を写す側について判定し直す読み方では、ライドしていない "A" は葬名・煉の「「P」にライドすると8800」を写せない
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "B" の手札は "葬名・煉" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が手札の "葬名・煉" でライドする
    かつ "B" が登場能力を使う
    ならば "B" の戦闘力は 8800 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である
    かつ "A" の戦闘力は 4000 である

  @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.note.copy-appear @option:copy-checks-condition @tommy-walker.attack.note.barrier-always
  シナリオ: 条件を写す側について判定し直す読み方でも、「T」の上にライドしている "A" は崩落のマリアの「「T」にライドすると7500」を写せる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "B" の手札は "崩落のマリア" である
    かつ アタックフェイズで、"A" の場のカードは下から "悪路王、崩落のマリア"、"B" の場のカードは下から "悪路王" である
    ならば 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば 次に決めるのは "A" で、その内容は "結界による写し" である
    もし "A" が結界で登場能力を写す
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear.attached @tommy-walker.cleanup.effects-end @tommy-walker.attack.note.barrier-always @tommy-walker.abilities.note.copy-appear
  シナリオ: 五十嵐・姫子の結界で写した戦闘力は、そのターンで終わる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "A" の手札は "悪路王" である
    かつ "B" の手札は "葬名・煉、ハンクス長老" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が手札の "葬名・煉" でライドする
    かつ "B" が登場能力を使う
    かつ "A" が結界で登場能力を写す
    ならば 今は 3 ターン目である
    かつ 場の結界は "A" の "五十嵐・姫子" になっている
    もし "A" が "悪路王" を、"B" が "ハンクス長老" をアタックカードとして出す
    ならば "A" の戦闘力は 4000 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.effect.return-to-deck @tommy-walker.attack.note.barrier-always
  シナリオ: 五十嵐・姫子の結界で、相手のハンクス長老の登場能力を写して自分の手札をデッキに戻す
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "A" の手札は "デモノイド" である
    かつ "B" の手札は "雛森・イスカ" である
    かつ "A" は "悪路王" を、"B" は "ハンクス長老" をアタックカードとして出した
    もし "B" が手札の "雛森・イスカ" を山札に戻す
    ならば 次に決めるのは "A" で、その内容は "結界による写し" である
    もし "A" が手札の "デモノイド" を山札に戻す
    ならば "A" のデッキの上から "デモノイド、悪路王" になっている
    かつ "B" のデッキの上から "雛森・イスカ、悪路王" になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.card-list.note.colon @tommy-walker.attack.note.barrier-always
  シナリオ: ライドしたゲルマンシャークは、手札が 3 枚以下なら AT 能力で 9700 になる
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "水神アクエリオ" がある
    かつ "A" の手札は "ゲルマンシャーク" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ゲルマンシャーク" でライドする
    ならば "A" の戦闘力は 8100 である
    もし "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば "B" の戦闘力は 8500 である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 9700 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.card-list.note.ride-at @tommy-walker.card-list.note.colon
  シナリオ: 「男」のジャック・マキシム達にライドしたラブリンスターは、AT 能力で 9700 になる
    前提 "A" の手札は "ラブリンスター" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ラブリンスター" でライドする
    ならば "A" の戦闘力は 7300 である
    もし "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば "A" の選択肢に "AT能力" がある
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 9700 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.card-list.note.ride-at @option:at-needs-condition @tommy-walker.attack.note.at-condition @tommy-walker.attack.at.condition
  シナリオ: 条件が要る読み方では、「女」のカードにライドしたラブリンスターの AT 能力は発動できない
    前提 "A" の手札は "ラブリンスター" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ラブリンスター" でライドする
    かつ "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば "A" の選択肢に "AT能力" はない
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.at.condition" である
