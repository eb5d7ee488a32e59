# language: ja
機能: ドローフェイズ
  二人はそれぞれ好きな枚数をドローし、手札から 1 枚を裏向きに出してアタックカードにする。
  手札が 0 枚なら引かなければならない。相手の裏向きのカードは見えない。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.draw.any-number @tommy-walker.draw.one-at-a-time @tommy-walker.terms.draw
  シナリオ: 1 枚ずつ 3 枚引き、まだ引き続けることもできる
    もし "A" が 3 枚ドローする
    ならば "A" の手札は 3 枚になっている
    かつ "A" のデッキは 7 枚になっている
    かつ "A" の選択肢に "ドロー" がある
    かつ "A" の選択肢に "悪路王を出す" がある

  @tommy-walker.draw.any-number
  シナリオ: 手札があれば 1 枚も引かずにアタックカードを出せる
    前提 "A" の手札は "デモノイド" である
    もし "A" が "デモノイド" をアタックカードとして出す
    ならば 行動は認められる
    かつ "A" のデッキは 10 枚になっている

  @tommy-walker.draw.forced @tommy-walker.draw.place
  シナリオ: 手札が 0 枚なら引くしかなく、手札にないカードは出せない
    前提 "A" の手札はない
    ならば "A" の選択肢は "ドロー" だけである
    もし "A" が "悪路王" をアタックカードとして出す
    ならば 行動は認められない。根拠は条項 "tommy-walker.draw.place" である

  @tommy-walker.draw.forced @tommy-walker.draw.note.forced-ride-only @tommy-walker.cards.weakness.ride-only
  シナリオ: 手札がライド専用カードのゲルマンシャークだけならアタックカードを出せず、ほかのカードが来るまで引く
    前提 "A" の手札は "ゲルマンシャーク" である
    ならば "A" の選択肢は "ドロー" だけである
    もし "A" が "ゲルマンシャーク" をアタックカードとして出す
    ならば 行動は認められない。根拠は条項 "tommy-walker.draw.forced" である
    もし "A" が 1 枚ドローする
    ならば "A" の選択肢に "悪路王を出す" がある
    かつ "A" の選択肢に "ゲルマンシャークを出す" がある
    もし "A" が "悪路王" をアタックカードとして出す
    ならば 行動は認められる

  @tommy-walker.draw.place.any-card @tommy-walker.draw.note.forced-ride-only @tommy-walker.check.play-miss.one
  シナリオ: ほかのカードもある手札からは、ライド専用カードを出せるが、確認フェイズでプレイミスになる
    前提 "A" の手札は "ゲルマンシャーク、デモノイド" である
    ならば "A" の選択肢に "ゲルマンシャークを出す" がある
    もし "A" が "ゲルマンシャーク" をアタックカードとして出す
    ならば 行動は認められる
    もし "B" が 1 枚ドローする
    かつ "B" が "悪路王" をアタックカードとして出す
    ならば "A" がプレイミスをしている

  @tommy-walker.draw.forced @tommy-walker.draw.note.forced-ride-only @tommy-walker.draw.place.any-card @tommy-walker.cards.weakness.ride-only @option:ride-only-hand-places
  シナリオ: 手札が 0 枚のときだけ引かせる読み方では、ライド専用カードのゲルマンシャークだけの手札から引かずにそれを出せる
    前提 "A" の手札は "ゲルマンシャーク" である
    ならば "A" の選択肢に "ゲルマンシャークを出す" がある
    かつ "A" の選択肢に "ドロー" がある
    もし "A" が "ゲルマンシャーク" をアタックカードとして出す
    ならば 行動は認められる

  @tommy-walker.draw.last-card @tommy-walker.draw.note.last-card @tommy-walker.game.loss.check @tommy-walker.game.loss.deck-out
  シナリオ: デッキの最後の 1 枚を引くことはできるが、ドローフェイズの終わりに負ける
    前提 "A" のデッキは上から "悪路王" である
    かつ "A" の手札はない
    もし "A" が 1 枚ドローする
    ならば 行動は認められる
    かつ "A" のデッキは 0 枚になっている
    かつ ゲームは続いている
    もし "A" が "悪路王" をアタックカードとして出す
    ならば ゲームは続いている
    もし "B" が 1 枚ドローする
    かつ "B" が "悪路王" をアタックカードとして出す
    ならば ゲームは "B" の勝ちで終わり、根拠は条項 "tommy-walker.game.loss.deck-out" である

  @tommy-walker.draw.empty-deck
  シナリオ: デッキが 0 枚ならドローできない
    前提 "A" のデッキはない
    かつ "A" の手札は "悪路王" である
    ならば "A" の選択肢は "悪路王を出す" だけである
    もし "A" が 1 枚ドローする
    ならば 行動は認められない。根拠は条項 "tommy-walker.draw.empty-deck" である

  @tommy-walker.draw.place @tommy-walker.draw.place.ends-drawing @tommy-walker.terms.attack-card
  シナリオ: アタックカードを出したら、もう引けず、出し直せない
    前提 "A" の手札は "悪路王、デモノイド" である
    もし "A" が "悪路王" をアタックカードとして出す
    ならば "A" のアタックカードは "悪路王" である
    かつ "A" が決めることは何もない
    もし "A" が 1 枚ドローする
    ならば 行動は認められない。根拠は条項 "tommy-walker.draw.place.ends-drawing" である
    もし "A" が "デモノイド" をアタックカードとして出す
    ならば 行動は認められない。根拠は条項 "tommy-walker.draw.place.ends-drawing" である

  @tommy-walker.draw.parallel @tommy-walker.terms.hidden
  シナリオ: 相手が出した裏向きのカードは見えないが、引いた枚数は見える
    前提 "A" の手札は "デモノイド" である
    もし "A" が 2 枚ドローする
    かつ "A" が "デモノイド" をアタックカードとして出す
    ならば "B" から見ると、"A" のアタックカードは伏せられている
    かつ "B" から見ると、"A" の手札は 2 枚で中身は伏せられている
    かつ "B" から見ると、"A" のデッキは 8 枚で中身は伏せられている
    もし "B" が 1 枚ドローする
    ならば 行動は認められる
    かつ 次に決めるのは "B" で、その内容は "ドローフェイズの行動" である

  @tommy-walker.draw.end @tommy-walker.check.reveal @tommy-walker.check.to-attack
  シナリオ: 二人が出し終えると確認フェイズでカードが表になり、戦闘力が違えばアタックフェイズに移る
    前提 "A" の手札は "悪路王" である
    かつ "B" の手札は "ハンクス長老" である
    もし "A" が "悪路王" をアタックカードとして出す
    かつ "B" が "ハンクス長老" をアタックカードとして出す
    ならば "A" から見ると、"B" のアタックカードは "ハンクス長老" である
    かつ "B" から見ると、"A" のアタックカードは "悪路王" である
    かつ フェイズは "アタックフェイズ" である
    かつ 次に決めるのは "B" で、その内容は "リベンジアクション" である
