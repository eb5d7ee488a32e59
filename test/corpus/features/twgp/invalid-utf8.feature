# language: ja
機能: 壊れた判例

  @twgp.attack.charge-boost.achieve
  シナリオ: 壊れた��文字
    ならば 何か
