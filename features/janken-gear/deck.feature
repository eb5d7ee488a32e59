# language: ja
機能: じゃんけん・ギアのデッキ
  デッキはトランプの札ちょうど20枚で、ジョーカーと◆は重複なし、♠♥♣は同じ札2枚まで。
  違反は、何枚目の札がどの条項に反するかで指摘される。

  @janken-gear.deck.cards @janken-gear.deck.joker-unique @janken-gear.deck.diamond-unique @janken-gear.deck.two-copies @janken-gear.deck.size
  シナリオ: ジョーカー1枚、◆各1枚、♠♥♣の同じ札2枚ずつの20枚は正しいデッキである
    もし 次の札を "A" のデッキとして検査する
      """
      ♠A ♠A ♠K ♠K ♥7 ♥7 ♥Q ♣2 ♣2 ♣10
      ◆A ◆2 ◆3 ◆7 ◆10 ◆J ◆Q ◆K ジョーカー ♣J
      """
    ならば デッキ検査は違反なしである

  @janken-gear.deck.diamond-unique
  シナリオ: 同じ◆の2枚目は入れられない
    もし 次の札を "A" のデッキとして検査する
      """
      ♠A ♠A ♠K ♠K ♥7 ♥7 ♥Q ♣2 ♣2 ♣10
      ◆A ◆2 ◆3 ◆7 ◆10 ◆J ◆Q ◆K ◆7 ♣J
      """
    ならば デッキ検査は "setup.decks[0][18]" を条項 "janken-gear.deck.diamond-unique" で指摘する
    かつ デッキ検査の指摘は 1 件である

  @janken-gear.deck.joker-unique
  シナリオ: ジョーカーの2枚目は入れられない
    もし 次の札を "A" のデッキとして検査する
      """
      ジョーカー ♠A ♠K ♠K ♥7 ♥7 ♥Q ♣2 ♣2 ♣10
      ◆A ◆2 ◆3 ◆7 ◆10 ◆J ◆Q ◆K ジョーカー ♣J
      """
    ならば デッキ検査は "setup.decks[0][18]" を条項 "janken-gear.deck.joker-unique" で指摘する
    かつ デッキ検査の指摘は 1 件である

  @janken-gear.deck.two-copies
  シナリオ: ♠♥♣の同じ札は3枚目から入れられない
    もし 次の札を "A" のデッキとして検査する
      """
      ♠A ♠A ♠A ♠K ♥7 ♥7 ♥Q ♣2 ♣2 ♣10
      ◆A ◆2 ◆3 ◆7 ◆10 ◆J ◆Q ◆K ジョーカー ♣J
      """
    ならば デッキ検査は "setup.decks[0][2]" を条項 "janken-gear.deck.two-copies" で指摘する
    かつ デッキ検査の指摘は 1 件である

  @janken-gear.deck.two-copies @janken-gear.glossary.copy @janken-gear.deck.note.copies
  シナリオ: スートが違えば同じランクでも重複ではない
    もし 次の札を "A" のデッキとして検査する
      """
      ♠5 ♠5 ♥5 ♥5 ♣5 ♣5 ♠6 ♠6 ♥6 ♥6
      ♣6 ♣6 ♠7 ♠7 ♥7 ♥7 ♣7 ♣7 ◆5 ジョーカー
      """
    ならば デッキ検査は違反なしである

  @janken-gear.deck.two-copies @janken-gear.deck.note.copies @option:copies-by-rank
  シナリオ: ランクで数える読み方では、♠♥♣の同じランクはスートが違っても2枚までで、◆はその数に入らない
    もし 次の札を "A" のデッキとして検査する
      """
      ♠5 ♥5 ♣5 ♠6 ♠6 ♥7 ♣7 ♠8 ♥9 ♣10
      ◆5 ◆2 ◆3 ◆7 ◆10 ◆J ◆Q ◆K ジョーカー ♣J
      """
    ならば デッキ検査は "setup.decks[0][2]" を条項 "janken-gear.deck.two-copies" で指摘する
    かつ デッキ検査の指摘は 1 件である

  @janken-gear.deck.two-copies @janken-gear.deck.note.copies @option:copies-by-rank
  シナリオ: ランクで数える読み方でも、♠♥♣の同じランクが2枚ずつなら正しいデッキである
    もし 次の札を "A" のデッキとして検査する
      """
      ♠5 ♥5 ♠6 ♣6 ♥7 ♥7 ♣8 ♠8 ♠9 ♥9
      ◆5 ◆6 ◆7 ◆8 ◆9 ◆J ◆Q ◆K ジョーカー ♣J
      """
    ならば デッキ検査は違反なしである

  @janken-gear.deck.size
  シナリオアウトライン: デッキはちょうど20枚でなければならない
    もし 次の札を "A" のデッキとして検査する
      """
      <札>
      """
    ならば デッキ検査は "setup.decks[0]" を条項 "janken-gear.deck.size" で指摘する

    例:
      | 札 |
      | ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A |
      | ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー ♠6 |

  @janken-gear.deck.cards
  シナリオ: トランプにない札は入れられない
    もし 次の札を "A" のデッキとして検査する
      """
      ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ♠14
      """
    ならば デッキ検査は "setup.decks[0][19]" を条項 "janken-gear.deck.cards" で指摘する

  @janken-gear.deck.check @janken-gear.deck.diamond-unique
  シナリオ: どちらかのデッキが規則に反していれば対戦は始まらず、その札の位置が示される
    前提 "A" と "B" が、次のデッキを使う
      """
      ♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー
      """
    かつ "B" のデッキだけ 20 枚目を "◆3" に替える
    もし 対戦をシード 1 で始める
    ならば 対戦は始まらず、"setup.decks[1][19]" が条項 "janken-gear.deck.diamond-unique" で指摘される
