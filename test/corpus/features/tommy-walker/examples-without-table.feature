# language: ja
機能: 壊れた判例

  @tommy-walker.setup.deck-size
  シナリオテンプレート: 例
    前提 <n> 枚
    ならば 何か

    例:
      | n |
      | 1 | 2 |
