# language: ja
機能: 壊れた判例

  @twgp.attack.charge-boost.achieve
  シナリオテンプレート: 例のない
    前提 <n> 枚
    ならば 何か

    例:
