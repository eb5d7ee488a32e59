# language: ja
機能: 確認フェイズ
  アタックカードを表にし、プレイミスの確認、登場能力の使用、相討ち判定の順に行う。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.check.play-miss.one @tommy-walker.check.play-miss.damage @tommy-walker.cards.weakness.ride-only @tommy-walker.terms.play-miss @tommy-walker.abilities.cond.won
  シナリオ: ゲルマンシャークをアタックカードとして出すとプレイミスで負け、はじまりは・プルミエールが「P」に勝ったダメージを与える
    前提 TWの "A" は "ゲルマンシャーク" を、"B" は "はじまりは・プルミエール" をアタックカードとして出した
    ならば TWで "A" がプレイミスをしている
    かつ TWで "B" がそのターンの勝利側になり、根拠は条項 "tommy-walker.check.play-miss.one" である
    かつ TWで "A" は 3 点のダメージを受ける
    かつ TWで相討ちは起きていない
    かつ TWは 2 ターン目である

  @tommy-walker.check.play-miss.one @tommy-walker.game.skip
  シナリオ: プレイミスがあると、相手のジャック・マキシム達の登場能力も使わずにダメージフェイズに移る
    前提 TWの "B" の捨て札は "デモノイド" である
    かつ TWの "A" は "ラブリンスター" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    ならば TWで "A" がプレイミスをしている
    かつ TWで "A" は 4 点のダメージを受ける
    かつ TWの "B" の手札はない
    かつ TWの "B" の捨て札は "デモノイド、ジャック・マキシム達" になっている

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss
  シナリオ: 二人ともライド専用カードを出すと、どちらも勝たずにダメージなしでターンが終わる
    前提 TWの "A" は "ゲルマンシャーク" を、"B" は "ラブリンスター" をアタックカードとして出した
    ならば TWで "A" がプレイミスをしている
    かつ TWで "B" がプレイミスをしている
    かつ TWで相討ちになり、根拠は条項 "tommy-walker.check.play-miss.both" である
    かつ TWでダメージは与えられていない
    かつ TWは 2 ターン目である

  @tommy-walker.check.appear.use @tommy-walker.abilities.effect.take-from-discard @tommy-walker.cards.timing.appear
  シナリオ: 確認フェイズにジャック・マキシム達の登場能力で捨て札のカードを手札に加える
    前提 TWの "A" の捨て札は "デモノイド、悪路王" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    ならば TWのフェイズは "確認フェイズ" である
    かつ TWで次に決めるのは "A" で、その内容は "登場能力" である
    かつ TWで "A" の選択肢に "デモノイドを手札に加える" がある
    かつ TWで "A" の選択肢に "使わない" がある
    もし TWの "A" が捨て札の "デモノイド" を手札に加える
    ならば TWの "A" の手札は "デモノイド" になっている
    かつ TWの "A" の捨て札は "悪路王" になっている
    かつ TWのフェイズは "アタックフェイズ" である

  @tommy-walker.check.appear.use @tommy-walker.abilities.optional
  シナリオ: 登場能力は使わなくてもよい
    前提 TWの "A" の捨て札は "デモノイド" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし TWの "A" が能力を使わない
    ならば TWの "A" の手札はない
    かつ TWの "A" の捨て札は "デモノイド" になっている
    かつ TWのフェイズは "アタックフェイズ" である

  @tommy-walker.check.appear.order @tommy-walker.check.note.appear-order
  シナリオ: 二人とも登場能力を持つときは席順で先の "A" から解決する
    前提 TWの "A" の捨て札は "デモノイド" である
    かつ TWの "B" の捨て札は "革命聖女ゼファー" である
    かつ TWの "A" は "ジャック・マキシム達" を、"B" は "ラビシャン女王・アルゴラ" をアタックカードとして出した
    ならば TWで次に決めるのは "A" で、その内容は "登場能力" である
    かつ TWで "B" が決めることは何もない
    もし TWの "A" が捨て札の "デモノイド" を手札に加える
    ならば TWで次に決めるのは "B" で、その内容は "登場能力" である
    もし TWの "B" が捨て札の "革命聖女ゼファー" を手札に加える
    ならば TWの "B" の手札は "革命聖女ゼファー" になっている
    かつ TWのフェイズは "アタックフェイズ" である

  @tommy-walker.check.barrier-counts @tommy-walker.attack.barrier.always @tommy-walker.check.tie
  シナリオ: 前のターンから残る結界の効果も相討ち判定に含める
    前提 TWのターンは 3 ターン目である
    かつ TWの場には "A" の結界 "シルバーレイン" がある
    かつ TWの "A" は "六花結びの魔法剣士・レイジ" を、"B" は "妖狐七星将・廉貞" をアタックカードとして出した
    ならば TWで相討ちになり、根拠は条項 "tommy-walker.check.tie" である
    かつ TWでダメージは与えられていない
