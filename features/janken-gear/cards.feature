# language: ja
機能: じゃんけん・ギアの札
  ♠はグー、♥はチョキ、♣はパー。◆は補助札、ジョーカーは手札から使う札で、どちらも場札にならない。
  札のパワーは A=1、2〜10はその数、J=11、Q=12、K=13（本プロジェクトの補完）。

  背景:
    前提 対戦で、手番は "A"、相手は "B" である

  @janken-gear.cards.signs @janken-gear.cards.signs.spade @janken-gear.cards.signs.heart @janken-gear.cards.signs.club @janken-gear.cards.janken @janken-gear.battle.judge.janken
  シナリオアウトライン: スートはジャンケンの手として戦う
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "B" の場に "<防御>" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "<勝ち>" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である

    例: グーはチョキに、チョキはパーに、パーはグーに勝つ
      | 攻撃 | 防御 | 勝ち   |
      | ♠2   | ♥9   | 攻撃側 |
      | ♥2   | ♣9   | 攻撃側 |
      | ♣2   | ♠9   | 攻撃側 |
      | ♥9   | ♠2   | 防御側 |
      | ♣9   | ♥2   | 防御側 |
      | ♠9   | ♣2   | 防御側 |

  @janken-gear.cards.power @janken-gear.field.bundle.sum
  シナリオアウトライン: 札1枚のパワー
    前提 "A" の手札は "<札>" である
    もし "A" が "<札>" を場に出す
    ならば "A" の場の "<札>" の場札のもとのパワーは <パワー> である

    例:
      | 札  | パワー |
      | ♠A  | 1      |
      | ♥2  | 2      |
      | ♣7  | 7      |
      | ♠10 | 10     |
      | ♥J  | 11     |
      | ♣Q  | 12     |
      | ♠K  | 13     |

  @janken-gear.cards.power @janken-gear.battle.judge.power
  シナリオ: パワーはスートによらず同じ値を持ち、あいこでは大きいほうが勝つ
    前提 "A" の場に "♥J" の場札 "a1" がある
    かつ "B" の場に "♥10" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 戦闘パワーは攻撃側 11、防御側 10 である
    かつ 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である

  @janken-gear.cards.diamond
  シナリオ: ◆の札は場札として出せない
    前提 "A" の手札は "◆5 ♠5" である
    もし "A" が "◆5" を場に出す
    ならば 操作は条項 "janken-gear.cards.diamond" により拒否される
    かつ "A" の場札は 0 枚である

  @janken-gear.cards.joker
  シナリオ: ジョーカーは場札として出せない
    前提 "A" の手札は "ジョーカー ♠5" である
    もし "A" が "ジョーカー" を場に出す
    ならば 操作は条項 "janken-gear.cards.joker" により拒否される
    かつ "A" の手札は "ジョーカー ♠5" になる
