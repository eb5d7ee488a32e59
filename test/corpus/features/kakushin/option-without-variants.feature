# language: ja
機能: 壊れた判例

  @kakushin.character.points.total @option:final
  シナリオ: 変種のない本のオプション
    前提 何か
    ならば 何か
