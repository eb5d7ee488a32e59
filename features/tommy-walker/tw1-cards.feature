# language: ja
機能: TW1『無限のファンタジア』のカード
  チキンレッグの翔剣士・ラルフとはじまりは・プルミエールの能力の裁定。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.enemy @tommy-walker.abilities.effect.set-power @tommy-walker.abilities.note.set-power @tommy-walker.damage.amount @tommy-walker.attack.note.voluntary-end
  シナリオ: チキンレッグの翔剣士・ラルフは「女」の敵に 7900 で勝ち、☆4 のダメージを与える
    前提 "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "緑の塔主・クックベリー" をアタックカードとして出した
    もし "A" がAT能力を発動する
    ならば "A" の戦闘力は 7900 である
    もし "B" がエンドを宣言する
    ならば "A" がそのターンの勝利側になる
    かつ "B" は 4 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.won @tommy-walker.damage.dmg.stars @tommy-walker.attack.note.voluntary-end
  シナリオ: はじまりは・プルミエールが「P」の雛森・イスカに勝つと☆+1 で 3 点になる
    前提 "A" は "はじまりは・プルミエール" を、"B" は "雛森・イスカ" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 3 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.won @tommy-walker.attack.note.voluntary-end
  シナリオ: はじまりは・プルミエールが「T」の敵に勝っても☆は増えない
    前提 "A" は "はじまりは・プルミエール" を、"B" は "悪路王" をアタックカードとして出した
    もし "B" がエンドを宣言する
    ならば "B" は 2 点のダメージを受ける

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.attack.ride.appear
  シナリオ: はじまりは・プルミエールで「P」の葬名・煉にライドすると、登場能力で 6900 になれる
    前提 "A" の手札は "はじまりは・プルミエール" である
    かつ "A" は "葬名・煉" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし "A" が手札の "はじまりは・プルミエール" でライドする
    ならば 次に決めるのは "A" で、その内容は "登場能力" である
    かつ "A" の戦闘力は 5100 である
    もし "A" が登場能力を使う
    ならば "A" の戦闘力は 6900 である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.check.appear.use
  シナリオ: はじまりは・プルミエールで「T」のカードにライドしても、登場能力は使えない
    前提 "A" の手札は "はじまりは・プルミエール" である
    かつ "A" は "チキンレッグの翔剣士・ラルフ" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が手札の "はじまりは・プルミエール" でライドする
    ならば "A" の戦闘力は 5100 である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である

  @tommy-walker.card-list.cards @tommy-walker.abilities.cond.ride @tommy-walker.check.appear.use
  シナリオ: ドローフェイズに出したはじまりは・プルミエールは、ライドしていないので登場能力を使えない
    前提 "A" は "はじまりは・プルミエール" を、"B" は "葬名・煉" をアタックカードとして出した
    ならば フェイズは "アタックフェイズ" である
    かつ "A" の戦闘力は 5100 である
