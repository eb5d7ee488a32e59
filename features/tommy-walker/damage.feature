# language: ja
機能: ダメージフェイズ
  勝利側は☆と修正の分だけダメージを与え、敗北側はその枚数をデッキの上から捨て札にする。
  DMG 能力はこのフェイズに使う。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.damage.amount @tommy-walker.damage.mill @tommy-walker.cards.stars @tommy-walker.attack.note.voluntary-end
  シナリオ: 勝ったデモノイドの☆3 の分だけ、負けた側のデッキの上から捨て札になる
    前提 "B" のデッキは上から "悪路王、デモノイド、ハンクス長老、悪路王×5" である
    かつ "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける
    かつ "B" のデッキから捨て札になったのは上から "悪路王、デモノイド、ハンクス長老" である
    かつ "B" のデッキは 5 枚になっている

  @tommy-walker.damage.mill @tommy-walker.attack.note.voluntary-end
  シナリオ: デッキがダメージより少なければ、デッキのすべてを捨て札にする
    前提 "B" のデッキは上から "悪路王、デモノイド" である
    かつ "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける
    かつ "B" のデッキから捨て札になったのは上から "悪路王、デモノイド" である
    かつ "B" のデッキは 0 枚になっている
    かつ ゲームは "A" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である

  @tommy-walker.damage.minimum @tommy-walker.damage.note.minimum @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.note.voluntary-end @tommy-walker.attack.note.barrier-always
  シナリオ: ☆1 の崩落のマリアが、荒木・琢磨の結界を持つ相手に勝つとダメージは 0 になる
    前提 ターンは 2 ターン目である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ "A" は "崩落のマリア" を、"B" は "悪路王" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "A" がそのターンの勝利側になる
    かつ "B" は 0 点のダメージを受ける
    かつ "B" のデッキは 10 枚になっている

  @tommy-walker.damage.dmg.top-down @tommy-walker.damage.dmg.stars @tommy-walker.abilities.cond.won-rider @tommy-walker.abilities.cond.won @tommy-walker.abilities.effect.stars-plus @tommy-walker.cards.timing.dmg
  シナリオ: 水のオロチがライドした「S」の敵に勝つと、二つの DMG 能力がともに働いて☆4 になる
    前提 "A" の手札は "シルバーレイン" である
    かつ "B" の手札は "橘・レティシア" である
    かつ "A" は "水のオロチ" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし "B" が手札の "橘・レティシア" でライドする
    ならば "B" の戦闘力は 5600 である
    もし "A" が "シルバーレイン" の手札能力を使う
    ならば "A" の戦闘力は 5700 である
    もし "B" がエンドを宣言する
    ならば "A" がそのターンの勝利側になる
    かつ "B" は 4 点のダメージを受ける

  @tommy-walker.damage.dmg.use @tommy-walker.damage.dmg.after-phase @tommy-walker.abilities.effect.self-to-hand @tommy-walker.abilities.optional @tommy-walker.attack.note.voluntary-end
  シナリオ: 負けた清廉騎士カリストは、ダメージの後に手札を 1 枚捨てて自分を手札に戻せる
    前提 "A" の手札は "デモノイド" である
    かつ "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がエンドを宣言する
    ならば "A" は 2 点のダメージを受ける
    かつ 次に決めるのは "A" で、その内容は "ダメージフェイズ後の能力" である
    かつ "A" の選択肢に "デモノイドを捨ててアタックカードを手札に戻す" がある
    かつ "A" の選択肢に "使わない" がある
    もし "A" が手札の "デモノイド" を捨ててアタックカードを手札に戻す
    ならば "A" の手札は "清廉騎士カリスト" になっている
    かつ "A" の捨て札は "デモノイド、悪路王×2" になっている
    かつ 今は 2 ターン目である

  @tommy-walker.damage.dmg.after-phase @tommy-walker.game.loss.check @tommy-walker.attack.note.voluntary-end
  シナリオ: ダメージでゲームが終わったときは、清廉騎士カリストの能力は使わない
    前提 "A" のデッキは上から "悪路王、悪路王" である
    かつ "A" の手札は "デモノイド" である
    かつ "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" がエンドを宣言する
    ならば ゲームは "B" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である
    かつ "A" が決めることは何もない
