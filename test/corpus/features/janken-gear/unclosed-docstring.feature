# language: ja
機能: 壊れた判例

  @janken-gear.deck.size
  シナリオ: 閉じない文書
    もし 次の札を "A" のデッキとして検査する
      """
      ♠A ♠2
    ならば デッキ検査は違反なしである
