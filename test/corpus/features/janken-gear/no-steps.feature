# language: ja
機能: 壊れた判例

  @janken-gear.deck.size
  シナリオ: 手順のない判例
