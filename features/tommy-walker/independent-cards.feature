# language: ja
機能: 独立検証：全 36 枚のカードの能力
  カードリストに印刷された能力文から、既存の裁定とは別の場面を一枚ずつ書き起こした検証用の事例。
  条件を満たさない側、境目の値、相手のライドによる判定し直し、ほかの規則との組み合わせを確かめる。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  # TW1

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.attack.reversal
  シナリオ: 相手が「女」の橘・レティシアでライドして逆転すると、チキンレッグの翔剣士・ラルフは AT 能力で 7900 になれる
    前提 "B" の手札は "橘・レティシア" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    ならば 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "B" が手札の "橘・レティシア" でライドする
    ならば "B" の戦闘力は 5600 である
    かつ "A" の選択肢に "AT能力" がある
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7900 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.abilities.cond.won @tommy-walker.attack.note.voluntary-end
  シナリオ: はじまりは・プルミエールは「P」のデモノイドにライドして 6900 になり、「P」の緑の塔主・クックベリーに勝って 3 点を与える
    前提 "A" の手札は "はじまりは・プルミエール" である
    かつ "A" は "デモノイド" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし "A" が手札の "はじまりは・プルミエール" でライドする
    かつ "A" が登場能力を使う
    ならば "A" の戦闘力は 6900 である
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける

  # TW2

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.card-list.note.ika
  シナリオ: 手札が 0 枚の悪路王も「3枚いか」を満たし、AT 能力で 7000 になる
    前提 "A" は "悪路王" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば "A" の手札は 0 枚になっている
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7000 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.attack.reversal @tommy-walker.attack.at.once
  シナリオ: 「神将」燕・十三の 7020 に悪路王の 7000 は 20 届かず、悪路王はエンドを宣言するしかない
    前提 "A" の手札は "デモノイド×3" である
    かつ "A" は "「神将」燕・十三" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7020 である
    もし "B" がAT能力を発動する
    ならば "B" の戦闘力は 7000 である
    かつ "B" の選択肢は "エンド" だけである
    もし "B" がエンドを宣言する
    ならば "A" がそのターンの勝利側になる
    かつ "B" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.cards.attributes.match @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.attack.note.barrier-always
  シナリオ: 「ST」の清廉騎士カリストは「P」ではないので、雛森・イスカの AT 能力は発動しても働かない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "シルバーレイン" がある
    かつ "A" は "雛森・イスカ" を、"B" は "清廉騎士カリスト" をアタックカードとして出した
    ならば "B" の戦闘力は 4700 である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 3900 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.won @tommy-walker.abilities.cond.won-rider @tommy-walker.attack.note.voluntary-end
  シナリオ: 水のオロチがライドしていない「T」の悪路王に勝っても、二つの DMG 能力はどちらも働かず☆2 のままである
    前提 "A" は "水のオロチ" を、"B" は "悪路王" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 2 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 「女」の雛森・イスカにライドしたモーラットヒーローは登場能力を使えず 4300 のままである
    前提 "A" の手札は "モーラットヒーロー" である
    かつ "A" は "雛森・イスカ" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が手札の "モーラットヒーロー" でライドする
    ならば "A" の戦闘力は 4300 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.take-from-discard @tommy-walker.attack.at.discard
  シナリオ: 魔法剣士・ダリアの AT 能力で捨てた雛森・イスカを、ライドしたジャック・マキシム達ですぐ手札に戻せる
    前提 "A" の手札は "雛森・イスカ、ジャック・マキシム達" である
    かつ "A" は "魔法剣士・ダリア" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "雛森・イスカ" を捨てる
    ならば "A" の戦闘力は 5000 である
    もし "A" が手札の "ジャック・マキシム達" でライドする
    ならば "A" の選択肢に "雛森・イスカを手札に加える" がある
    もし "A" が捨て札の "雛森・イスカ" を手札に加える
    ならば "A" の手札は "雛森・イスカ" になっている
    かつ "A" の捨て札はない
    かつ "A" の戦闘力は 1600 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.abilities.effect.self-to-hand @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.attack.note.voluntary-end
  シナリオ: 手札 4 枚の清廉騎士カリストは AT 能力を発動しても 3700 のままで、負けた後は手札にあるカードを捨てて手札に戻る
    前提 "A" の手札は "デモノイド×4" である
    かつ "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 3700 である
    もし "A" がエンドを宣言する
    ならば "A" は 2 点のダメージを受ける
    もし "A" が手札の "崩落のマリア" を捨ててアタックカードを手札に戻す
    ならば 行動は認められない。根拠は条項 "tommy-walker.abilities.effect.self-to-hand" である
    もし "A" が手札の "デモノイド" を捨ててアタックカードを手札に戻す
    ならば "A" の手札は "デモノイド×3、清廉騎士カリスト" になっている
    かつ 今は 2 ターン目である

  @tommy-walker.card-list.cards @tommy-walker.attack.barrier.always @tommy-walker.abilities.self @tommy-walker.attack.note.barrier-always
  シナリオ: 相手の "B" のシルバーレインの結界は "B" の戦闘力にだけ足され、"A" の戦闘力は変えない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "シルバーレイン" がある
    かつ "A" は "悪路王" を、"B" は "革命聖女ゼファー" をアタックカードとして出した
    ならば "A" の戦闘力は 4000 である
    かつ "B" の戦闘力は 4500 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.effect.take-from-discard @tommy-walker.attack.note.barrier-always
  シナリオ: 妖狐七星将・廉貞の結界でラビシャン女王・アルゴラの登場能力を写すと、自分の捨て札の「S」だけを選べる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "妖狐七星将・廉貞" がある
    かつ "A" の捨て札は "悪路王、革命聖女ゼファー" である
    かつ "B" の捨て札は "モーラットヒーロー" である
    かつ "A" は "デモノイド" を、"B" は "ラビシャン女王・アルゴラ" をアタックカードとして出した
    もし "B" が捨て札の "モーラットヒーロー" を手札に加える
    ならば 次に決めるのは "A" で、その内容は "結界による写し" である
    かつ "A" の選択肢に "革命聖女ゼファーを手札に加える" がある
    かつ "A" の選択肢に "悪路王を手札に加える" はない
    もし "A" が捨て札の "革命聖女ゼファー" を手札に加える
    ならば "A" の手札は "革命聖女ゼファー" になっている
    かつ "A" の捨て札は "悪路王" になっている

  # TW3

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy
  シナリオ: 相手が「S」のラブリンスターでライドすると、革命聖女ゼファーは AT 能力で 12500 になれる
    前提 "B" の手札は "ラブリンスター" である
    かつ "A" は "革命聖女ゼファー" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が手札の "ラブリンスター" でライドする
    ならば "B" の戦闘力は 7300 である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 12500 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition
  シナリオ: 「S」の橘・レティシアを相手に、豪放の魔獣戦士・バロウズの AT 能力は発動しても働かない
    前提 "A" は "豪放の魔獣戦士・バロウズ" を、"B" は "橘・レティシア" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 4200 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.discard-steps
  シナリオ: 桜苺の星霊術士・アミナは手札の「P」を一度に 3 枚捨てて 15900 になる
    前提 "A" の手札は "デモノイド×3" である
    かつ "A" は "桜苺の星霊術士・アミナ" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "デモノイド×3" を捨てる
    ならば "A" の戦闘力は 15900 である
    かつ "A" の手札は 0 枚になっている

  @tommy-walker.card-list.cards @tommy-walker.cards.ability.own-card
  シナリオ: アタックカードとして出した水神アクエリオの手札能力は、場から使うことはできない
    前提 "A" は "水神アクエリオ" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "水神アクエリオの手札能力" はない
    もし "A" が "水神アクエリオ" の手札能力を使う
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.hand.use" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.return-to-deck @tommy-walker.abilities.optional
  シナリオ: ハンクス長老の登場能力で 1 枚も戻さなければ、手札もデッキも変わらない
    前提 "A" の手札は "デモノイド、雛森・イスカ" である
    かつ "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "デモノイドを山札に戻す" がある
    もし "A" が能力を使わない
    ならば "A" の手札は "デモノイド、雛森・イスカ" になっている
    かつ "A" のデッキは 10 枚になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.card-list.cards @tommy-walker.check.play-miss.damage @tommy-walker.abilities.cond.won
  シナリオ: ハンマーの城塞騎士・グラントラムは「S」のラブリンスターのプレイミスで勝ち、☆+1 で 3 点を与える
    前提 "A" は "ハンマーの城塞騎士・グラントラム" を、"B" は "ラブリンスター" をアタックカードとして出した
    ならば "B" がプレイミスをしている
    かつ "B" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.check.appear.use
  シナリオ: ドローフェイズに出した崩落のマリアは登場能力を使わず、印刷された 6000 で戦う
    前提 "A" は "崩落のマリア" を、"B" は "悪路王" をアタックカードとして出した
    ならば フェイズは "アタックフェイズ" である
    かつ "A" の戦闘力は 6000 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.discard-steps
  シナリオ: 魔法剣士・ダリアは手札の「女」を一度に 3 枚捨てて 7000 になり、6000 の崩落のマリアを上回る
    前提 "A" の手札は "雛森・イスカ、緑の塔主・クックベリー、橘・レティシア、悪路王" である
    かつ "A" は "魔法剣士・ダリア" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "雛森・イスカ、緑の塔主・クックベリー、橘・レティシア" を捨てる
    ならば "A" の戦闘力は 7000 である
    かつ "A" の手札は "悪路王" になっている
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.attack.note.barrier-always
  シナリオ: 「男」のハンマーの城塞騎士・グラントラムを相手に、緑の塔主・クックベリーの AT 能力は発動しても働かない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "シルバーレイン" がある
    かつ "A" は "緑の塔主・クックベリー" を、"B" は "ハンマーの城塞騎士・グラントラム" をアタックカードとして出した
    ならば "B" の戦闘力は 6200 である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 5300 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.take-from-discard
  シナリオ: 捨て札に「S」がなければ、ラビシャン女王・アルゴラの登場能力は使う場面がない
    前提 "A" の捨て札は "悪路王、デモノイド" である
    かつ "A" は "ラビシャン女王・アルゴラ" を、"B" は "悪路王" をアタックカードとして出した
    ならば フェイズは "アタックフェイズ" である
    かつ "A" の手札は 0 枚になっている
    かつ "A" の捨て札は "悪路王、デモノイド" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.won
  シナリオ: 六花結びの魔法剣士・レイジが「P」のジャック・マキシム達に勝っても☆は 4 のままである
    前提 "A" は "六花結びの魔法剣士・レイジ" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 4 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.check.barrier-counts @tommy-walker.check.tie @tommy-walker.attack.note.barrier-always
  シナリオ: 残っている形成するものカダスフィアの結界で 3800 になったラルフは、3800 の水神アクエリオと確認フェイズで相討ちになる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "形成するものカダスフィア" がある
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "水神アクエリオ" をアタックカードとして出した
    ならば 相討ちになり、根拠は条項 "tommy-walker.check.tie" である
    かつ 場の結界は "A" の "形成するものカダスフィア" になっている

  # TW4

  @tommy-walker.card-list.cards @tommy-walker.damage.amount @tommy-walker.attack.note.voluntary-end
  シナリオ: 宇佐美・アキラが AT 能力を使わずに「T」の悪路王に勝つと、☆3 のダメージを与える
    前提 "A" は "宇佐美・アキラ" を、"B" は "悪路王" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.attack.at.lasting @tommy-walker.attack.at.once
  シナリオ: 『吸血鬼』アレクシス・カンパネラの 9950 は、相手が「P」でライドすると止まり、もう一度は発動できない
    前提 "B" の手札は "デモノイド" である
    かつ "A" は "『吸血鬼』アレクシス・カンパネラ" を、"B" は "革命聖女ゼファー" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 9950 である
    もし "B" が手札の "デモノイド" でライドする
    ならば "A" の戦闘力は 2300 である
    かつ "A" の選択肢は "エンド" だけである
    もし "A" がエンドを宣言する
    ならば "A" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.discard-steps
  シナリオ: 倉槌・緋那は手札の「女」を一度に 3 枚捨てて 17000 になる
    前提 "A" の手札は "雛森・イスカ×3" である
    かつ "A" は "倉槌・緋那" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "雛森・イスカ×3" を捨てる
    ならば "A" の戦闘力は 17000 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 「T」の悪路王にライドした葬名・煉は登場能力を使えず 4600 のままである
    前提 "A" の手札は "葬名・煉" である
    かつ "A" は "悪路王" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が手札の "葬名・煉" でライドする
    ならば "A" の戦闘力は 4600 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.card-list.note.st
  シナリオ: ソロモンの悪魔『アモン』は「ST」の清廉騎士カリストを「T」の敵として 14950 になる
    前提 "A" は "ソロモンの悪魔『アモン』" を、"B" は "清廉騎士カリスト" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 14950 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride
  シナリオ: 「男」の悪路王にライドした橘・レティシアは登場能力を使えず 5600 のままである
    前提 "A" の手札は "橘・レティシア" である
    かつ "A" は "悪路王" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が手札の "橘・レティシア" でライドする
    ならば "A" の戦闘力は 5600 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.discard-steps
  シナリオ: デモノイドは手札の「T」を一度に 3 枚捨てて 17500 になる
    前提 "A" の手札は "悪路王×3" である
    かつ "A" は "デモノイド" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" がAT能力を発動して手札の "悪路王×3" を捨てる
    ならば "A" の戦闘力は 17500 である
    かつ "A" の捨て札は "悪路王×3" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.barrier.replace @tommy-walker.attack.note.voluntary-end
  シナリオ: 荒木・琢磨の結界が置き換えられると、その持ち主に勝った相手のダメージは減らない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ "A" の手札は "妖狐七星将・廉貞" である
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" が "妖狐七星将・廉貞" の手札能力を使う
    かつ "A" がエンドを宣言する
    ならば "A" は 3 点のダメージを受ける
    かつ "B" の捨て札は "荒木・琢磨、デモノイド" になっている

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power @tommy-walker.abilities.cond.enemy @tommy-walker.card-list.note.attack-power
  シナリオ: 『シャドウ』綺月・紗矢の結界の +2000 は、相手が「P」でないカードにライドすると働かなくなる
    前提 "A" の手札は "『シャドウ』綺月・紗矢" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" が "『シャドウ』綺月・紗矢" の手札能力を使う
    ならば "A" の戦闘力は 5900 である
    もし "B" が手札の "崩落のマリア" でライドする
    ならば "B" の戦闘力は 6000 である
    かつ "A" の戦闘力は 3900 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.add-power @tommy-walker.abilities.cond.enemy @tommy-walker.attack.note.barrier-always
  シナリオ: 相手が「女」の橘・レティシアでライドすると、デーヴィッド・フローリンガーの結界の +2000 が働き始める
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "デーヴィッド・フローリンガー" がある
    かつ "B" の手札は "橘・レティシア" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    ならば "A" の戦闘力は 4000 である
    もし "B" が手札の "橘・レティシア" でライドする
    ならば "A" の戦闘力は 6000 である
    かつ "B" の戦闘力は 5600 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.copy-appear @tommy-walker.abilities.effect.copy-appear.condition @tommy-walker.attack.tie.when @tommy-walker.abilities.example.copy-tie @tommy-walker.attack.note.barrier-always @tommy-walker.abilities.note.copy-appear
  シナリオ: 五十嵐・姫子の結界は、使われなかったハンクス長老の登場能力は写せず、崩落のマリアの 7500 は写せて相討ちになる
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "五十嵐・姫子" がある
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "悪路王" を、"B" は "ハンクス長老" をアタックカードとして出した
    もし "B" が能力を使わない
    ならば 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば 相討ちは起きていない
    かつ 次に決めるのは "A" で、その内容は "結界による写し" である
    もし "A" が結界で登場能力を写す
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.hand @tommy-walker.card-list.note.colon @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.attack.note.barrier-always
  シナリオ: ライドしたゲルマンシャークも、手札が 4 枚あるうちは AT 能力を発動しても働かない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "水神アクエリオ" がある
    かつ "A" の手札は "ゲルマンシャーク、デモノイド×4" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ゲルマンシャーク" でライドする
    かつ "B" が手札の "崩落のマリア" でライドする
    かつ "B" が登場能力を使う
    ならば "B" の戦闘力は 8500 である
    かつ "A" の手札は 4 枚になっている
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 8100 である

  @tommy-walker.card-list.cards @tommy-walker.attack.higher-cannot @tommy-walker.card-list.note.ride-at
  シナリオ: 「男」にライドして相手より高くなったラブリンスターは、AT 能力を発動できない
    前提 "A" の手札は "ラブリンスター" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ラブリンスター" でライドする
    ならば "A" の戦闘力は 7300 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である

  # 捨て札の持ち主

  @tommy-walker.card-list.cards @tommy-walker.abilities.effect.take-from-discard @tommy-walker.abilities.note.own-discard @tommy-walker.terms.own-pile
  シナリオ: ジャック・マキシム達が選べるのは自分の捨て札だけで、相手の捨て札にしかないカードは手札に加えられない
    前提 "A" の捨て札は "悪路王" である
    かつ "B" の捨て札は "ゲルマンシャーク" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば "A" の選択肢に "悪路王を手札に加える" がある
    かつ "A" の選択肢に "ゲルマンシャークを手札に加える" はない
    もし "A" が捨て札の "ゲルマンシャーク" を手札に加える
    ならば 行動は認められない。根拠は条項 "tommy-walker.abilities.effect.take-from-discard" である
    かつ "B" の捨て札は "ゲルマンシャーク" になっている
