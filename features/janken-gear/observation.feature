# language: ja
機能: じゃんけん・ギアの観測と見えるもの（本プロジェクトの補完）
  観測はその時の対戦のすべてを、見えるものは一人のプレイヤーに見えるものだけを、このルールブックの形で示す。
  どの欄もルールとこのルールブックのプロトコルのページで決まるので、同じ局面ならどのエンジンでも同じになる。

  @janken-gear.setup.first-player @janken-gear.setup.vitals @janken-gear.setup.hand
  シナリオ: 先攻・後攻を選ぶ前の観測では、ターンは 0、手番のプレイヤーはまだいない
    前提 "A" と "B" が、次のデッキを使う
      """
      ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー
      """
    かつ どちらのデッキも、切り終えた後の並びとして渡す
    かつ ジャンケンの手は "チョキ対グー" である
    もし 対戦をシード 1 で始める
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "choose-order", "turn": 0, "turnPlayer": null, "toAct": "B",
       "seats": [
         {"player": "A", "hand": ["♠4", "♠5", "♥A", "♥2", "♥3", "♥4"], "deck": ["♥5", "♣6", "♣7", "♣8", "♣9", "♣10", "◆2", "◆3", "◆J", "◆A", "ジョーカー"], "field": [], "vitals": ["♠A", "♠2", "♠3"], "lostVitals": [], "discard": []},
         {"player": "B", "hand": ["♠4", "♠5", "♥A", "♥2", "♥3", "♥4"], "deck": ["♥5", "♣6", "♣7", "♣8", "♣9", "♣10", "◆2", "◆3", "◆J", "◆A", "ジョーカー"], "field": [], "vitals": ["♠A", "♠2", "♠3"], "lostVitals": [], "discard": []}],
       "attacked": [], "battle": null, "direct": null, "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": false, "result": null}
      """

  @janken-gear.battle.support-step @janken-gear.diamond.use @janken-gear.diamond.boost @janken-gear.diamond.sign-change @janken-gear.battle.judge @janken-gear.battle.defeat
  シナリオ: 補助の時間の観測は、戦う二枚の場札のいまの記号と戦闘パワーを示し、決着の後には場札戦闘はない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆3 ◆5" である
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "◆2" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆2" でパワーを加算する
    かつ "A" が "◆5" で記号を "パー" に変える
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "support", "turn": 1, "turnPlayer": "A", "toAct": "B",
       "seats": [
         {"player": "A", "hand": ["◆3"], "deck": [], "field": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": ["◆5"]},
         {"player": "B", "hand": [], "deck": [], "field": [{"id": "b1", "cards": ["♥9"], "sign": "チョキ", "power": 9}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": ["◆2"]}],
       "attacked": ["a1"],
       "battle": {"attacker": "A", "defender": "B", "attackerCard": "a1", "defenderCard": "b1", "attackerSign": "パー", "defenderSign": "チョキ", "attackerPower": 5, "defenderPower": 11, "passes": 0},
       "direct": null, "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": true, "result": null}
      """
    もし "B" がパスする
    かつ "A" がパスする
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "seats": [
         {"player": "A", "hand": ["◆3"], "deck": [], "field": [], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": ["◆5", "♠5"]},
         {"player": "B", "hand": [], "deck": [], "field": [{"id": "b1", "cards": ["♥9"], "sign": "チョキ", "power": 9}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": ["◆2"]}],
       "attacked": [], "battle": null, "direct": null, "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": true, "result": null}
      """

  @janken-gear.diamond.counter @janken-gear.diamond.counter.timing @janken-gear.diamond.use
  シナリオ: 答えを待つダイレクトの観測は、誰から誰へのダイレクトか、◆J・◆Q・◆K が待っているならその札と狙う場札を示す
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♥3" の場札 "a2" がある
    かつ "B" の手札は "◆Q ♣7" である
    もし "A" が場札 "a1" でダイレクトする
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "direct", "turn": 1, "turnPlayer": "A", "toAct": "B",
       "seats": [
         {"player": "A", "hand": [], "deck": [], "field": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}, {"id": "a2", "cards": ["♥3"], "sign": "チョキ", "power": 3}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": []},
         {"player": "B", "hand": ["◆Q", "♣7"], "deck": [], "field": [], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": []}],
       "attacked": ["a1"], "battle": null,
       "direct": {"from": "A", "to": "B", "penetrating": false, "counter": null},
       "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": true, "result": null}
      """
    もし "B" が "◆Q" でダイレクトを無効にし、場札 "a2" を攻撃する
    ならば 観測は次のとおりである:
      """
      {"players": ["A", "B"], "options": {"sudden-vital-loss": false},
       "phase": "direct", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "seats": [
         {"player": "A", "hand": [], "deck": [], "field": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}, {"id": "a2", "cards": ["♥3"], "sign": "チョキ", "power": 3}], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": []},
         {"player": "B", "hand": ["♣7"], "deck": [], "field": [], "vitals": ["♣2", "♣3", "♣4"], "lostVitals": [], "discard": ["◆Q"]}],
       "attacked": ["a1"], "battle": null,
       "direct": {"from": "A", "to": "B", "penetrating": false, "counter": {"card": "◆Q", "target": "a2"}},
       "lostLastVitalThisTurn": [], "quietTurns": 0, "activeThisTurn": true, "result": null}
      """

  @janken-gear.setup.vitals @janken-gear.setup.hand @janken-gear.direct.effect
  シナリオ: 見えるものには、相手の手札と、どちらのデッキの札と、裏向きのヴァイタルの札は入らない
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆3 ♠8" である
    かつ "A" のデッキは "♠7 ♠9 ♠10" である
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "◆2" である
    かつ "B" のデッキは "♥2" である
    かつ "B" の残りヴァイタルは 2 枚である
    ならば "B" に見えるものは次のとおりである:
      """
      {"me": "B", "opponent": "A", "options": {"sudden-vital-loss": false},
       "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "hand": ["◆2"], "field": [{"id": "b1", "cards": ["♥9"], "sign": "チョキ", "power": 9}], "discard": [], "deckCount": 1, "vitalsLeft": 2, "lostVitals": ["♣4"],
       "opponentHandCount": 2, "opponentField": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "opponentDiscard": [], "opponentDeckCount": 3, "opponentVitalsLeft": 3, "opponentLostVitals": [],
       "attacked": [], "battle": null, "direct": null, "result": null}
      """
    かつ "C" に見えるものは次のとおりである:
      """
      {"me": "C", "opponent": "A", "options": {"sudden-vital-loss": false},
       "phase": "main", "turn": 1, "turnPlayer": "A", "toAct": "A",
       "hand": [], "field": [], "discard": [], "deckCount": 0, "vitalsLeft": 0, "lostVitals": [],
       "opponentHandCount": 2, "opponentField": [{"id": "a1", "cards": ["♠5"], "sign": "グー", "power": 5}], "opponentDiscard": [], "opponentDeckCount": 3, "opponentVitalsLeft": 3, "opponentLostVitals": [],
       "attacked": [], "battle": null, "direct": null, "result": null}
      """
