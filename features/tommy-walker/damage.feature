# language: ja
機能: ダメージフェイズ
  勝利側は☆と修正の分だけダメージを与え、敗北側はその枚数をデッキの上から捨て札にする。
  DMG 能力はこのフェイズに使う。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.damage.amount @tommy-walker.damage.mill @tommy-walker.cards.stars
  シナリオ: 勝ったデモノイドの☆3 の分だけ、負けた側のデッキの上から捨て札になる
    前提 TWの "B" のデッキは上から "悪路王、デモノイド、ハンクス長老、悪路王×5" である
    かつ TWの "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWで "B" は 3 点のダメージを受ける
    かつ TWで "B" のデッキから捨て札になったのは上から "悪路王、デモノイド、ハンクス長老" である
    かつ TWの "B" のデッキは 5 枚になっている

  @tommy-walker.damage.mill
  シナリオ: デッキがダメージより少なければ、デッキのすべてを捨て札にする
    前提 TWの "B" のデッキは上から "悪路王、デモノイド" である
    かつ TWの "A" は "デモノイド" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWで "B" は 3 点のダメージを受ける
    かつ TWで "B" のデッキから捨て札になったのは上から "悪路王、デモノイド" である
    かつ TWの "B" のデッキは 0 枚になっている
    かつ TWのゲームは "A" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である

  @tommy-walker.damage.minimum @tommy-walker.damage.note.minimum @tommy-walker.abilities.effect.enemy-stars
  シナリオ: ☆1 の崩落のマリアが、荒木・琢磨の結界を持つ相手に勝つとダメージは 0 になる
    前提 TWのターンは 2 ターン目である
    かつ TWの場には "B" の結界 "荒木・琢磨" がある
    かつ TWの "A" は "崩落のマリア" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWで "A" がそのターンの勝利側になる
    かつ TWで "B" は 0 点のダメージを受ける
    かつ TWの "B" のデッキは 10 枚になっている

  @tommy-walker.damage.dmg.top-down @tommy-walker.damage.dmg.stars @tommy-walker.abilities.cond.won-rider @tommy-walker.abilities.cond.won @tommy-walker.abilities.effect.stars-plus @tommy-walker.cards.timing.dmg
  シナリオ: 水のオロチがライドした「S」の敵に勝つと、二つの DMG 能力がともに働いて☆4 になる
    前提 TWの "A" の手札は "シルバーレイン" である
    かつ TWの "B" の手札は "橘・レティシア" である
    かつ TWの "A" は "水のオロチ" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    もし TWの "B" が手札の "橘・レティシア" でライドする
    ならば TWの "B" の戦闘力は 5600 である
    もし TWの "A" が "シルバーレイン" の手札能力を使う
    ならば TWの "A" の戦闘力は 5700 である
    もし TWの "B" がエンドを宣言する
    ならば TWで "A" がそのターンの勝利側になる
    かつ TWで "B" は 4 点のダメージを受ける

  @tommy-walker.damage.dmg.use @tommy-walker.damage.dmg.after-phase @tommy-walker.abilities.effect.self-to-hand @tommy-walker.abilities.optional
  シナリオ: 負けた清廉騎士カリストは、ダメージの後に手札を 1 枚捨てて自分を手札に戻せる
    前提 TWの "A" の手札は "デモノイド" である
    かつ TWの "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" がエンドを宣言する
    ならば TWで "A" は 2 点のダメージを受ける
    かつ TWで次に決めるのは "A" で、その内容は "ダメージフェイズ後の能力" である
    かつ TWで "A" の選択肢に "デモノイドを捨ててアタックカードを手札に戻す" がある
    かつ TWで "A" の選択肢に "使わない" がある
    もし TWの "A" が手札の "デモノイド" を捨ててアタックカードを手札に戻す
    ならば TWの "A" の手札は "清廉騎士カリスト" になっている
    かつ TWの "A" の捨て札は "デモノイド、悪路王×2" になっている
    かつ TWは 2 ターン目である

  @tommy-walker.damage.dmg.after-phase @tommy-walker.game.loss.check
  シナリオ: ダメージでゲームが終わったときは、清廉騎士カリストの能力は使わない
    前提 TWの "A" のデッキは上から "悪路王、悪路王" である
    かつ TWの "A" の手札は "デモノイド" である
    かつ TWの "A" は "清廉騎士カリスト" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" がエンドを宣言する
    ならば TWのゲームは "B" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である
    かつ TWで "A" が決めることは何もない
