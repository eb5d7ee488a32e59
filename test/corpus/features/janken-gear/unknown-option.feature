# language: ja
機能: 壊れた判例

  @janken-gear.deck.size @option:no-such-option
  シナリオ: 存在しないオプション
    前提 何か
    ならば 何か
