# language: ja
機能: 確認フェイズ
  アタックカードを表にし、プレイミスの確認、登場能力の使用、相討ち判定の順に行う。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王×10" である
    かつ "B" のデッキは上から "悪路王×10" である

  @tommy-walker.check.play-miss.one @tommy-walker.check.play-miss.damage @tommy-walker.cards.weakness.ride-only @tommy-walker.terms.play-miss @tommy-walker.abilities.cond.won
  シナリオ: ゲルマンシャークをアタックカードとして出すとプレイミスで負け、はじまりは・プルミエールが「P」に勝ったダメージを与える
    前提 "A" は "ゲルマンシャーク" を、"B" は "はじまりは・プルミエール" をアタックカードとして出した
    ならば "A" がプレイミスをしている
    かつ "B" がそのターンの勝利側になり、根拠は条項 "tommy-walker.check.play-miss.one" である
    かつ "A" は 3 点のダメージを受ける
    かつ 相討ちは起きていない
    かつ 今は 2 ターン目である

  @tommy-walker.check.play-miss.one @tommy-walker.game.skip
  シナリオ: プレイミスがあると、相手のジャック・マキシム達の登場能力も使わずにダメージフェイズに移る
    前提 "B" の捨て札は "デモノイド" である
    かつ "A" は "ラブリンスター" を、"B" は "ジャック・マキシム達" をアタックカードとして出した
    ならば "A" がプレイミスをしている
    かつ "A" は 4 点のダメージを受ける
    かつ "B" の手札は 0 枚になっている
    かつ "B" の捨て札は "デモノイド、ジャック・マキシム達" になっている

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss @tommy-walker.damage.amount @tommy-walker.damage.mill
  シナリオ: 二人ともライド専用カードを出すと、二人とも相手のプレイミスで勝利側になり、ダメージを与え合う
    前提 "A" は "ゲルマンシャーク" を、"B" は "ラブリンスター" をアタックカードとして出した
    ならば "A" がプレイミスをしている
    かつ "B" がプレイミスをしている
    かつ "A" と "B" がともにそのターンの勝利側になり、根拠は条項 "tommy-walker.check.play-miss.both" である
    かつ "B" は 2 点、"A" は 3 点のダメージを受ける
    かつ "B" のデッキから捨て札になったのは上から "悪路王×2" である
    かつ "A" のデッキから捨て札になったのは上から "悪路王×3" である
    かつ 相討ちは起きていない
    かつ 今は 2 ターン目である

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss @tommy-walker.abilities.effect.enemy-stars @tommy-walker.attack.note.barrier-always
  シナリオ: 二人ともプレイミスのとき、荒木・琢磨の結界は持ち主の受けるダメージだけを減らす
    前提 ターンは 2 ターン目である
    かつ 場には "A" の結界 "荒木・琢磨" がある
    かつ "A" は "ゲルマンシャーク" を、"B" は "ラブリンスター" をアタックカードとして出した
    ならば "B" は 2 点、"A" は 2 点のダメージを受ける

  @tommy-walker.check.play-miss.both @tommy-walker.check.note.both-miss @option:both-miss-tie
  シナリオ: 相討ちと同じ扱いにする読み方では、二人ともライド専用カードを出すと、どちらも勝たずにダメージなしでターンが終わる
    前提 "A" は "ゲルマンシャーク" を、"B" は "ラブリンスター" をアタックカードとして出した
    ならば "A" がプレイミスをしている
    かつ "B" がプレイミスをしている
    かつ 相討ちになり、根拠は条項 "tommy-walker.check.play-miss.both" である
    かつ ダメージは与えられていない
    かつ 今は 2 ターン目である

  @tommy-walker.check.appear.use @tommy-walker.abilities.effect.take-from-discard @tommy-walker.cards.timing.appear
  シナリオ: 確認フェイズにジャック・マキシム達の登場能力で捨て札のカードを手札に加える
    前提 "A" の捨て札は "デモノイド、悪路王" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    ならば フェイズは "確認フェイズ" である
    かつ 次に決めるのは "A" で、その内容は "登場能力" である
    かつ "A" の選択肢に "デモノイドを手札に加える" がある
    かつ "A" の選択肢に "使わない" がある
    もし "A" が捨て札の "デモノイド" を手札に加える
    ならば "A" の手札は "デモノイド" になっている
    かつ "A" の捨て札は "悪路王" になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.check.appear.use @tommy-walker.abilities.optional
  シナリオ: 登場能力は使わなくてもよい
    前提 "A" の捨て札は "デモノイド" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    もし "A" が能力を使わない
    ならば "A" の手札は 0 枚になっている
    かつ "A" の捨て札は "デモノイド" になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.check.appear.order @tommy-walker.check.note.appear-order
  シナリオ: 二人とも登場能力を持つときは席順で先の "A" から解決する
    前提 "A" の捨て札は "デモノイド" である
    かつ "B" の捨て札は "革命聖女ゼファー" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "ラビシャン女王・アルゴラ" をアタックカードとして出した
    ならば 次に決めるのは "A" で、その内容は "登場能力" である
    かつ "B" が決めることは何もない
    もし "A" が捨て札の "デモノイド" を手札に加える
    ならば 次に決めるのは "B" で、その内容は "登場能力" である
    もし "B" が捨て札の "革命聖女ゼファー" を手札に加える
    ならば "B" の手札は "革命聖女ゼファー" になっている
    かつ フェイズは "アタックフェイズ" である

  @tommy-walker.check.barrier-counts @tommy-walker.attack.barrier.always @tommy-walker.check.tie @tommy-walker.attack.note.barrier-always
  シナリオ: 前のターンから残る結界の効果も相討ち判定に含める
    前提 ターンは 3 ターン目である
    かつ 場には "A" の結界 "シルバーレイン" がある
    かつ "A" は "六花結びの魔法剣士・レイジ" を、"B" は "妖狐七星将・廉貞" をアタックカードとして出した
    ならば 相討ちになり、根拠は条項 "tommy-walker.check.tie" である
    かつ ダメージは与えられていない
