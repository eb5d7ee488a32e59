# language: ja
機能: 壊れた判例

  @janken-gear.deck.size
  シナリオ: 一つ目
    ならば 何か

機能: 二つ目の機能
