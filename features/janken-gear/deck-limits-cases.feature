# language: ja
機能: じゃんけん・ギアの、とても長いデッキの検査（本プロジェクトの補完）
  重複の制限の下で組めるいちばん長いデッキは 92 枚（ジョーカー 1 枚、◆ 13 種各 1 枚、♠♥♣ 39 種各 2 枚）である。
  それより長いデッキは、札を一枚ずつ読まずに、枚数の違反ひとつだけで拒まれる（docs/protocol/janken-gear.md の「Limits」）。
  92 枚までのデッキは、ふつうどおり一枚ずつ検査され、違反のある札がすべて指摘される。

  @janken-gear.deck.size @janken-gear.deck.check @janken-gear.deck.two-copies
  シナリオアウトライン: 92 枚までのデッキは札ごとに検査され、それより長いデッキは枚数の違反ひとつで拒まれる
    もし "♠A" を <枚数> 枚並べたデッキを "A" のデッキとして検査する
    ならば デッキ検査は "setup.decks[0]" を条項 "janken-gear.deck.size" で指摘する
    かつ デッキ検査の指摘は <件数> 件である

    例:
      | 枚数 | 件数 |
      | 21   | 20   |
      | 91   | 90   |
      | 92   | 91   |
      | 93   | 1    |
      | 200  | 1    |

  @janken-gear.deck.size @janken-gear.deck.check @janken-gear.deck.two-copies
  シナリオ: 92 枚のデッキでは、3 枚目から後の同じ札がどれも指摘される
    もし "♠A" を 92 枚並べたデッキを "A" のデッキとして検査する
    ならば デッキ検査は "setup.decks[0][2]" を条項 "janken-gear.deck.two-copies" で指摘する
    かつ デッキ検査は "setup.decks[0][91]" を条項 "janken-gear.deck.two-copies" で指摘する

  @janken-gear.deck.cards @janken-gear.deck.check
  シナリオ: 92 枚までのデッキに文字列でない札があれば、その場所で形が不正として拒まれる
    もし "♠A" を 91 枚並べ、その後に次の値を加えたデッキを "A" のデッキとして検査する:
      """
      5
      """
    ならば 対戦は始まらず、準備は形が不正として拒まれ、問題の場所は "setup.decks[0][91]" である

  @janken-gear.deck.size @janken-gear.deck.check
  シナリオ: 92 枚より長いデッキは、文字列でない札があっても読まれず、枚数の違反ひとつで拒まれる
    もし "♠A" を 92 枚並べ、その後に次の値を加えたデッキを "A" のデッキとして検査する:
      """
      5
      """
    ならば デッキ検査は "setup.decks[0]" を条項 "janken-gear.deck.size" で指摘する
    かつ デッキ検査の指摘は 1 件である
