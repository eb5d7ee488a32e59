# language: ja
機能: 壊れた判例

  @kakushin.character.points.total
  シナリオ: かつだけ
    前提 何か
    かつ 何か
