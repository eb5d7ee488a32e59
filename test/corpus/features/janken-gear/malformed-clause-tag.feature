# language: ja
機能: 壊れた判例

  @Janken-Gear.Deck_Size
  シナリオ: 大文字の条項タグ
    前提 何か
    ならば 何か
