# language: ja
機能: 壊れた判例

  @janken-gear.deck.size
  シナリオ: 結果のない判例
    前提 何か
    もし 何か
