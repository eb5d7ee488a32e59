# language: ja
機能: 壊れた判例

  @tommy-walker.setup.deck-size
  シナリオテンプレート: 例の表のタグ
    前提 <n> 枚
    ならば 何か

    @tommy-walker.setup.no-such
    例:
      | n |
      | 1 |
