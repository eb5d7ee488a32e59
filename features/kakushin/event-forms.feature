# language: ja
機能: 革新的なTCGの記録と観察の形（本プロジェクトの補完）
  戦闘の出来事と観察は、このルールブックの形（docs/protocol/kakushin.md の「Events」と「Observation」）で
  返される。先攻を放棄した者、宣告で消されたスキル、状態異常がかかったパネルやプランの文も、その形で示される。

  背景:
    前提 キャラクター "木偶" は体力 17、火 0、水 0、風 0、地 0、剣 0、スキル欄 "沙羅双樹" である
    かつ キャラクター "剣豪" は体力 1、火 0、水 0、風 0、地 0、剣 16、スキル欄 "斬撃" である

  @kakushin.battle.initiative @kakushin.plan.give-up-first @kakushin.qa.give-up-first
  シナリオアウトライン: 先攻後攻の決定の記録は、先攻になった者と、プランで先攻を放棄した者を示す
    前提 キャラクター "木偶" のプランは "<プラン>" である
    かつ さいころの目は順に "1、1" である
    かつ 対戦 "木偶" 対 "剣豪" をシード 1 で用意する
    もし 先攻後攻を決める
    ならば 記録で、種類 "initiative" の出来事は順に次のとおりである:
      """
      [<記録>]
      """

    例:
      | プラン           | 記録                                                       |
      |                  | {"type": "initiative", "first": "木偶", "gaveUp": null}    |
      | 先攻を放棄する。 | {"type": "initiative", "first": "剣豪", "gaveUp": "木偶"}  |

  @kakushin.canon.declare.erase @kakushin.canon.declare.note-scope
  シナリオ: 観察の erased は、宣告が指したスキルを示す
    前提 キャラクター "宣告者" は体力 12、火 1、水 0、風 0、地 0、剣 2、スキル欄 "宣告：沙羅双樹、斬撃、火球" である
    かつ キャラクター "剣士" は体力 13、火 0、水 0、風 0、地 0、剣 3、スキル欄 "斬撃、沙羅双樹" である
    かつ 対戦 "宣告者" 対 "剣士" をシード 5 で始める
    もし 先攻後攻を決める
    ならば 観察の "erased" は次の値である:
      """
      ["沙羅双樹"]
      """

  @kakushin.target.random
  シナリオ: パネルに状態異常を与えた記録は、その状態異常がかかったパネルを示す
    前提 キャラクター "氷使い" は体力 15、火 0、水 2、風 0、地 0、剣 0、スキル欄 "氷結" である
    かつ 対戦 "氷使い" 対 "木偶" を、"氷使い" の先攻としてシード 1 で始める
    かつ "氷使い" の所持パネルは "水水" である
    かつ "木偶" の所持パネルは "地地" である
    もし "氷使い" が行動する
    ならば 記録で、種類 "ailment-given" の出来事は順に次のとおりである:
      """
      [{"type": "ailment-given", "ailment": "Freeze", "on": "panels",
        "panels": [{"kind": "地", "ailments": ["Freeze"]}, {"kind": "地", "ailments": ["Freeze"]}], "player": "木偶"}]
      """

  @kakushin.target.plan @kakushin.battle.recovery @kakushin.battle.note-ailment-model
  シナリオ: プランに Bind を与えた記録と、その回復の確認の記録は、Bind のかかった文を示す
    前提 キャラクター "灼熱" は体力 15、火 2、水 0、風 0、地 0、剣 0、スキル欄 "灼熱波" である
    かつ キャラクター "木偶" のプランは "沙羅双樹を使用しない。" である
    かつ さいころの目は順に "4" である
    かつ 対戦 "灼熱" 対 "木偶" を、"灼熱" の先攻としてシード 1 で始める
    かつ "灼熱" の所持パネルは "火火" である
    もし "灼熱" が行動する
    ならば 記録で、種類 "ailment-given" の出来事は順に次のとおりである:
      """
      [{"type": "ailment-given", "ailment": "Bind", "on": "plan", "sentence": 1, "player": "木偶"}]
      """
    もし 状態異常の回復と適用を行う
    ならば 記録で、種類 "ailment-check" の出来事は順に次のとおりである:
      """
      [{"type": "ailment-check", "ailment": "Bind", "roll": 4, "recovered": false, "sentence": 1, "player": "木偶"}]
      """
