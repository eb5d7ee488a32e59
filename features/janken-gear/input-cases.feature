# language: ja
機能: じゃんけん・ギアの行動と局面の形の誤り（本プロジェクトの補完）
  行動と局面（docs/protocol/janken-gear.md）の形の誤りは、ルールの違反ではなく形の誤りとして、その場所を示して拒まれる。
  局面の置き場は、ゲームの札の総数 40 枚まで書ける（「Limits」）。

  @janken-gear.turn.actions
  シナリオアウトライン: オブジェクトでない行動や、種類が文字列でない行動は形が不正として拒まれる
    前提 対戦で、手番は "A"、相手は "B" である
    もし "A" が次の行動をとろうとする:
      """
      <行動>
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "<場所>" である

    例:
      | 行動                       | 場所        |
      | "end-turn"                 | action      |
      | ["end-turn"]               | action      |
      | {"type": ["end-turn"]}     | action.type |
      | {"type": ["pass"]}         | action.type |
      | {"type": "__proto__"}      | action.type |
      | {"type": "constructor"}    | action.type |

  @janken-gear.setup.hand @janken-gear.turn.refill
  シナリオアウトライン: 局面の手札は 40 枚まで書け、それより多い手札は形が不正として拒まれる
    前提 対戦で、手番は "A"、相手は "B" である
    かつ "A" の手札は "<手札>" である
    ならば <結果>

    例:
      | 手札 | 結果 |
      | ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A | ゲームは続いている |
      | ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A ♠A | その局面は形が不正として拒まれ、問題の場所は "position.seats[0].hand" である |
