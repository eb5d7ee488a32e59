# language: ja
@twgp.attack.nothing-here
機能: 壊れた判例

  シナリオ: 機能のタグ
    前提 何か
    ならば 何か
