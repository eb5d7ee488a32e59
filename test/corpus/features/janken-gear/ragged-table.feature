# language: ja
機能: 壊れた判例

  @janken-gear.deck.size
  シナリオ: 表
    前提 次の表
      | a | b |
      | 1 |
    ならば 何か
