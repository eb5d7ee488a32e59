# language: ja
機能: 壊れた判例

  @tommy-walker.no.such-rule
  ルール: 規則

    シナリオ: ルールの下の判例
      前提 何か
      ならば 何か
