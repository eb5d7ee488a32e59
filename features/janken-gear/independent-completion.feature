# language: ja
機能: じゃんけん・ギアの独立検証：本プロジェクトの補完の規則
  補完の規則（パワーの値、決着の順、ターンの進め方、ダイレクトと勝敗、準備）を、境目と不正な操作で確かめる。

  背景:
    前提 対戦で、手番は "A"、相手は "B" である

  # == パワーの値 ==

  @janken-gear.cards.power @janken-gear.battle.judge.power
  シナリオアウトライン: 同じ記号どうしでは、A=1、10、J=11、Q=12、K=13 の順に強い
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "B" の場に "<防御>" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "<結果>" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である
    かつ 戦闘パワーは攻撃側 <攻撃パワー>、防御側 <防御パワー> である

    例:
      | 攻撃 | 防御 | 結果   | 攻撃パワー | 防御パワー |
      | ♠J   | ♠10  | 攻撃側 | 11         | 10         |
      | ♥Q   | ♥K   | 防御側 | 12         | 13         |
      | ♣A   | ♣2   | 防御側 | 1          | 2          |
      | ♣K   | ♣Q   | 攻撃側 | 13         | 12         |

  @janken-gear.battle.judge.tie @janken-gear.battle.defeat @janken-gear.cards.power
  シナリオ: ♥Kと合計13の束は相打ちで、どちらの札もそれぞれの捨札へ行く
    前提 "A" の場に "♥K" の場札 "a1" がある
    かつ "B" の場に "♥6 ♥7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は相打ちで、決め手は条項 "janken-gear.battle.judge.tie" である
    かつ "A" の捨札は "♥K" である
    かつ "B" の捨札は "♥6 ♥7" である

  @janken-gear.battle.judge.tie @janken-gear.diamond.boost
  シナリオ: 加算で戦闘パワーをそろえても相打ちになる
    前提 "A" の場に "♣4" の場札 "a1" がある
    かつ "A" の手札は "◆5" である
    かつ "B" の場に "♣9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆5" でパワーを加算する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は相打ちで、決め手は条項 "janken-gear.battle.judge.tie" である
    かつ 戦闘パワーは攻撃側 9、防御側 9 である

  # == ターンと攻撃 ==

  @janken-gear.turn.actions.attack
  シナリオ: 相手の場札で攻撃することはできない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "b1" で "a1" を攻撃する
    ならば 操作は条項 "janken-gear.turn.actions.attack" により拒否される

  @janken-gear.field.deploy @janken-gear.battle.support-step
  シナリオ: 防御側が動く番でも、攻撃側が場札戦闘の途中に場札を出すことは場札を出す規則で拒まれる
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "♠6" である
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    ならば 次に動くのは "B" である
    もし "A" が "♠6" を場に出す
    ならば 操作は条項 "janken-gear.field.deploy" により拒否される
    かつ "A" の手札は "♠6" になる

  @janken-gear.field.deploy @janken-gear.diamond.counter.timing
  シナリオ: ダイレクトの応答を待つ間も場札は出せない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "♠6" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "A" が "♠6" を場に出す
    ならば 操作は条項 "janken-gear.field.deploy" により拒否される

  @janken-gear.turn.actions.end
  シナリオ: 場札戦闘の途中ではターンを終えられない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" がターンを終える
    ならば 操作は条項 "janken-gear.turn.actions.end" により拒否される
    かつ 場札戦闘はまだ決着していない

  @janken-gear.turn.attack-target @janken-gear.turn.actions.attack
  シナリオ: 相手の場札をすべて倒した後は、残りの場札でダイレクトできる
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♠6" の場札 "a2" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "a2" でダイレクトする
    ならば 操作は条項 "janken-gear.turn.attack-target" により拒否される
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    かつ "A" が場札 "a2" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 2 枚になる

  @janken-gear.turn.stalemate @janken-gear.turn.refill
  シナリオ: 手札の補充だけでは札を使ったことにならず、引き分けになる
    前提 "B" のデッキは "♥2 ♥3" である
    もし "A" がターンを終える
    ならば "B" の手札は 2 枚、デッキは 0 枚である
    もし "B" がターンを終える
    ならば ゲームは引き分けで終わり、根拠は条項 "janken-gear.turn.stalemate" である

  @janken-gear.turn.stalemate @janken-gear.battle.joker
  シナリオ: ジョーカーで奪われたターンは札を使ったターンであり、そこから数え直す
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がジョーカーを使う
    かつ "B" がターンを終える
    ならば ゲームは続いている
    もし "A" がターンを終える
    ならば ゲームは引き分けで終わり、根拠は条項 "janken-gear.turn.stalemate" である

  # == ダイレクトと勝敗 ==

  @janken-gear.direct.grace @janken-gear.direct.lose @janken-gear.direct.effect
  シナリオ: 最後のヴァイタルを失ったターンの続くダイレクトは何度でも効かず、次の手番のダイレクトで負ける
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♠6" の場札 "a2" がある
    かつ "A" の場に "♠7" の場札 "a3" がある
    かつ "B" の残りヴァイタルは 1 枚である
    かつ "B" の手札は "◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 0 枚になる
    もし "A" が場札 "a2" でダイレクトする
    ならば ダイレクトは効果を持たず、根拠は条項 "janken-gear.direct.grace" である
    かつ 手番は "A" になる
    もし "A" が場札 "a3" でダイレクトする
    ならば ゲームは続いている
    かつ "B" の捨札は "なし" である
    もし "A" がターンを終える
    かつ "B" がターンを終える
    かつ "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば ゲームは "A" の勝ちで終わり、根拠は条項 "janken-gear.direct.lose" である

  @janken-gear.direct.lose @janken-gear.battle.penetrate
  シナリオ: 残りヴァイタルのないプレイヤーは、貫通ダイレクトでも負ける
    前提 "A" の場に "♣J" の場札 "a1" がある
    かつ "B" の場に "♠3" の場札 "b1" がある
    かつ "B" の残りヴァイタルは 0 枚である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    かつ "B" がダイレクトを受ける
    ならば ゲームは "A" の勝ちで終わり、根拠は条項 "janken-gear.direct.lose" である

  @option:sudden-vital-loss @janken-gear.direct.sudden-loss @janken-gear.battle.penetrate
  シナリオ: 変則ルールでは、貫通ダイレクトで最後のヴァイタルを失った瞬間に負ける
    前提 変則ルール "sudden-vital-loss" を使う
    かつ "A" の場に "♣J" の場札 "a1" がある
    かつ "B" の場に "♠3" の場札 "b1" がある
    かつ "B" の残りヴァイタルは 1 枚である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    かつ "B" がダイレクトを受ける
    ならば ゲームは "A" の勝ちで終わり、根拠は条項 "janken-gear.direct.sudden-loss" である

  @janken-gear.direct.effect @janken-gear.turn.actions.end
  シナリオ: ダイレクトの応答を待つ間は、ダイレクトを行った側もターンを終えられない
    前提 "A" の場に "♠5" の場札 "a1" がある
    もし "A" が場札 "a1" でダイレクトする
    ならば 次に動くのは "B" である
    もし "A" がターンを終える
    ならば 操作は条項 "janken-gear.turn.actions.end" により拒否される
    かつ "B" の残りヴァイタルは 3 枚になる

  # == 補助札の時機 ==

  @janken-gear.diamond.timing @janken-gear.diamond.chain
  シナリオ: 場札戦闘の外では連鎖を使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆5" である
    もし "A" が "◆5" で連鎖を使う
    ならば 操作は条項 "janken-gear.diamond.timing" により拒否される

  @janken-gear.diamond.timing @janken-gear.diamond.counter.timing
  シナリオ: ダイレクトの応答では、加算や記号の変更は使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の手札は "◆5 ◆J" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆5" でパワーを加算する
    ならば 操作は条項 "janken-gear.diamond.timing" により拒否される
    かつ "B" の選択肢に "boost" はない
    かつ "B" の選択肢に "counter" がある

  @janken-gear.diamond.counter.timing
  シナリオ: ダイレクトのないときに◆J・◆Q・◆Kでダイレクトを無効にすることはできない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "A" の手札は "◆K" である
    もし "A" が "◆K" でダイレクトを無効にし、場札 "b1" を攻撃する
    ならば 操作は条項 "janken-gear.diamond.counter.timing" により拒否される

  @janken-gear.diamond.counter.judge @janken-gear.diamond.note.counter
  シナリオ: ◆Qのパワー12は、パワー12の♠Qと等しいので倒す
    前提 "A" の場に "♠Q" の場札 "a1" がある
    かつ "B" の手札は "◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆Q" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" がパスする
    ならば ダイレクトは無効になる
    かつ 場札 "a1" は倒されて "A" の捨札にある
