# language: ja
機能: ゲームの進行と勝敗
  1 ターンはドロー、確認、アタック、ダメージ、クリンナップの 5 つのフェイズからなり、繰り返される。
  デッキの 0 枚はドローフェイズの終わりとダメージの適用の後に調べ、0 枚のプレイヤーが負ける。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.game.phases @tommy-walker.game.repeat @tommy-walker.cleanup.next @tommy-walker.terms.round
  シナリオ: 5 つのフェイズを順に終えると、次のターンのドローフェイズに戻る
    前提 TWの "A" の手札は "デモノイド" である
    かつ TWの "B" の手札は "ハンクス長老" である
    もし TWの "A" が "デモノイド" をアタックカードとして出す
    かつ TWの "B" が "ハンクス長老" をアタックカードとして出す
    ならば TWのフェイズは "アタックフェイズ" である
    もし TWの "B" がエンドを宣言する
    ならば TWで "A" がそのターンの勝利側になる
    かつ TWで "B" は 3 点のダメージを受ける
    かつ TWは 2 ターン目である
    かつ TWのフェイズは "ドローフェイズ" である
    かつ TWの "A" の場にカードはない
    かつ TWで次に決めるのは "A" で、その内容は "ドローフェイズの行動" である
    かつ TWで次に決めるのは "B" で、その内容は "ドローフェイズの行動" である

  @tommy-walker.game.skip @tommy-walker.check.tie @tommy-walker.terms.tie
  シナリオ: 相討ちになるとアタックフェイズとダメージフェイズを飛ばす
    前提 TWの "A" の手札は "悪路王" である
    かつ TWの "B" の手札は "デモノイド" である
    もし TWの "A" が "悪路王" をアタックカードとして出す
    かつ TWの "B" が "デモノイド" をアタックカードとして出す
    ならば TWで相討ちになり、根拠は条項 "tommy-walker.check.tie" である
    かつ TWでダメージは与えられていない
    かつ TWは 2 ターン目である
    かつ TWの "A" の捨て札は "悪路王" になっている
    かつ TWの "B" の捨て札は "デモノイド" になっている

  @tommy-walker.game.phase-actions
  シナリオ: フェイズに合わない行動は認められない
    前提 TWの "A" の手札は "悪路王、デモノイド" である
    もし TWの "A" が手札の "デモノイド" でライドする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.game.phase-actions" である
    もし TWの "A" が能力を使わない
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.game.phase-actions" である
    前提 TWの "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "B" が 1 枚ドローする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.game.phase-actions" である

  @tommy-walker.game.loss.deck-out @tommy-walker.damage.deck-out @tommy-walker.game.loss.check
  シナリオ: ダメージでデッキが 0 枚になったプレイヤーは負ける
    前提 TWの "B" のデッキは上から "悪路王、悪路王" である
    かつ TWの "A" は "デモノイド" を、"B" は "ハンクス長老" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWで "B" は 3 点のダメージを受ける
    かつ TWの "B" のデッキは 0 枚になっている
    かつ TWのゲームは "A" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である

  @tommy-walker.game.loss.check
  シナリオ: ダメージの後にデッキが残っていればゲームは続く
    前提 TWの "B" のデッキは上から "悪路王×4" である
    かつ TWの "A" は "デモノイド" を、"B" は "ハンクス長老" をアタックカードとして出した
    もし TWの "B" がエンドを宣言する
    ならば TWの "B" のデッキは 1 枚になっている
    かつ TWのゲームは続いている
    かつ TWは 2 ターン目である

  @tommy-walker.game.loss.both @tommy-walker.game.note.both-zero @tommy-walker.game.note.loss-timing
  シナリオ: 二人が同じドローフェイズに最後のカードを引くと引き分けになる
    前提 TWの "A" のデッキは上から "悪路王" である
    かつ TWの "B" のデッキは上から "デモノイド" である
    もし TWの "A" が 1 枚ドローする
    かつ TWの "B" が 1 枚ドローする
    かつ TWの "A" が "悪路王" をアタックカードとして出す
    かつ TWの "B" が "デモノイド" をアタックカードとして出す
    ならば TWのゲームは引き分けで終わり、根拠は条項 "tommy-walker.game.loss.both" である

  @tommy-walker.game.round-limit @tommy-walker.game.note.round-limit
  シナリオ: 変則ルールのターン数の上限に達すると引き分けになる
    前提 TWの変則ルールでターン数の上限を 2 とする
    かつ TWの "A" は "悪路王" を、"B" は "デモノイド" をアタックカードとして出した
    ならば TWのゲームは続いている
    前提 TWの "A" は "悪路王" を、"B" は "デモノイド" をアタックカードとして出した
    ならば TWのゲームは引き分けで終わり、根拠は条項 "tommy-walker.game.round-limit" である

  @tommy-walker.game.over
  シナリオ: 終わったゲームでは何もできない
    前提 TWの "A" のデッキは上から "悪路王" である
    かつ TWの "B" のデッキは上から "デモノイド" である
    もし TWの "A" が 1 枚ドローする
    かつ TWの "B" が 1 枚ドローする
    かつ TWの "A" が "悪路王" をアタックカードとして出す
    かつ TWの "B" が "デモノイド" をアタックカードとして出す
    もし TWの "A" が 1 枚ドローする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.game.over" である
