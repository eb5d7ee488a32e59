# language: ja
機能: 壊れた判例

  @twgp.attack.charge-boost.achieve
  シナリオ: 先
    ならば 何か

  背景:
    前提 後の背景
