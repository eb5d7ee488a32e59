# language: xx-nowhere
機能: 壊れた判例

  シナリオ: 何か
    ならば 何か
