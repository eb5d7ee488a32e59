# language: ja
機能: 壊れた判例

  @__proto__.constructor
  シナリオ: プロトタイプ名のタグ
    前提 何か
    ならば 何か
