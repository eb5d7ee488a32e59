# language: ja
機能: じゃんけん・ギアの局面の受け取り方（本プロジェクトの補完）
  局面（docs/protocol/janken-gear.md の「Position」）は、書かれていない欄をその既定の値として受け取る。
  ありえない局面は形の誤りとして、その場所を示して拒まれる。長すぎる並びも同じである（「Limits」）。

  @janken-gear.turn.stalemate @janken-gear.turn.order
  シナリオアウトライン: 局面の任意の欄は、ありうる値なら受け取られる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "<欄>" を次の値にする:
      """
      <値>
      """
    ならば ゲームは続いている

    例:
      | 欄             | 値    |
      | turn           | 3     |
      | seed           | 5     |
      | quietTurns     | 0     |
      | quietTurns     | 1     |
      | activeThisTurn | true  |
      | activeThisTurn | false |

  @janken-gear.turn.stalemate
  シナリオ: 直前のターンが何もしないターンだったという局面で、また何もせずにターンを終えると引き分けになる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "quietTurns" を次の値にする:
      """
      1
      """
    もし "A" がターンを終える
    ならば ゲームは引き分けで終わり、根拠は条項 "janken-gear.turn.stalemate" である

  @janken-gear.setup.players
  シナリオアウトライン: 名前として使えない名のプレイヤーがいる局面は、その名の場所で拒まれる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ 局面の "players" を次の値にする:
      """
      <名>
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.players[<席>]" である

    例:
      | 名                 | 席 |
      | [" ", "B"]         | 0  |
      | ["A", "B\u0007"]   | 1  |
      | ["A\u202e", "B"]   | 0  |

  @janken-gear.setup.vitals @janken-gear.turn.attack-once @janken-gear.direct.grace
  シナリオ: 書かれていない席の置き場と欄は空として受け取られる
    前提 局面そのものを次の値にする:
      """
      {"players": ["A", "B"], "turnPlayer": "A", "seats": [{"vitals": ["♣2"]}, {"lostVitals": ["♣3"], "hand": ["♠5"]}]}
      """
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "seats": [
         {"player": "A", "hand": [], "deck": [], "field": [], "vitals": ["♣2"], "lostVitals": [], "discard": []},
         {"player": "B", "hand": ["♠5"], "deck": [], "field": [], "vitals": [], "lostVitals": ["♣3"], "discard": []}],
       "attacked": [], "battle": null, "direct": null, "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": false, "result": null}
      """

  @janken-gear.direct.grace
  シナリオ: このターンに最後のヴァイタルを失ったプレイヤーは観測に示され、そのプレイヤーへのダイレクトは効果を持たない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "B" は、このターンに最後のヴァイタルを失っている
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "seats": [
         {"player": "A", "hand": [], "deck": [], "field": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": []},
         {"player": "B", "hand": [], "deck": [], "field": [], "vitals": [], "lostVitals": ["♣2", "♣3", "♣4"], "discard": []}],
       "attacked": [], "battle": null, "direct": null, "lostLastVitalThisTurn": ["B"], "quietTurns": 0, "activeThisTurn": false, "result": null}
      """
    もし "A" が場札 "a1" でダイレクトする
    ならば ダイレクトは効果を持たず、根拠は条項 "janken-gear.direct.grace" である
    かつ ゲームは続いている

  @janken-gear.direct.grace
  シナリオ: まだ裏向きのヴァイタルが残っているプレイヤーは、このターンに最後のヴァイタルを失ったことにはできない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "B" の残りヴァイタルは 1 枚である
    かつ 局面の "lostLastVitalThisTurn" を次の値にする:
      """
      ["B"]
      """
    ならば その局面は形が不正として拒まれ、問題の場所は "position.lostLastVitalThisTurn[0]" である

  @janken-gear.field.deploy
  シナリオアウトライン: 場札は 40 枚まで書け、それより多い場は形が不正として拒まれる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "B" の場に "♥9" だけの場札が <枚数> 枚ある
    ならば <結果>

    例:
      | 枚数 | 結果                                                                           |
      | 40   | ゲームは続いている                                                             |
      | 41   | その局面は形が不正として拒まれ、問題の場所は "position.seats[1].field" である |

  @janken-gear.turn.attack-once
  シナリオアウトライン: すでに攻撃した場札の並びは 40 件まで書け、それより長い並びは形が不正として拒まれる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ 場札 "a1" がこのターンにすでに攻撃したことが、<回数> 回書かれている
    ならば <結果>

    例:
      | 回数 | 結果                                                                     |
      | 40   | "A" の選択肢に場札 "a1" でダイレクトするものはない                      |
      | 41   | その局面は形が不正として拒まれ、問題の場所は "position.attacked" である |

  @janken-gear.turn.attack-once
  シナリオ: プレイヤーの見るものにも、このターンにすでに攻撃した場札が示される
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ 場札 "a1" はこのターンにすでに攻撃している
    ならば "B" に見えるものは次のとおりである:
      """
      {"me": "B", "opponent": "A", "options": {"sudden-vital-loss": false}, "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "hand": [], "field": [], "discard": [], "deckCount": 0, "vitalsLeft": 3, "lostVitals": [],
       "opponentHandCount": 0, "opponentField": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "opponentDiscard": [], "opponentDeckCount": 0, "opponentVitalsLeft": 3, "opponentLostVitals": [],
       "attacked": ["a1"], "battle": null, "direct": null, "result": null}
      """

  @janken-gear.direct.lose
  シナリオ: ゲームが終わると、プレイヤーの見るものにも結果が示される
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の残りヴァイタルは 0 枚である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" に見えるものは次のとおりである:
      """
      {"me": "B", "opponent": "A", "options": {"sudden-vital-loss": false}, "phase": "over", "turn": 1, "turnPlayer": "A", "toAct": null,
       "hand": [], "field": [], "discard": [], "deckCount": 0, "vitalsLeft": 0, "lostVitals": ["♣2", "♣3", "♣4"],
       "opponentHandCount": 0, "opponentField": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "opponentDiscard": [], "opponentDeckCount": 0, "opponentVitalsLeft": 3, "opponentLostVitals": [],
       "attacked": ["a1"], "battle": null, "direct": null, "result": {"winner": "A", "clause": "janken-gear.direct.lose"}}
      """
