# language: ja
機能: ログ・カウンターの攻撃（21 章）
  オプション deck-card-types を採用した対戦で、ユニットを狙うテキストのログ・カウンターは、
  処理されるときに持ち主が狙いを選ぶ。攻撃のテキストなら、相手のバトル・グリッドに表タテ置きの
  ユニットがなくなっていればダイレクトもでき、同時にグリッドから発動した攻撃はパワーを合計して
  1 体に集められる。ハック状態のユニットのグリッド・ブラストで発動したものは、発動した側を狙う。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  # ---- ダイレクト ----

  @twgp.card-type.log-counter.direct @twgp.card-type.log-counter.note.leftover-direct @twgp.card-type.log-counter.note.attack @twgp.card-type.log-counter.note.aim-none @option:deck-card-types
  シナリオ: 相手に表タテ置きのユニットが残る間はダイレクトできず、先のログ・カウンターが最後の 1 体を捨札にすると、残りのログ・カウンターでダイレクトできる
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "A" の場に基本パワー 4 のユニット "四" がある
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "反撃一" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 6}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "反撃二" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 6}]}
      """
    もし "攻撃" が "四" へのアサルトを宣言する
    かつ "五" がグリッド・ブラストを実行する
    ならば いまは "B" が "log-counter" を決める番である
    かつ 宣言の山は上から "反撃一、assault" である
    かつ 標的指定権は "B" にある
    かつ "B" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "A", "square": 0}}, {"target": {"player": "A", "square": 0}, "with": [1]},
       {"target": {"player": "A", "square": 1}}, {"target": {"player": "A", "square": 1}, "with": [1]}]
      """
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.direct" である
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack"}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.property" である
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "A", "square": 1}}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "player": "B", "card": "反撃二", "name": "四", "power": 4, "attackPower": 6, "outcome": "logged"}
      """
    かつ "四" は "A" の捨札にある
    かつ いまは "B" が "log-counter" を決める番である
    かつ "B" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "A", "square": 0}}, {"direct": true}]
      """
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば "A" はヴァイタルを 1 枚失う
    かつ 次の内容のイベントが起きた:
      """
      {"type": "log-counter-direct", "player": "B", "card": "反撃一", "affects": "A", "clause": "twgp.card-type.log-counter.direct"}
      """
    かつ "攻撃" は "B" の捨札にある
    かつ 宣言の山は上から "assault" である
    かつ 行使権は "A" にある

  @twgp.card-type.log-counter.condition-text @option:deck-card-types
  シナリオ: 状態を変えるだけのテキストのログ・カウンターは、相手に表タテ置きのユニットがなくてもダイレクトに使えない
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "封じの番人" である:
      """
      {"property": "log-counter", "do": [{"type": "face-down"}]}
      """
    もし "攻撃" が "A" にダイレクトを宣言する
    かつ "五" がグリッド・ブラストを実行する
    ならば いまは "B" が "log-counter" を決める番である
    かつ "B" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "A", "square": 0}}]
      """
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.condition-text" である

  # ---- パワー 06 ----

  @twgp.card-type.log-counter.power-06 @twgp.card-type.log-counter.note.attack @option:deck-card-types
  シナリオ: パワーに換算できない数値の攻撃はパワー 06 として判定され、算定パワー 6 のユニットを捨札にする
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "A" の場に基本パワー 6 のユニット "六" がある
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "謎の数値" である:
      """
      {"property": "log-counter", "do": [{"type": "attack"}]}
      """
    もし "攻撃" が "六" へのアサルトを宣言する
    かつ "五" がグリッド・ブラストを実行する
    かつ "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "A", "square": 1}}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "card": "謎の数値", "name": "六", "power": 6, "attackPower": 6, "outcome": "logged", "clause": "twgp.card-type.log-counter.power-06"}
      """
    かつ "六" は "A" の捨札にある

  @twgp.card-type.log-counter.power-06 @twgp.card-type.log-counter.note.attack @option:deck-card-types
  シナリオ: パワー 06 の攻撃は、算定パワー 7 のユニットを捨札にできず、そのユニットは置き方を変えずに残る
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "A" の場に基本パワー 7 のユニット "七" がある
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "謎の数値" である:
      """
      {"property": "log-counter", "do": [{"type": "attack"}]}
      """
    もし "攻撃" が "七" へのアサルトを宣言する
    かつ "五" がグリッド・ブラストを実行する
    かつ "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "A", "square": 1}}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "name": "七", "power": 7, "attackPower": 6, "outcome": "kept"}
      """
    かつ "七" は表タテ置きのままである

  # ---- 連携 ----

  @twgp.card-type.log-counter.combine @twgp.card-type.log-counter.note.combine @option:deck-card-types
  シナリオ: 複数のグリッドから同時に発動したログ・カウンターの攻撃は、パワーを合計して 1 体に集められ、まとめて処理される
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "A" の場に基本パワー 4 のユニット "四" がある
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "反撃一" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 3}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "反撃二" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 3}]}
      """
    もし "攻撃" が "四" へのアサルトを宣言する
    かつ "五" がグリッド・ブラストを実行する
    かつ "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "A", "square": 1}, "with": [1]}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "card": "反撃二", "name": "四", "power": 4, "attackPower": 6, "outcome": "logged"}
      """
    かつ "四" は "A" の捨札にある
    かつ 宣言の山は上から "assault" である
    かつ "B" の選択肢に種類 "log-counter-attack" の行動はない
    かつ 行使権は "A" にある

  @twgp.card-type.log-counter.combine @twgp.card-type.log-counter.note.combine @twgp.card-type.log-counter.note.attack @option:deck-card-types
  シナリオ: 山札から同時に発動したログ・カウンターは、グリッドからの攻撃ではないので連携できず、1 枚ずつ攻撃する
    前提 "B" の場に基本パワー 5 のユニット "五" がある
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人一" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 3}]}
      """
    かつ "A" の山札の一番上は、次の効果を持つ札 "山の番人二" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 3}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    かつ "B" が宣言なしで応じる
    ならば いまは "A" が "log-counter" を決める番である
    かつ 宣言の山は上から "山の番人二" である
    かつ "A" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "B", "square": 0}}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "B", "square": 0}, "with": [0]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.combine" である

  # ---- ハック状態のユニットのグリッド・ブラスト ----

  @twgp.card-type.log-counter.hacked-grid-blast @twgp.card-type.log-counter.note.hacked-grid-blast @twgp.card-type.log-counter.note.attacker-gone @option:deck-card-types
  シナリオ: ハックされたユニットのグリッド・ブラストで発動したログ・カウンターは、発動した持ち主の側のユニットを狙い、ハックされた実行ユニットも狙え、それを捨札にするとグリッド・ブラストは終わる
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "B" の場に基本パワー 5 のユニット "奪" がある
    かつ "奪" は "A" にハックされ、裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "番人" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 6}]}
      """
    もし "攻撃" が "A" にダイレクトを宣言する
    かつ "奪" がグリッド・ブラストを実行する
    ならば いまは "B" が "log-counter" を決める番である
    かつ "B" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "B", "square": 0}}, {"target": {"player": "B", "square": 1}}, {}]
      """
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.hacked-grid-blast" である
    もし "B" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "B", "square": 0}}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "player": "B", "card": "番人", "name": "奪", "power": 5, "attackPower": 6, "outcome": "logged"}
      """
    かつ "奪" は "B" の捨札にある
    かつ 次の内容のイベントが起きた:
      """
      {"type": "fizzle", "declaration": "grid-blast", "clause": "twgp.card-type.log-counter.note.attacker-gone"}
      """
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "grid-blast-compare"}
      """

  @twgp.card-type.log-counter.cause-not-target @twgp.card-type.log-counter.note.aim-none @twgp.card-type.log-counter.note.hacked-grid-blast @option:deck-card-types
  シナリオ: 発動のきっかけになったハックされた実行ユニットを狙わず、どのユニットも狙わないことを選べる
    前提 "B" のターンのバトル・シークェンスである
    かつ "A" の手札には札が 4 枚ある
    かつ "B" の場に基本パワー 5 のユニット "奪" がある
    かつ "奪" は "A" にハックされ、裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の場に基本パワー 2 のユニット "攻撃" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "番人" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 6}]}
      """
    もし "攻撃" が "A" にダイレクトを宣言する
    かつ "奪" がグリッド・ブラストを実行する
    かつ "B" が次の行動をとる:
      """
      {"type": "log-counter-attack"}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "player": "B", "card": "番人", "attackPower": 6, "outcome": "none", "clause": "twgp.card-type.log-counter.cause-not-target"}
      """
    かつ "奪" は表ヨコ逆置きである
    かつ "奪" は "A" が操作している
    かつ "攻撃" は "B" の捨札にある

  # ---- 宣言の山の処理の中のグリッド・ブラスト ----

  @twgp.card-type.log-counter.note.attack @twgp.card-type.log-counter.note.leftover-direct @twgp.charge-effect.hazard.force-grid-blast @option:deck-card-types @option:charge-effects
  シナリオ: 宣言の山の処理の中でハザードに実行させられたグリッド・ブラストのログ・カウンターも持ち主が 1 枚ずつ狙い、狙い終えるとグリッド・ブラストと山の処理が続く
    前提 オプション "charge-effects" を使う
    かつ "B" の場に基本パワー 8 のユニット "丁" がある
    かつ "丁" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の手札には札が 4 枚ある
    かつ "A" の場に基本パワー 3 のユニット "甲" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "麻痺" がある
    かつ "A" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "反撃一" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 2}]}
      """
    かつ "A" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "反撃二" である:
      """
      {"property": "log-counter", "do": [{"type": "attack", "power": 2}]}
      """
    もし "A" が手札の "麻痺" を "丁" に使い、"Save" にする
    かつ "B" は宣言なしで応じる
    ならば いまは "A" が "log-counter" を決める番である
    かつ "A" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "B", "square": 0}}, {"target": {"player": "B", "square": 0}, "with": [0]}, {"direct": true}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "log-counter-attack", "direct": true}
      """
    ならば "B" はヴァイタルを 1 枚失う
    かつ いまは "A" が "log-counter" を決める番である
    かつ "A" に示されるログ・カウンターの狙いは、次のとおりである:
      """
      [{"target": {"player": "B", "square": 0}}, {"direct": true}]
      """
    もし "A" が次の行動をとる:
      """
      {"type": "log-counter-attack", "target": {"player": "B", "square": 0}}
      """
    ならば 次の内容のイベントが起きた:
      """
      {"type": "log-counter-attack", "card": "反撃一", "name": "丁", "power": 8, "attackPower": 2, "outcome": "kept"}
      """
    かつ "甲" は "A" の捨札にある
    かつ 宣言の山には宣言が 0 つある
    かつ いまは "B" が "damage" を決める番である
