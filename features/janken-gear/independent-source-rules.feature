# language: ja
機能: じゃんけん・ギアの独立検証：原典の各規則
  原典の一覧の各行を、既存の裁定とは別に、境目と組み合わせで確かめる。
  （デッキの制限、スートと手、束、貫通ダイレクト、A と絵札、ジョーカー、◆の各効果と、その効果が場札戦闘ごとに消えること）

  背景:
    前提 対戦で、手番は "A"、相手は "B" である

  # == デッキ ==

  @janken-gear.deck.two-copies @janken-gear.deck.diamond-unique @janken-gear.deck.joker-unique @janken-gear.glossary.copy @janken-gear.deck.note.copies
  シナリオ: 同じランクでもスートごとに2枚まで入り、◆とジョーカーは1枚ずつなら正しい
    もし 次の札を "A" のデッキとして検査する
      """
      ♠5 ♠5 ♥5 ♥5 ♣5 ♣5 ◆5
      ♠K ♠K ♥K ♥K ♣K ♣K ◆K
      ♠A ♥A ♣A ◆A ◆2 ジョーカー
      """
    ならば デッキ検査は違反なしである

  @janken-gear.deck.two-copies
  シナリオ: ♣Kの3枚目は、その札の位置で指摘される
    もし 次の札を "A" のデッキとして検査する
      """
      ♣K ♠2 ♣K ♠3 ♠4 ♠5 ♠6 ♠7 ♠8 ♠9 ♠10 ♥2 ♥3 ♥4 ♥5 ♥6 ♥7 ♣K ♥8 ♥9
      """
    ならば デッキ検査は "setup.decks[0][17]" を条項 "janken-gear.deck.two-copies" で指摘する
    かつ デッキ検査の指摘は 1 件である

  @janken-gear.deck.diamond-unique @janken-gear.deck.joker-unique @janken-gear.deck.size
  シナリオ: 違反が重なれば、それぞれを別々に指摘する
    もし 次の札を "A" のデッキとして検査する
      """
      ◆9 ◆9 ジョーカー ジョーカー ♠2 ♠3 ♠4 ♠5 ♠6 ♠7 ♠8 ♠9 ♠10 ♥2 ♥3 ♥4 ♥5 ♥6 ♥7 ♥8 ♥9
      """
    ならば デッキ検査は "setup.decks[0][1]" を条項 "janken-gear.deck.diamond-unique" で指摘する
    かつ デッキ検査は "setup.decks[0][3]" を条項 "janken-gear.deck.joker-unique" で指摘する
    かつ デッキ検査は "setup.decks[0]" を条項 "janken-gear.deck.size" で指摘する
    かつ デッキ検査の指摘は 3 件である

  # == スートと手 ==

  @janken-gear.cards.signs.club @janken-gear.cards.signs.spade @janken-gear.cards.janken @janken-gear.battle.judge.janken
  シナリオ: パーの♣2は、パワーの大きいグーの♠10に勝つ
    前提 "A" の場に "♣2" の場札 "a1" がある
    かつ "B" の場に "♠10" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である
    かつ 場札 "b1" は倒されて "B" の捨札にある

  @janken-gear.cards.signs.heart @janken-gear.cards.signs.spade @janken-gear.cards.janken @janken-gear.battle.judge.janken
  シナリオ: チョキの♥10は、グーの♠3に攻撃しても負ける
    前提 "A" の場に "♥10" の場札 "a1" がある
    かつ "B" の場に "♠3" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である
    かつ 場札 "a1" は倒されて "A" の捨札にある
    かつ 場札 "b1" は "B" の場に残っている

  # == 束 ==

  @janken-gear.field.bundle.same-suit @janken-gear.cards.diamond
  シナリオ: ◆は束に入れられない
    前提 "A" の手札は "♠3 ◆4" である
    もし "A" が "♠3 ◆4" を場に出す
    ならば 操作は条項 "janken-gear.cards.diamond" により拒否される
    かつ "A" の場札は 0 枚である

  @janken-gear.field.bundle.same-suit @janken-gear.cards.joker
  シナリオ: ジョーカーは束に入れられない
    前提 "A" の手札は "♥3 ジョーカー" である
    もし "A" が "♥3 ジョーカー" を場に出す
    ならば 操作は条項 "janken-gear.cards.joker" により拒否される

  @janken-gear.field.bundle.same-suit
  シナリオ: 三つのスートを混ぜた束は作れず、手札はそのまま残る
    前提 "A" の手札は "♠2 ♥2 ♣2" である
    もし "A" が "♠2 ♥2 ♣2" を場に出す
    ならば 操作は条項 "janken-gear.field.bundle.same-suit" により拒否される
    かつ "A" の手札は "♠2 ♥2 ♣2" になる

  @janken-gear.field.bundle.same-suit @janken-gear.field.bundle.sum @janken-gear.deck.two-copies
  シナリオ: 同じ札2枚も束ねられ、6枚の束のパワーは合計になる
    前提 "A" の手札は "♣A ♣A ♣2 ♣3 ♣4 ♣K" である
    もし "A" が "♣A ♣A ♣2 ♣3 ♣4 ♣K" を場に出す
    ならば "A" の場札は 1 枚である
    かつ "A" の場の "♣A ♣A ♣2 ♣3 ♣4 ♣K" の場札のもとのパワーは 24 である

  @janken-gear.field.bundle.sum @janken-gear.battle.judge.power
  シナリオ: あいこでは束の合計パワーで比べる
    前提 "A" の場に "♠2 ♠3 ♠4" の場札 "a1" がある
    かつ "B" の場に "♠8" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 戦闘パワーは攻撃側 9、防御側 8 である
    かつ 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である

  # == 貫通ダイレクト ==

  @janken-gear.battle.penetrate
  シナリオアウトライン: 貫通ダイレクトは合計パワー11で起こり、10では起こらない
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "B" の場に "♥2" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札 "b1" は倒されて "B" の捨札にある
    かつ 次に動くのは "<次>" である

    例:
      | 攻撃   | 次 |
      | ♠10    | A  |
      | ♠J     | B  |
      | ♠4 ♠6  | A  |
      | ♠5 ♠6  | B  |

  @janken-gear.battle.penetrate @janken-gear.battle.judge.tie @janken-gear.battle.note.penetrate
  シナリオ: 合計パワー12どうしの相打ちでは貫通ダイレクトは起こらない
    前提 "A" の場に "♣Q" の場札 "a1" がある
    かつ "B" の場に "♣5 ♣7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は相打ちで、決め手は条項 "janken-gear.battle.judge.tie" である
    かつ 貫通ダイレクトは起こらない
    かつ "B" の残りヴァイタルは 3 枚になる

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate
  シナリオ: 防御側が合計パワー13で勝っても、攻撃側は貫通ダイレクトを受けない
    前提 "A" の場に "♥9" の場札 "a1" がある
    かつ "B" の場に "♠K" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である
    かつ 貫通ダイレクトは起こらない
    かつ "A" の残りヴァイタルは 3 枚になる

  @janken-gear.battle.penetrate @janken-gear.battle.judge.ace @janken-gear.diamond.boost @janken-gear.battle.note.ace
  シナリオ: ◆10を加えた♠Aが絵札に勝つと、戦闘パワー11で貫通ダイレクトが起こる
    前提 "A" の場に "♠A" の場札 "a1" がある
    かつ "A" の手札は "◆10" である
    かつ "B" の場に "♥K" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆10" でパワーを加算する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.ace" である
    かつ 戦闘パワーは攻撃側 11、防御側 13 である
    かつ "B" に貫通ダイレクトが向かう

  # == A と絵札 ==

  @janken-gear.battle.judge.ace @janken-gear.battle.note.ace
  シナリオ: ジャンケンでは勝つチョキの♥Qも、パーの♣Aには負ける
    前提 "A" の場に "♥Q" の場札 "a1" がある
    かつ "B" の場に "♣A" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.ace" である
    かつ 場札 "a1" は倒されて "A" の捨札にある

  @janken-gear.battle.judge.ace @janken-gear.diamond.boost @janken-gear.diamond.sign-change @janken-gear.battle.note.ace @janken-gear.diamond.note.same-power
  シナリオ: 加算や記号の変更をしても、絵札を含む場札はAに負ける
    前提 "A" の場に "♠J" の場札 "a1" がある
    かつ "A" の手札は "◆10 ◆J" である
    かつ "B" の場に "♥A" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆10" でパワーを加算する
    かつ "B" がパスする
    かつ "A" が "◆J" で記号を "グー" に変える
    ならば 操作は条項 "janken-gear.diamond.sign-change" により拒否される
    もし "A" が "◆J" で記号を "パー" に変える
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.ace" である
    かつ 戦闘パワーは攻撃側 21、防御側 1 である

  @janken-gear.battle.judge.ace @janken-gear.battle.note.ace
  シナリオ: Aと絵札を束ねた場札も、A 1枚の場札には負ける
    前提 "A" の場に "♠A" の場札 "a1" がある
    かつ "B" の場に "♣A ♣K" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.ace" である

  @janken-gear.battle.judge.janken @janken-gear.battle.note.ace
  シナリオ: A 1枚どうしはA と絵札の規則ではなくジャンケンで決まる
    前提 "A" の場に "♠A" の場札 "a1" がある
    かつ "B" の場に "♣A" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である

  # == ジョーカー ==

  @janken-gear.battle.joker @janken-gear.turn.refill @janken-gear.diamond.expire
  シナリオ: ジョーカーでターンを奪った防御側は、自分のターンの始めに手札を補充する
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー ◆9" である
    かつ "B" のデッキは "♥2 ♥3 ♥4 ♥5 ♥6 ♥7 ♥8" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆9" で記号を "パー" に変える
    かつ "A" がパスする
    かつ "B" がジョーカーを使う
    ならば 手番は "B" になる
    かつ "B" の手札は 6 枚、デッキは 1 枚である
    かつ "B" の捨札は "◆9 ジョーカー" である
    かつ 場札 "a1" は "A" の場に残っている
    かつ 場札 "b1" は "B" の場に残っている

  @janken-gear.battle.joker @janken-gear.turn.attack-once
  シナリオ: ジョーカーでターンを奪われると、まだ攻撃していない場札も攻撃できない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♠6" の場札 "a2" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がジョーカーを使う
    かつ "A" が場札 "a2" で "b1" を攻撃する
    ならば 操作は条項 "janken-gear.turn.order" により拒否される

  @janken-gear.battle.joker.timing @janken-gear.battle.note.joker
  シナリオ: 貫通ダイレクトはジョーカーでは止められない
    前提 "A" の場に "♠K" の場札 "a1" がある
    かつ "B" の場に "♥2" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" がパスする
    ならば "B" に貫通ダイレクトが向かう
    かつ "B" の選択肢に "joker" はない
    もし "B" がジョーカーを使う
    ならば 操作は条項 "janken-gear.battle.joker.timing" により拒否される

  # == ◆の効果は場札戦闘ごとに消える ==

  @janken-gear.diamond.expire @janken-gear.diamond.chain
  シナリオ: 不発だった連鎖は、次の場札戦闘には持ち越さない
    前提 "A" の場に "♠6" の場札 "a1" がある
    かつ "A" の場に "♣2" の場札 "a2" がある
    かつ "A" の手札は "◆6" である
    かつ "B" の場に "♣6" の場札 "b1" がある
    かつ "B" の場に "♠6" の場札 "b2" がある
    かつ "B" の場に "♥6" の場札 "b3" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆6" で連鎖を使う
    かつ 補助の時間を両者のパスで終える
    ならば 場札 "a1" は倒されて "A" の捨札にある
    かつ "B" の場札は 3 枚である
    もし "A" が場札 "a2" で "b2" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札 "b2" は倒されて "B" の捨札にある
    かつ 場札 "b1" は "B" の場に残っている
    かつ 場札 "b3" は "B" の場に残っている

  # == ◆J・◆Q・◆K と ◆A ==

  @janken-gear.diamond.counter @janken-gear.diamond.counter.judge
  シナリオ: ◆Kのパワー13は、合計13の束と等しいので倒す
    前提 "A" の場に "♥6 ♥7" の場札 "a1" がある
    かつ "B" の手札は "◆K" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆K" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" がパスする
    ならば ダイレクトは無効になる
    かつ 場札 "a1" は倒されて "A" の捨札にある
    かつ "A" の捨札は "♥6 ♥7" である

  @janken-gear.diamond.counter @janken-gear.diamond.counter.judge
  シナリオ: ◆Jで倒せない場札を攻撃しても、ダイレクトは無効になる
    前提 "A" の場に "♠6 ♠6" の場札 "a1" がある
    かつ "B" の残りヴァイタルは 1 枚である
    かつ "B" の手札は "◆J" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆J" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" がパスする
    ならば ダイレクトは無効になる
    かつ 場札 "a1" は "A" の場に残っている
    かつ "B" の残りヴァイタルは 1 枚になる
    かつ "B" の捨札は "◆J" である

  @janken-gear.diamond.counter @janken-gear.diamond.counter.timing @janken-gear.diamond.note.counter-target
  シナリオ: ◆Qが攻撃するのは、ダイレクトを行った側の場にある場札でなければならない
    前提 "A" の場に "♠9" の場札 "a1" がある
    かつ "B" の手札は "◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆Q" でダイレクトを無効にし、場札 "a9" を攻撃する
    ならば 操作は条項 "janken-gear.diamond.counter.timing" により拒否される

  @janken-gear.diamond.ace-cancel @janken-gear.diamond.counter @janken-gear.battle.penetrate
  シナリオ: ◆Aで打ち消されると、貫通ダイレクトは当たる
    前提 "A" の場に "♣5 ♣6" の場札 "a1" がある
    かつ "A" の手札は "◆A" である
    かつ "B" の場に "♠4" の場札 "b1" がある
    かつ "B" の手札は "◆J" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    かつ "B" が "◆J" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" が "◆A" で打ち消す
    かつ "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 2 枚になる
    かつ 場札 "a1" は "A" の場に残っている
    かつ 手番は "A" になる

  @janken-gear.diamond.ace-cancel.timing
  シナリオ: ダイレクトを受ける側は◆Aを使えない
    前提 "A" の場に "♠9" の場札 "a1" がある
    かつ "B" の手札は "◆A ◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆A" で打ち消す
    ならば 操作は条項 "janken-gear.diamond.ace-cancel.timing" により拒否される
    もし "B" が "◆Q" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "B" が "◆A" で打ち消す
    ならば 操作は条項 "janken-gear.diamond.ace-cancel.timing" により拒否される

  @janken-gear.diamond.ace-cancel @janken-gear.diamond.boost
  シナリオ: ◆Aは場札戦闘の加算には使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆A" である
    かつ "B" の場に "♠7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆A" でパワーを加算する
    ならば 操作は条項 "janken-gear.diamond.boost" により拒否される

  # == ◆2〜◆10 の加算 ==

  @janken-gear.diamond.boost
  シナリオ: 防御側も加算でき、両者が重ねた合計で比べる
    前提 "A" の場に "♥5" の場札 "a1" がある
    かつ "A" の手札は "◆2 ◆3" である
    かつ "B" の場に "♥6" の場札 "b1" がある
    かつ "B" の手札は "◆4 ◆10" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆4" でパワーを加算する
    かつ "A" が "◆2" でパワーを加算する
    かつ "B" がパスする
    かつ "A" が "◆3" でパワーを加算する
    かつ "B" が "◆10" でパワーを加算する
    かつ 補助の時間を両者のパスで終える
    ならば 戦闘パワーは攻撃側 10、防御側 20 である
    かつ 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である

  @janken-gear.diamond.boost @janken-gear.diamond.use
  シナリオ: ◆でない札や、手札にない◆では加算できない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "♠4" である
    かつ "B" の場に "♠7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "♠4" でパワーを加算する
    ならば 操作は条項 "janken-gear.diamond.use" により拒否される
    もし "A" が "◆4" でパワーを加算する
    ならば 操作は条項 "janken-gear.diamond.use" により拒否される

  # == 記号の変更 ==

  @janken-gear.diamond.sign-change
  シナリオ: 攻撃側も、自分の場札と同じパワーの◆で記号を変えて勝てる
    前提 "A" の場に "♠3 ♠5" の場札 "a1" がある
    かつ "A" の手札は "◆8" である
    かつ "B" の場に "♣2" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆8" で記号を "チョキ" に変える
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である

  @janken-gear.diamond.sign-change
  シナリオ: いまと同じ記号には変えられない
    前提 "A" の場に "♠8" の場札 "a1" がある
    かつ "A" の手札は "◆8" である
    かつ "B" の場に "♣2" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆8" で記号を "グー" に変える
    ならば 操作は条項 "janken-gear.diamond.sign-change" により拒否される

  @janken-gear.diamond.sign-change @janken-gear.diamond.note.same-power
  シナリオ: A 1枚の場札は◆Aで記号を変えられる
    前提 "A" の場に "♥A" の場札 "a1" がある
    かつ "A" の手札は "◆A" である
    かつ "B" の場に "♠5" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆A" で記号を "パー" に変える
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である

  @janken-gear.diamond.sign-change @janken-gear.battle.judge.power
  シナリオ: 記号を変えてあいこにすると、パワーで決まる
    前提 "A" の場に "♥4" の場札 "a1" がある
    かつ "B" の場に "♠9" の場札 "b1" がある
    かつ "A" の手札は "◆4" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆4" で記号を "グー" に変える
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である

  # == 連鎖 ==

  @janken-gear.diamond.chain @janken-gear.diamond.note.chain
  シナリオ: 防御側の連鎖：勝った防御側は、攻撃側の同じパワーのほかの場札も倒す
    前提 "A" の場に "♥7" の場札 "a1" がある
    かつ "A" の場に "♣7" の場札 "a2" がある
    かつ "A" の場に "♠3 ♠4" の場札 "a3" がある
    かつ "A" の場に "♠8" の場札 "a4" がある
    かつ "B" の場に "♠2" の場札 "b1" がある
    かつ "B" の場に "♥7" の場札 "b2" がある
    かつ "B" の手札は "◆7" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆7" で連鎖を使う
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である
    かつ 場札 "a1" は倒されて "A" の捨札にある
    かつ 場札 "a2" は倒されて "A" の捨札にある
    かつ 場札 "a3" は倒されて "A" の捨札にある
    かつ 場札 "a4" は "A" の場に残っている
    かつ 場札 "b2" は "B" の場に残っている

  @janken-gear.diamond.chain @janken-gear.diamond.note.chain @janken-gear.battle.judge.tie
  シナリオ: 相打ちなら、両者が使った連鎖がどちらも効く
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♥5" の場札 "a2" がある
    かつ "A" の手札は "◆5" である
    かつ "B" の場に "♠5" の場札 "b1" がある
    かつ "B" の場に "♣5" の場札 "b2" がある
    かつ "B" の手札は "◆5" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆5" で連鎖を使う
    かつ "A" が "◆5" で連鎖を使う
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は相打ちで、決め手は条項 "janken-gear.battle.judge.tie" である
    かつ "A" の場札は 0 枚である
    かつ "B" の場札は 0 枚である

  # == ◆A が打ち消す範囲 ==

  @janken-gear.diamond.note.ace-scope @janken-gear.diamond.ace-cancel.timing @janken-gear.diamond.sign-change
  シナリオ: 場札戦闘で記号の変更に使われた◆Jは、◆Aでは打ち消せない
    前提 "A" の場に "♠5 ♠6" の場札 "a1" がある
    かつ "A" の手札は "◆J" である
    かつ "B" の場に "♣9" の場札 "b1" がある
    かつ "B" の手札は "◆A" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆J" で記号を "チョキ" に変える
    ならば "B" の選択肢に "cancel" はない
    もし "B" が "◆A" で打ち消す
    ならば 操作は条項 "janken-gear.diamond.ace-cancel.timing" により拒否される
    もし 補助の時間を両者のパスで終える
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である
    かつ "B" の手札は "◆A" になる
