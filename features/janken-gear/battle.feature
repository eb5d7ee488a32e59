# language: ja
機能: じゃんけん・ギアの場札戦闘
  攻撃で場札戦闘が始まり、防御側から交互に補助札かジョーカーを使うかパスをする。
  二人が続けてパスしたら決着：A と絵札 → ジャンケン → あいこならパワー → 等しければ相打ち。
  攻撃側が勝って合計パワーが11以上なら貫通ダイレクト。ジョーカーは決着させずにターンを奪う。

  背景:
    前提 対戦で、手番は "A"、相手は "B" である

  @janken-gear.battle.start @janken-gear.battle.support-step
  シナリオ: 攻撃すると場札戦闘が始まり、防御側から補助の時間に動く
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    ならば 次に動くのは "B" である
    かつ "B" の決定の種類は "support" である
    もし "B" がパスする
    ならば 次に動くのは "A" である
    かつ "A" の決定の種類は "support" である
    かつ 場札戦闘はまだ決着していない
    もし "A" がパスする
    ならば 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.janken" である

  @janken-gear.battle.support-step @janken-gear.diamond.boost
  シナリオ: 補助札が使われたらパスは数え直しになり、二人が続けてパスするまで決着しない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆3" である
    かつ "B" の場に "♠7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆3" でパワーを加算する
    ならば 次に動くのは "B" である
    かつ 場札戦闘はまだ決着していない
    もし "B" がパスする
    かつ "A" がパスする
    ならば 戦闘パワーは攻撃側 8、防御側 7 である
    かつ 場札戦闘は "攻撃側" の勝ちで、決め手は条項 "janken-gear.battle.judge.power" である

  @janken-gear.battle.support-step
  シナリオ: 補助の時間に自分の番でなければ札を使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "◆3" である
    かつ "B" の場に "♠7" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "A" が "◆3" でパワーを加算する
    ならば 操作は条項 "janken-gear.battle.support-step" により拒否される

  @janken-gear.battle.judge @janken-gear.battle.judge.ace @janken-gear.battle.judge.janken @janken-gear.battle.judge.power @janken-gear.battle.judge.tie @janken-gear.battle.defeat
  シナリオアウトライン: 決着は A と絵札、ジャンケン、パワー、相打ちの順に決まる
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "B" の場に "<防御>" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "<結果>" の勝ちで、決め手は条項 "<条項>" である
    かつ "A" の場札は <攻撃側の残り> 枚である
    かつ "B" の場札は <防御側の残り> 枚である

    例:
      | 攻撃      | 防御  | 結果   | 条項                              | 攻撃側の残り | 防御側の残り |
      | ♣A        | ♣Q    | 攻撃側 | janken-gear.battle.judge.ace      | 1            | 0            |
      | ♥A ♥2     | ♠J    | 防御側 | janken-gear.battle.judge.janken   | 0            | 1            |
      | ♠2        | ♥K    | 攻撃側 | janken-gear.battle.judge.janken   | 1            | 0            |
      | ♣3 ♣4     | ♣8    | 防御側 | janken-gear.battle.judge.power    | 0            | 1            |
      | ♥9        | ♥5 ♥3 | 攻撃側 | janken-gear.battle.judge.power    | 1            | 0            |
      | ♠7        | ♠3 ♠4 | 相打ち | janken-gear.battle.judge.tie      | 0            | 0            |

    @janken-gear.battle.note.ace
    例: 記号の違う A と絵札
      | 攻撃      | 防御  | 結果   | 条項                              | 攻撃側の残り | 防御側の残り |
      | ♠K        | ♥A    | 防御側 | janken-gear.battle.judge.ace      | 0            | 1            |
      | ♥A        | ♠J ♠2 | 攻撃側 | janken-gear.battle.judge.ace      | 1            | 0            |

  @janken-gear.battle.judge @janken-gear.battle.judge.ace @janken-gear.battle.judge.janken @janken-gear.battle.note.ace @option:ace-on-same-sign
  シナリオアウトライン: 記号が同じときだけ A が絵札に勝つ読み方では、記号が違えばジャンケンで決まる
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "B" の場に "<防御>" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "<結果>" の勝ちで、決め手は条項 "<条項>" である
    かつ "A" の場札は <攻撃側の残り> 枚である
    かつ "B" の場札は <防御側の残り> 枚である

    例:
      | 攻撃 | 防御  | 結果   | 条項                            | 攻撃側の残り | 防御側の残り |
      | ♣A   | ♣Q    | 攻撃側 | janken-gear.battle.judge.ace    | 1            | 0            |
      | ♠A   | ♠J ♠2 | 攻撃側 | janken-gear.battle.judge.ace    | 1            | 0            |
      | ♠K   | ♥A    | 攻撃側 | janken-gear.battle.judge.janken | 1            | 0            |
      | ♥A   | ♠J ♠2 | 防御側 | janken-gear.battle.judge.janken | 0            | 1            |

  @janken-gear.battle.judge.ace @janken-gear.diamond.sign-change @janken-gear.battle.note.ace @option:ace-on-same-sign
  シナリオ: 記号が同じときだけ A が絵札に勝つ読み方でも、◆A で記号をそろえた ♥A は ♠K に勝つ
    前提 "A" の場に "♠K" の場札 "a1" がある
    かつ "B" の場に "♥A" の場札 "b1" がある
    かつ "B" の手札は "◆A" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" が "◆A" で記号を "グー" に変える
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "防御側" の勝ちで、決め手は条項 "janken-gear.battle.judge.ace" である
    かつ 場札 "a1" は倒されて "A" の捨札にある

  @janken-gear.battle.example.janken @janken-gear.battle.judge.janken @janken-gear.battle.defeat @janken-gear.battle.penetrate
  シナリオ: ♠2 が ♥K を攻撃すると、♥K は倒れて捨札へ行き、♠2 は場に残る
    前提 "A" の場に "♠2" の場札 "a1" がある
    かつ "B" の場に "♥K" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札 "b1" は倒されて "B" の捨札にある
    かつ "B" の捨札は "♥K" である
    かつ 場札 "a1" は "A" の場に残っている
    かつ 場札戦闘で倒された場札は "b1" である
    かつ 連鎖で倒された場札は "なし" である
    かつ 貫通ダイレクトは起こらない

  @janken-gear.battle.example.ace @janken-gear.battle.judge.ace
  シナリオ: ♣A は ♣Q にパワーの大小にかかわらず勝つ
    前提 "A" の場に "♣A" の場札 "a1" がある
    かつ "B" の場に "♣Q" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 戦闘パワーは攻撃側 1、防御側 12 である
    かつ 場札 "b1" は倒されて "B" の捨札にある

  @janken-gear.battle.judge.tie @janken-gear.battle.defeat
  シナリオ: 相打ちでは両方の場札が倒れる
    前提 "A" の場に "♠7" の場札 "a1" がある
    かつ "B" の場に "♠3 ♠4" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は相打ちで、決め手は条項 "janken-gear.battle.judge.tie" である
    かつ 場札 "a1" は倒されて "A" の捨札にある
    かつ 場札 "b1" は倒されて "B" の捨札にある
    かつ 場札戦闘で倒された場札は "a1 b1" である
    かつ 連鎖で倒された場札は "なし" である
    かつ "B" の捨札は "♠3 ♠4" である

  @janken-gear.battle.penetrate @janken-gear.battle.example.penetrate @janken-gear.direct.effect
  シナリオ: 合計パワー11の束が勝つと、防御側は貫通ダイレクトも受ける
    前提 "A" の場に "♥5 ♥6" の場札 "a1" がある
    かつ "B" の場に "♣9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ 補助の時間を両者のパスで終える
    ならば 場札 "b1" は倒されて "B" の捨札にある
    かつ "B" に貫通ダイレクトが向かう
    もし "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 2 枚になる
    かつ 手番は "A" になる

  @janken-gear.battle.penetrate @janken-gear.diamond.boost
  シナリオアウトライン: 貫通ダイレクトは、攻撃側が勝って戦闘パワーが11以上のときだけ起こる
    前提 "A" の場に "<攻撃>" の場札 "a1" がある
    かつ "A" の手札は "<補助>" である
    かつ "B" の場に "<防御>" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "<補助>" でパワーを加算する
    かつ 補助の時間を両者のパスで終える
    ならば 場札戦闘は "<結果>" の勝ちで、決め手は条項 "<条項>" である
    かつ "B" の残りヴァイタルは 3 枚になる
    かつ 次に動くのは "<次>" である

    例:
      | 攻撃 | 補助 | 防御 | 結果   | 条項                            | 次 |
      | ♠4   | ◆7   | ♥K   | 攻撃側 | janken-gear.battle.judge.janken | B  |
      | ♠4   | ◆6   | ♥K   | 攻撃側 | janken-gear.battle.judge.janken | A  |
      | ♠4   | ◆9   | ♣2   | 防御側 | janken-gear.battle.judge.janken | A  |

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @janken-gear.direct.effect
  シナリオ: 相手の場札がないときのダイレクトは、パワー13の場札でも1回だけである
    前提 "A" の場に "♠K" の場札 "a1" がある
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば 貫通ダイレクトは起こらない
    かつ "B" の残りヴァイタルは 2 枚になる
    かつ 次に動くのは "A" である

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @janken-gear.direct.effect @option:penetrate-on-direct
  シナリオ: ダイレクトにも貫通を認める読み方では、パワー13の場札のダイレクトの後に貫通ダイレクトが続く
    前提 "A" の場に "♠K" の場札 "a1" がある
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" に貫通ダイレクトが向かう
    かつ "B" の残りヴァイタルは 2 枚になる
    かつ 次に動くのは "B" である
    もし "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 1 枚になる
    かつ 手番は "A" になる

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @option:penetrate-on-direct
  シナリオアウトライン: ダイレクトにも貫通を認める読み方でも、貫通ダイレクトが続くのは場札のパワーが11以上のときだけである
    前提 "A" の場に "<場札>" の場札 "a1" がある
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 2 枚になる
    かつ 次に動くのは "<次>" である

    例:
      | 場札  | 次 |
      | ♠10   | A  |
      | ♠4 ♠6 | A  |
      | ♠5 ♠6 | B  |

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @option:penetrate-on-direct
  シナリオアウトライン: ダイレクトにも貫通を認める読み方で、貫通ダイレクトが続くかはダイレクトした場札のパワーで決まり、ほかの場札のパワーにはよらない
    前提 "A" の場に "<a1>" の場札 "a1" がある
    かつ "A" の場に "<a2>" の場札 "a2" がある
    もし "A" が場札 "a2" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば "B" の残りヴァイタルは 2 枚になる
    かつ 次に動くのは "<次>" である

    例:
      | a1 | a2 | 次 |
      | ♠3 | ♠K | B  |
      | ♠K | ♠3 | A  |

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @janken-gear.direct.lose @option:penetrate-on-direct
  シナリオ: ダイレクトにも貫通を認める読み方でも、ダイレクトでゲームが終われば貫通ダイレクトは続かない
    前提 "A" の場に "♠K" の場札 "a1" がある
    かつ "B" の残りヴァイタルは 0 枚である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" がダイレクトを受ける
    ならば ゲームは "A" の勝ちで終わり、根拠は条項 "janken-gear.direct.lose" である
    かつ 貫通ダイレクトは起こらない

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @janken-gear.diamond.counter @option:penetrate-on-direct
  シナリオ: ダイレクトにも貫通を認める読み方で、ダイレクトした場札が◆J・◆Q・◆Kで倒されれば、ほかの場札が残っていても貫通ダイレクトは続かない
    前提 "A" の場に "♠J" の場札 "a1" がある
    かつ "A" の場に "♠3" の場札 "a2" がある
    かつ "B" の手札は "◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆Q" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" がパスする
    ならば 場札 "a1" は倒されて "A" の捨札にある
    かつ 場札 "a2" は "A" の場に残っている
    かつ 貫通ダイレクトは起こらない
    かつ "B" の残りヴァイタルは 3 枚になる

  @janken-gear.battle.penetrate @janken-gear.battle.note.penetrate @janken-gear.diamond.counter @option:penetrate-on-direct
  シナリオ: ダイレクトにも貫通を認める読み方でも、ダイレクトした場札が◆J・◆Q・◆Kで倒されれば貫通ダイレクトは続かない
    前提 "A" の場に "♠J" の場札 "a1" がある
    かつ "B" の手札は "◆Q" である
    もし "A" が場札 "a1" でダイレクトする
    かつ "B" が "◆Q" でダイレクトを無効にし、場札 "a1" を攻撃する
    かつ "A" がパスする
    ならば ダイレクトは無効になる
    かつ 場札 "a1" は倒されて "A" の捨札にある
    かつ 貫通ダイレクトは起こらない
    かつ "B" の残りヴァイタルは 3 枚になる

  @janken-gear.battle.joker
  シナリオ: 防御側がジョーカーを使うと、決着しないまま手番が防御側に移る
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の場に "♠6" の場札 "a2" がある
    かつ "A" の手札は "◆4" である
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    かつ "A" が "◆4" でパワーを加算する
    かつ "B" がジョーカーを使う
    ならば 操作は受け付けられる
    かつ 場札 "a1" は "A" の場に残っている
    かつ 場札 "b1" は "B" の場に残っている
    かつ "B" の捨札は "ジョーカー" である
    かつ "A" の捨札は "◆4" である
    かつ 手番は "B" になる

  @janken-gear.battle.joker.timing
  シナリオ: 攻撃側はジョーカーを使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "A" の手札は "ジョーカー" である
    かつ "B" の場に "♥9" の場札 "b1" がある
    もし "A" が場札 "a1" で "b1" を攻撃する
    かつ "B" がパスする
    ならば "A" の選択肢に "joker" はない
    もし "A" がジョーカーを使う
    ならば 操作は条項 "janken-gear.battle.joker.timing" により拒否される

  @janken-gear.battle.joker.timing
  シナリオ: ジョーカーを持っていない防御側はジョーカーを使えない
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "♥3" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    ならば "B" の選択肢に "joker" はない
    もし "B" がジョーカーを使う
    ならば 操作は条項 "janken-gear.battle.joker.timing" により拒否される

  @janken-gear.battle.joker.timing
  シナリオ: 場札戦闘の外ではジョーカーを使えない
    前提 "A" の手札は "ジョーカー" である
    もし "A" がジョーカーを使う
    ならば 操作は条項 "janken-gear.battle.joker.timing" により拒否される

  @janken-gear.battle.joker.timing
  シナリオ: 防御側は補助の時間の自分の番にジョーカーを選べる
    前提 "A" の場に "♠5" の場札 "a1" がある
    かつ "B" の場に "♥9" の場札 "b1" がある
    かつ "B" の手札は "ジョーカー" である
    もし "A" が場札 "a1" で "b1" を攻撃する
    ならば "B" の選択肢に "joker" がある
