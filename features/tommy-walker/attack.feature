# language: ja
機能: アタックフェイズ
  戦闘力の低い側だけが、相手より高くなるまでリベンジアクション（AT 能力、手札能力、ライド）を行える。
  逆転すれば行動する側が替わり、等しくなればすぐに相討ちになる。低い側がエンドを宣言すると高い側が勝つ。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.attack.lower-acts @tommy-walker.attack.reversal @tommy-walker.attack.ride @tommy-walker.attack.ride.appear @tommy-walker.terms.higher-lower @tommy-walker.terms.ride
  シナリオ: ライドで逆転すると、今度は低くなった側がリベンジアクションを行う
    前提 "A" の手札は "ハンマーの城塞騎士・グラントラム" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば 次に決めるのは "A" で、その内容は "リベンジアクション" である
    かつ "B" が決めることは何もない
    もし "A" が手札の "ハンマーの城塞騎士・グラントラム" でライドする
    ならば "A" の戦闘力は 5200 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "B" が手札の "崩落のマリア" でライドする
    ならば 次に決めるのは "B" で、その内容は "登場能力" である
    もし "B" が登場能力を使う
    ならば "B" の戦闘力は 7500 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.higher-cannot @tommy-walker.attack.lower-acts
  シナリオ: 戦闘力の高い側のリベンジアクションやエンドは認められない
    前提 "B" の手札は "デモノイド、シルバーレイン" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "B" が手札の "デモノイド" でライドする
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である
    もし "B" が "シルバーレイン" の手札能力を使う
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である
    もし "B" がエンドを宣言する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.higher-cannot" である

  @tommy-walker.attack.tie
  シナリオ: ライドで戦闘力が等しくなると、すぐに相討ちになる
    前提 "A" の手札は "デモノイド" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "デモノイド" でライドする
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である
    かつ ダメージは与えられていない
    かつ 今は 2 ターン目である

  @tommy-walker.attack.tie.when @tommy-walker.attack.note.tie-when @tommy-walker.abilities.cond.ride
  シナリオ: 印刷された戦闘力が相手と等しいはじまりは・プルミエールでライドしても、登場能力を使い終えてから比べる
    前提 "A" の手札は "はじまりは・プルミエール" である
    かつ "B" の手札は "悪路王" である
    かつ "A" は "葬名・煉" を、"B" は "はじまりは・プルミエール" をアタックカードとして出した
    もし "A" が手札の "はじまりは・プルミエール" でライドする
    ならば 相討ちは起きていない
    かつ 次に決めるのは "A" で、その内容は "登場能力" である
    もし "A" が登場能力を使う
    ならば "A" の戦闘力は 6900 である
    かつ 相討ちは起きていない
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.tie @tommy-walker.attack.tie.when @tommy-walker.attack.note.tie-when @option:tie-at-ride
  シナリオ: 重ねた瞬間に比べる読み方では、印刷された戦闘力が相手と等しいはじまりは・プルミエールでライドすると、登場能力を使う前に相討ちになる
    前提 "A" の手札は "はじまりは・プルミエール" である
    かつ "B" の手札は "悪路王" である
    かつ "A" は "葬名・煉" を、"B" は "はじまりは・プルミエール" をアタックカードとして出した
    もし "A" が手札の "はじまりは・プルミエール" でライドする
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である
    かつ ダメージは与えられていない
    かつ 今は 2 ターン目である

  @tommy-walker.attack.end @tommy-walker.attack.end.voluntary @tommy-walker.attack.note.voluntary-end @tommy-walker.terms.end @tommy-walker.terms.battle-winner
  シナリオ: まだライドできても、低い側はエンドを宣言してよく、高い側が勝つ
    前提 "A" の手札は "崩落のマリア" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "崩落のマリアでライド" がある
    もし "A" がエンドを宣言する
    ならば "B" がそのターンの勝利側になり、根拠は条項 "tommy-walker.attack.end" である
    かつ "A" は 2 点のダメージを受ける

  @tommy-walker.attack.end @tommy-walker.attack.end.voluntary @tommy-walker.attack.note.voluntary-end @option:end-when-nothing-left
  シナリオ: 行えることがなくなるまでエンドできない読み方では、ライドできる低い側はエンドを宣言できない
    前提 "A" の手札は "崩落のマリア" である
    かつ "A" は "雛森・イスカ" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "エンド" はない
    もし "A" がエンドを宣言する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.end.voluntary" である
    もし "A" が手札の "崩落のマリア" でライドする
    ならば 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.end.voluntary
  シナリオ: 行えるリベンジアクションがなければ、選択肢はエンドだけである
    前提 "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢は "エンド" だけである

  @tommy-walker.attack.at.activate @tommy-walker.attack.at.condition @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.effect.set-power @tommy-walker.cards.timing.at
  シナリオ: チキンレッグの翔剣士・ラルフは「女」の敵を相手に AT 能力を発動して 7900 になる
    前提 "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    ならば "A" の選択肢に "AT能力" がある
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7900 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.abilities.cond.enemy
  シナリオ: 敵が「男」でもチキンレッグの翔剣士・ラルフの AT 能力は発動でき、戦闘力は 2800 のまま低い側が続けて行動する
    前提 "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "AT能力" がある
    もし "A" がAT能力を発動する
    ならば 行動は認められる
    かつ "A" の戦闘力は 2800 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である
    かつ "A" の選択肢に "AT能力" はない

  @tommy-walker.attack.at.condition @tommy-walker.attack.at.lasting @tommy-walker.attack.note.at-condition @tommy-walker.abilities.cond.enemy
  シナリオ: 敵が「男」のうちに発動しておいたチキンレッグの翔剣士・ラルフの AT 能力は、敵が「女」でライドした瞬間に働く
    前提 "A" の手札は "水神アクエリオ" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "「神将」燕・十三" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 2800 である
    もし "A" が "水神アクエリオ" の手札能力を使う
    ならば "A" の戦闘力は 3800 である
    もし "B" が手札の "崩落のマリア" でライドする
    ならば "A" の戦闘力は 8900 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.at.condition @tommy-walker.attack.at.lasting @tommy-walker.attack.note.at-condition @tommy-walker.abilities.cond.enemy @option:at-needs-condition
  シナリオ: 条件が要る読み方では、チキンレッグの翔剣士・ラルフは敵が「女」でライドしてから低い側として AT 能力を発動する
    前提 "A" の手札は "水神アクエリオ" である
    かつ "B" の手札は "崩落のマリア" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "「神将」燕・十三" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.at.condition" である
    もし "A" が "水神アクエリオ" の手札能力を使う
    かつ "B" が手札の "崩落のマリア" でライドする
    ならば "A" の戦闘力は 3800 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 8900 である

  @tommy-walker.attack.at.condition @tommy-walker.attack.note.at-condition @tommy-walker.abilities.cond.enemy @option:at-needs-condition
  シナリオ: 条件が要る読み方では、敵が「男」ならチキンレッグの翔剣士・ラルフの AT 能力は発動できない
    前提 "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "AT能力" はない
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.at.condition" である

  @tommy-walker.attack.at.once @tommy-walker.attack.note.barrier-always
  シナリオ: 発動した「神将」燕・十三の AT 能力を、低いままでももう一度発動することはできない
    前提 場には "B" の結界 "『シャドウ』綺月・紗矢" がある
    かつ "A" は "「神将」燕・十三" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば "B" の戦闘力は 8000 である
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7020 である
    かつ "A" の選択肢に "AT能力" はない
    もし "A" がAT能力を発動する
    ならば 行動は認められない。根拠は条項 "tommy-walker.attack.at.once" である

  @tommy-walker.attack.at.lasting @tommy-walker.abilities.cond.enemy
  シナリオ: チキンレッグの翔剣士・ラルフの AT 能力は、敵が「女」でない間は止まり、「女」に戻れば再び働く
    前提 "B" の手札は "ジャック・マキシム達、橘・レティシア" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7900 である
    もし "B" が手札の "ジャック・マキシム達" でライドする
    ならば "A" の戦闘力は 2800 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である
    もし "B" が手札の "橘・レティシア" でライドする
    ならば "A" の戦闘力は 7900 である
    かつ "B" の戦闘力は 5600 である

  @tommy-walker.attack.hand.use @tommy-walker.attack.barrier.one @tommy-walker.attack.barrier.replace @tommy-walker.terms.own-pile @tommy-walker.terms.barrier @tommy-walker.cards.timing.hand
  シナリオ: 新しい結界（水神アクエリオ）を出すと、場にあったシルバーレインは持ち主の捨て札に置かれる
    前提 "A" の手札は "シルバーレイン" である
    かつ "B" の手札は "水神アクエリオ" である
    かつ "A" は "悪路王" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" が "水神アクエリオ" の手札能力を使う
    ならば 場の結界は "B" の "水神アクエリオ" になっている
    かつ "B" の戦闘力は 4900 である
    もし "A" が "シルバーレイン" の手札能力を使う
    ならば 場の結界は "A" の "シルバーレイン" になっている
    かつ "B" の結界 "水神アクエリオ" が置き換えられた
    かつ "B" の捨て札は "水神アクエリオ" になっている
    かつ "A" の戦闘力は 5000 である
    かつ "B" の戦闘力は 3900 である


  # 結界の効果を出したターンだけとする読み方（鍵 barrier-one-round）

  @tommy-walker.attack.barrier.always @tommy-walker.check.tie @tommy-walker.attack.note.barrier-always @option:barrier-one-round
  シナリオ: 効果を出したターンだけとする読み方では、前のターンから残るシルバーレインは戦闘力に足されず、相討ちにならない
    前提 ターンは 3 ターン目である
    かつ 場には "A" の結界 "シルバーレイン" がある
    かつ "A" は "六花結びの魔法剣士・レイジ" を、"B" は "妖狐七星将・廉貞" をアタックカードとして出した
    ならば 相討ちは起きていない
    かつ "A" の戦闘力は 2300 である
    かつ 場の結界は "A" の "シルバーレイン" になっている

  @tommy-walker.attack.barrier.always @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.note.barrier-always @option:barrier-one-round @tommy-walker.attack.note.voluntary-end
  シナリオ: 効果を出したターンだけとする読み方では、前のターンから残る荒木・琢磨の結界は持ち主のダメージを減らさない
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける

  @tommy-walker.attack.barrier.always @tommy-walker.abilities.effect.copy-appear @tommy-walker.attack.note.barrier-always @option:barrier-one-round
  シナリオ: 効果を出したターンだけとする読み方では、前のターンから残る妖狐七星将・廉貞の結界は相手の登場能力を写さない
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "妖狐七星将・廉貞" がある
    かつ "A" の捨て札は "デモノイド" である
    かつ "B" の捨て札は "悪路王" である
    かつ "A" は "悪路王" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が捨て札の "悪路王" を手札に加える
    ならば フェイズは "アタックフェイズ" である
    かつ "A" の手札は 0 枚になっている

  @tommy-walker.attack.barrier.always @tommy-walker.attack.barrier.stays @tommy-walker.check.tie @tommy-walker.attack.note.barrier-always @option:barrier-one-round @tommy-walker.attack.note.voluntary-end
  シナリオ: 効果を出したターンだけとする読み方では、出したターンに働いたシルバーレインは、次のターンには場に残るだけで戦闘力を足さない
    前提 "A" のデッキは上から "悪路王、悪路王、悪路王" である
    かつ "B" のデッキは上から "悪路王、悪路王、悪路王" である
    かつ "A" の手札は "シルバーレイン、デモノイド" である
    かつ "B" の手札は "デモノイド" である
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" が "シルバーレイン" の手札能力を使う
    ならば "A" の戦闘力は 4900 である
    もし "B" がエンドを宣言する
    ならば "B" は 2 点のダメージを受ける
    かつ 今は 2 ターン目である
    もし "A" が "デモノイド" を、"B" が "デモノイド" をアタックカードとして出す
    ならば 相討ちになり、根拠は条項 "tommy-walker.check.tie" である
    かつ 場の結界は "A" の "シルバーレイン" になっている

  @tommy-walker.attack.barrier.always @tommy-walker.attack.barrier.stays @tommy-walker.attack.note.barrier-always @tommy-walker.attack.note.voluntary-end
  シナリオ: 出したターンに働いたシルバーレインは、次のターンにも場に残って戦闘力を足す
    前提 "A" のデッキは上から "悪路王、悪路王、悪路王" である
    かつ "B" のデッキは上から "悪路王、悪路王、悪路王" である
    かつ "A" の手札は "シルバーレイン、デモノイド" である
    かつ "B" の手札は "デモノイド" である
    かつ "A" は "雛森・イスカ" を、"B" は "デモノイド" をアタックカードとして出した
    もし "A" が "シルバーレイン" の手札能力を使う
    もし "B" がエンドを宣言する
    かつ "A" が "デモノイド" を、"B" が "デモノイド" をアタックカードとして出す
    ならば 今は 2 ターン目である
    かつ "A" の戦闘力は 5000 である
    かつ 相討ちは起きていない
  @tommy-walker.attack.hand.lasting @tommy-walker.attack.ride.effects-end
  シナリオ: 結界の形成するものカダスフィアの効果は、ライドでアタックカードが替わっても続く
    前提 "A" の手札は "形成するものカダスフィア、デモノイド" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が "形成するものカダスフィア" の手札能力を使う
    ならば "A" の戦闘力は 2600 である
    もし "A" が手札の "デモノイド" でライドする
    ならば "A" の戦闘力は 5000 である

  @tommy-walker.attack.ride.effects-end
  シナリオ: ライドされたチキンレッグの翔剣士・ラルフの AT 能力の効果はなくなる
    前提 "A" の手札は "デモノイド" である
    かつ "B" の手札は "ゲルマンシャーク" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7900 である
    もし "B" が手札の "ゲルマンシャーク" でライドする
    ならば "B" の戦闘力は 8100 である
    もし "A" が手札の "デモノイド" でライドする
    ならば "A" の戦闘力は 4000 である
    かつ 次に決めるのは "A" で、その内容は "リベンジアクション" である

  @tommy-walker.attack.ride.stays-under @tommy-walker.terms.stack @tommy-walker.cleanup.discard
  シナリオ: ライドされたカードはクリンナップフェイズまで下に重なって残る
    前提 "A" の手札は "デモノイド、崩落のマリア" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "デモノイド" でライドする
    ならば 相討ちになり、根拠は条項 "tommy-walker.attack.tie" である
    かつ "A" の捨て札は "ジャック・マキシム達、デモノイド" になっている

  @tommy-walker.attack.ride.stays-under @tommy-walker.terms.stack
  シナリオ: ライドを重ねると、場のカードは下から出した順に重なる
    前提 "A" の手札は "ハンクス長老、崩落のマリア" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "ハンクス長老" でライドする
    かつ "A" が能力を使わない
    ならば "A" の場のカードは下から "ジャック・マキシム達、ハンクス長老" である
    もし "A" が手札の "崩落のマリア" でライドする
    ならば "A" の場のカードは下から "ジャック・マキシム達、ハンクス長老、崩落のマリア" である
    かつ "A" のアタックカードは "崩落のマリア" である

  @tommy-walker.attack.ride.any-card @tommy-walker.cards.weakness.ride-only
  シナリオ: ライド専用のゲルマンシャークも、結界を持つシルバーレインも、ライドでアタックカードにできる
    前提 "A" の手札は "ゲルマンシャーク、シルバーレイン" である
    かつ "B" の手札は "シルバーレイン" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" の選択肢に "ゲルマンシャークでライド" がある
    かつ "A" の選択肢に "シルバーレインでライド" がある
    かつ "A" の選択肢に "シルバーレインの手札能力" がある
    もし "A" が手札の "ゲルマンシャーク" でライドする
    ならば "A" の戦闘力は 8100 である
    かつ "A" のアタックカードは "ゲルマンシャーク" である
    もし "B" が手札の "シルバーレイン" でライドする
    ならば "B" のアタックカードは "シルバーレイン" である
    かつ 場に結界はない
