# language: ja
機能: 壊れた判例

  @janken-gear.deck.no-such-clause
  シナリオ: 存在しない条項の判例
    前提 何か
    ならば 何か
