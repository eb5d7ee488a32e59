# language: ja
機能: 壊れた判例

  @twgp.attack.charge-boost.achieve @option:__proto__
  シナリオ: プロトタイプ名のオプション
    前提 何か
    ならば 何か
