# language: ja
機能: プロパティ（トラップとカウンター）
  トラップは持ち主が自分の意思で発動し、カウンターはあらかじめ裏置きにしておいて自動で発動する。
  置き場所と特性の組み合わせで、ヴァイタル・トラップ、ヴァイタル・カウンター、チャージ・トラップ、ログ・カウンターの4種がある。
  発動は割り込みとして宣言の山の一番上に載る。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  @twgp.property.counter.prepared @twgp.property.counter
  シナリオ: カウンターは手札から直接発動できない
    前提 "B" の手札に、次の効果を持つ札 "手札の仕返し" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" が手札の 1 枚目の札を発動しようとする
    ならば その行動は違反となり、根拠は条項 "twgp.property.counter.prepared" である

  @twgp.property.kinds @twgp.property.charge-trap
  シナリオ: チャージ・トラップはチャージ・グリッドに置いて発動し、瞬間効果なので使った後は捨札になる
    前提 "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば 観察の "seats.1.chargeGrid.0.placement" は "\"表タテ置き\"" である
    もし "A" が宣言なしで応じる
    ならば "罠" は "B" のサージにある
    かつ "B" のチャージ・グリッドの 1 番目は空である

  @twgp.property.kinds
  シナリオ: ヴァイタル・トラップの札はチャージ・グリッドからは発動できない
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "場違いの罠" である:
      """
      {"property": "vital-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.kinds" である

  @twgp.property.counter.automatic @twgp.property.counter @twgp.property.kinds
  シナリオ: ログ・カウンターは持ち主の意思では発動できない
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "仕返し" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.counter.automatic" である

  @twgp.property.counter.automatic @twgp.property.counter @twgp.property.vital-counter @twgp.property.kinds
  シナリオ: ヴァイタル・カウンターも持ち主の意思では発動できない
    前提 "B" のヴァイタル・グリッドの 1 番目は、次の効果を持つ裏向きの札 "命の仕返し" である:
      """
      {"property": "vital-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がヴァイタル・グリッドの 1 番目のヴァイタル・トラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.counter.automatic" である

  @twgp.property.vital-trap.loss @twgp.property.vital-trap @twgp.property.note.vital-trap-loss @twgp.property.trap
  シナリオ: ヴァイタル・トラップを表にするとヴァイタルを1枚失い、自分のダメージ・ルーティンはあるが相手のボーナスはない
    前提 "B" のヴァイタル・グリッドには裏向きのヴァイタルが 2 枚ある
    かつ "B" のヴァイタル・グリッドの 3 番目は、次の効果を持つ裏向きの札 "永続の罠" である:
      """
      {"property": "vital-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "A" の席に次の項目を加える:
      """
      {"finalInstalled": true}
      """
    もし "B" がヴァイタル・グリッドの 3 番目のヴァイタル・トラップを発動する
    ならば "B" のヴァイタルは 2 枚残っている
    かつ "B" のヴァイタル・グリッドの 3 番目は "Active" である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "damage", "player": "B", "count": 1, "clause": "twgp.property.vital-trap.loss"}
      """
    もし "A" が宣言なしで応じる
    ならば いまは "A" が "damage" を決める番である
    もし "A" がヴァイタル・グリッドの 1 番目のヴァイタルを失効させる
    かつ "A" がヴァイタル・グリッドの 1 番目の札をヴァイタル効果にする
    ならば いまは "A" が "routine" を決める番である
    もし "A" がダメージ・ルーティンを終える
    ならば いまは "B" が "routine" を決める番である
    もし "B" がダメージ・ルーティンを終える
    ならば いまは "A" が "battle" を決める番である

  @twgp.property.log-counter.where @twgp.property.log-counter @twgp.property.note.log-counter-deck @twgp.cost.charge-log
  シナリオ: 場に裏タテ置きしてあるログ・カウンターは、コストで捨札になったときに発動する
    前提 "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "捨て身の罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "charge-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "仕返し" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを、コストに次の札を選んで発動する:
      """
      {"pay": [1]}
      """
    ならば 宣言の山は上から "仕返し、捨て身の罠" である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "log-counter", "player": "B", "card": "仕返し", "from": "field"}
      """
    もし "A" が宣言なしで応じる
    ならば いまは "A" が "damage" を決める番である

  @twgp.property.log-counter.where
  シナリオ: 手札から動く札や表置きの札はログ・カウンターとして発動しない
    前提 "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" の手札に、次の効果を持つ札 "手札の仕返し" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "手放す罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "discard", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 宣言の山には宣言が 0 つある
    かつ "B" の山札の一番下は "手札の仕返し" である
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter"}
      """

  @twgp.property.vital-counter @twgp.property.note.vital-counter-choice @twgp.property.kinds @twgp.damage.active-one
  シナリオ: ヴァイタル・カウンターは、ダメージで表タテ置きのヴァイタル効果に選ばれたときに発動する
    前提 "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "A" のヴァイタル・グリッドの 3 番目は、次の効果を持つ裏向きの札 "場の仕返し" である:
      """
      {"property": "vital-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    かつ "A" がヴァイタル・グリッドの 3 番目のヴァイタルを失効させる
    かつ "A" がヴァイタル・グリッドの 3 番目の札をヴァイタル効果にする
    ならば 宣言の山は上から "場の仕返し" である
    かつ 行使権は "B" にある
    もし "B" が宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である

  @twgp.property.trap.when @twgp.property.note.trap-moment @twgp.property.trap @twgp.sequence.build.turn-player
  シナリオ: ビルド・シークェンスではトラップを発動できない
    前提 "A" のターンのビルド・シークェンスで、相手は "B" である
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "search"}]}
      """
    ならば "B" の選択肢に種類 "activate" の行動はない
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.trap.when" である

  @twgp.property.note.trap-moment @twgp.property.trap @twgp.sequence.battle.interrupt
  シナリオ: 「攻撃を受けたとき」のトラップは、自分に影響する宣言が山にある間だけ発動できる
    前提 "A" の場に基本パワー 5 のユニット "五" がある
    かつ "B" の場に基本パワー 3 のユニット "三" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "迎撃の罠" である:
      """
      {"property": "charge-trap", "when": "targeted", "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.property.trap" である
    もし "五" が "三" へのアサルトを宣言する
    かつ "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば 宣言の山は上から "迎撃の罠、assault" である
