# language: ja
機能: 行動の選択肢と出来事の形（本プロジェクトの補完）
  待たれている決定の選択肢と、行動の後に報告される出来事は、このルールブックの形
  （docs/protocol/tommy-walker.md の「Decisions」「Events」）で書かれ、カードはカード名で示される。
  選択肢の並びと、捨てるカードの並びは問わない。

  背景:
    前提 対戦で "A" と "B" が向かい合う
    かつ "A" のデッキは上から "悪路王、崩落のマリア、デモノイド" である
    かつ "B" のデッキは上から "ハンクス長老、悪路王、デモノイド" である

  @tommy-walker.draw.any-number @tommy-walker.draw.place.any-card
  シナリオ: ドローフェイズの選択肢はドローと、手札のカード名ごとのアタックカードの出し方で、ドローの出来事は誰が引いたかを示す
    前提 "A" の手札は "デモノイド、悪路王、悪路王" である
    ならば "A" が "draw-phase" で選べる行動の形は次のとおりである:
      """
      [{"type": "draw"}, {"type": "place", "card": "悪路王"}, {"type": "place", "card": "デモノイド"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "draw"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "drew", "player": "A"}]
      """

  @tommy-walker.check.reveal @tommy-walker.check.tie @tommy-walker.cleanup.discard
  シナリオ: 二人目がアタックカードを出すと、表にしたカードが席順で報告され、同じ戦闘力なら相討ちでターンが終わる
    前提 "A" はアタックカード "悪路王" を裏向きに出している
    かつ "B" の手札は "悪路王" である
    もし "B" が次の形の行動をとろうとする:
      """
      {"type": "place", "card": "悪路王"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "placed", "player": "B"},
       {"type": "revealed", "cards": [{"player": "A", "card": "悪路王"}, {"player": "B", "card": "悪路王"}]},
       {"type": "tie", "clause": "tommy-walker.check.tie"},
       {"type": "cleanup", "round": 1}]
      """

  @tommy-walker.check.play-miss.one @tommy-walker.damage.amount @tommy-walker.damage.mill
  シナリオ: プレイミスの出来事はカード名と条項を示し、ダメージの出来事は捨て札になったカードを上から示す
    前提 "A" はアタックカード "ゲルマンシャーク" を裏向きに出している
    かつ "B" の手札は "悪路王" である
    もし "B" が次の形の行動をとろうとする:
      """
      {"type": "place", "card": "悪路王"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "placed", "player": "B"},
       {"type": "revealed", "cards": [{"player": "A", "card": "ゲルマンシャーク"}, {"player": "B", "card": "悪路王"}]},
       {"type": "play-miss", "player": "A", "card": "ゲルマンシャーク", "clause": "tommy-walker.check.play-miss.one"},
       {"type": "battle-won", "player": "B", "clause": "tommy-walker.check.play-miss.one"},
       {"type": "damage", "player": "A", "amount": 2, "milled": ["悪路王", "崩落のマリア"]},
       {"type": "cleanup", "round": 1}]
      """

  @tommy-walker.abilities.effect.take-from-discard @tommy-walker.check.appear.use
  シナリオ: 捨て札から手札に加える登場能力の選択肢はカード名ごとで、使うと能力の出来事の後に加えたカードが報告される
    前提 "A" の捨て札は "デモノイド、悪路王、デモノイド" である
    かつ "A" は "ジャック・マキシム達" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" が "appear" で選べる行動の形は次のとおりである:
      """
      [{"type": "take", "card": "悪路王"}, {"type": "take", "card": "デモノイド"}, {"type": "decline"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "take", "card": "デモノイド"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "appear-used", "player": "A", "card": "ジャック・マキシム達", "copy": false},
       {"type": "took", "player": "A", "card": "デモノイド"}]
      """

  @tommy-walker.abilities.effect.return-to-deck @tommy-walker.check.appear.use
  シナリオ: 手札を山札に戻す登場能力の選択肢はカード名ごとで、戻したカードが一枚ずつ報告される
    前提 "A" の手札は "デモノイド、悪路王" である
    かつ "A" は "ハンクス長老" を、"B" は "悪路王" をアタックカードとして出した
    ならば "A" が "appear" で選べる行動の形は次のとおりである:
      """
      [{"type": "return", "card": "悪路王"}, {"type": "return", "card": "デモノイド"}, {"type": "decline"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "return", "card": "悪路王"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "appear-used", "player": "A", "card": "ハンクス長老", "copy": false},
       {"type": "returned", "player": "A", "card": "悪路王"}]
      """
    かつ "A" が "appear" で選べる行動の形は次のとおりである:
      """
      [{"type": "return", "card": "デモノイド"}, {"type": "decline"}]
      """

  @tommy-walker.attack.revenge @tommy-walker.attack.at.discard @tommy-walker.attack.ride
  シナリオ: 捨てる AT 能力の選択肢は捨てるカードの組ごとに示され、発動の出来事は捨てたカードを示す
    前提 "A" の手札は "悪路王、崩落のマリア、雛森・イスカ" である
    かつ アタックフェイズで、"A" の場のカードは下から "デモノイド"、"B" の場のカードは下から "崩落のマリア" である
    ならば "A" が "revenge" で選べる行動の形は次のとおりである:
      """
      [{"type": "end"},
       {"type": "activate", "discard": ["悪路王"]}, {"type": "activate", "discard": ["崩落のマリア"]}, {"type": "activate", "discard": ["崩落のマリア", "悪路王"]},
       {"type": "ride", "card": "悪路王"}, {"type": "ride", "card": "崩落のマリア"}, {"type": "ride", "card": "雛森・イスカ"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "activate", "discard": ["崩落のマリア", "悪路王"]}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "at-activated", "player": "A", "card": "デモノイド", "discarded": ["崩落のマリア", "悪路王"]}]
      """
    かつ "A" の戦闘力は 13000 である

  @tommy-walker.attack.revenge @tommy-walker.attack.at.activate @tommy-walker.attack.hand.use @tommy-walker.attack.barrier.one
  シナリオ: 戦闘力を決める AT 能力の選択肢は捨てるカードを持たず、手札能力の選択肢はカード名で示される
    前提 "A" の手札は "シルバーレイン" である
    かつ 場には "B" の結界 "荒木・琢磨" がある
    かつ アタックフェイズで、"A" の場のカードは下から "雛森・イスカ"、"B" の場のカードは下から "悪路王" である
    ならば "A" が "revenge" で選べる行動の形は次のとおりである:
      """
      [{"type": "end"}, {"type": "activate"}, {"type": "hand", "card": "シルバーレイン"}, {"type": "ride", "card": "シルバーレイン"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "hand", "card": "シルバーレイン"}
      """
    ならば 直前の行動で報告された出来事には次の形のものがある:
      """
      {"type": "hand-used", "player": "A", "card": "シルバーレイン"}
      """
    かつ 直前の行動で報告された出来事には次の形のものがある:
      """
      {"type": "barrier-replaced", "owner": "B", "card": "荒木・琢磨"}
      """

  @tommy-walker.attack.at.activate @tommy-walker.attack.at.condition
  シナリオ: 戦闘力を決める AT 能力を発動すると、捨てたカードのない発動の出来事が報告される
    前提 アタックフェイズで、"A" の場のカードは下から "雛森・イスカ"、"B" の場のカードは下から "デモノイド" である
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "activate"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "at-activated", "player": "A", "card": "雛森・イスカ", "discarded": []}]
      """
    かつ "A" の戦闘力は 13350 である

  @tommy-walker.attack.ride @tommy-walker.abilities.effect.set-power
  シナリオ: ライドの出来事はライドしたカードを示し、使える登場能力の選択肢は使うか使わないかである
    前提 "A" の手札は "崩落のマリア" である
    かつ アタックフェイズで、"A" の場のカードは下から "雛森・イスカ"、"B" の場のカードは下から "悪路王" である
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "ride", "card": "崩落のマリア"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "ride", "player": "A", "card": "崩落のマリア"}]
      """

  @tommy-walker.abilities.effect.self-to-hand @tommy-walker.attack.end @tommy-walker.damage.mill
  シナリオ: 清廉騎士カリストを手札に戻す選択肢は捨てる手札のカード名ごとで、出来事は戻したカードと捨てたカードを示す
    前提 "B" のデッキは上から "ハンクス長老、悪路王、デモノイド、悪路王" である
    かつ "A" の手札は "悪路王、デモノイド" である
    かつ アタックフェイズで、"A" の場のカードは下から "清廉騎士カリスト"、"B" の場のカードは下から "チキンレッグの翔剣士・ラルフ" である
    もし "B" が次の形の行動をとろうとする:
      """
      {"type": "end"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "end", "player": "B"},
       {"type": "battle-won", "player": "A", "clause": "tommy-walker.attack.end"},
       {"type": "damage", "player": "B", "amount": 3, "milled": ["ハンクス長老", "悪路王", "デモノイド"]}]
      """
    かつ "A" が "after-damage" で選べる行動の形は次のとおりである:
      """
      [{"type": "swap", "card": "悪路王"}, {"type": "swap", "card": "デモノイド"}, {"type": "decline"}]
      """
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "swap", "card": "デモノイド"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "self-to-hand", "player": "A", "card": "清廉騎士カリスト", "discarded": "デモノイド"},
       {"type": "cleanup", "round": 1}]
      """

  @tommy-walker.game.over @tommy-walker.game.loss.deck-out @tommy-walker.damage.deck-out
  シナリオ: ダメージでデッキが 0 枚になると、勝敗の出来事が勝者と条項を示して報告される
    前提 "A" のデッキは上から "悪路王" である
    かつ アタックフェイズで、"A" の場のカードは下から "雛森・イスカ"、"B" の場のカードは下から "悪路王" である
    もし "A" が次の形の行動をとろうとする:
      """
      {"type": "end"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "end", "player": "A"},
       {"type": "battle-won", "player": "B", "clause": "tommy-walker.attack.end"},
       {"type": "damage", "player": "A", "amount": 2, "milled": ["悪路王"]},
       {"type": "game-over", "result": {"winner": "B", "clause": "tommy-walker.game.loss.deck-out"}}]
      """
    かつ 見え方と比べる観察の形は次のとおりである:
      """
      {"phase": "over", "round": 1, "barrier": null, "options": {},
       "result": {"winner": "B", "clause": "tommy-walker.game.loss.deck-out"},
       "seats": [{"player": "A", "deck": [], "hand": [], "discard": ["悪路王"], "stack": ["雛森・イスカ"], "field": [], "power": 3900},
                 {"player": "B", "deck": ["デモノイド", "悪路王", "ハンクス長老"], "hand": [], "discard": [], "stack": ["悪路王"], "field": [], "power": 4000}],
       "decisions": []}
      """

  @tommy-walker.attack.at.activate @tommy-walker.card-list.note.colon @tommy-walker.card-list.note.ride-at
  シナリオ: 二人目のプレイヤーも、弱点の後に書かれた AT 能力を行動 activate で発動する
    前提 アタックフェイズで、"A" の場のカードは下から "悪路王、ゲルマンシャーク"、"B" の場のカードは下から "悪路王、ラブリンスター" である
    ならば "B" が "revenge" で選べる行動の形は次のとおりである:
      """
      [{"type": "end"}, {"type": "activate"}]
      """
    もし "B" が次の形の行動をとろうとする:
      """
      {"type": "activate"}
      """
    ならば 直前の行動で報告された出来事の形は次のとおりである:
      """
      [{"type": "at-activated", "player": "B", "card": "ラブリンスター", "discarded": []}]
      """
    かつ "B" の戦闘力は 9700 である
