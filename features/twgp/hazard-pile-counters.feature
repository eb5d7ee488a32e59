# language: ja
@option:charge-effects @option:deck-card-types
機能: 山札と伏せたログ・カウンターへのハザード
  ハザードは、相手の山札の一番上から裏向きの札を、またバトル・グリッドに裏タテ置きで伏せられたログ・カウンターを、
  表ヨコ置きに変えてログ・カウンターとして働かなくする。山札で表ヨコ置きにした札は一番上に残り、
  山札から札を取る処理では最初に取られ、シャッフルで裏向きに戻る。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある

  # ---- 山札 ----

  @twgp.card-type.log-counter.hazard @twgp.card-type.log-counter.note.hazard-deck @twgp.charge-effect.hazard.charge-deck @twgp.charge-effect.hazard.note.turned-cards @twgp.card-type.log-counter.timing-deck-out
  シナリオ: Lv2のハザードは相手の山札の上から2枚を表ヨコ置きにし、山札から捨札になるときその札はログ・カウンターとして発動しない
    前提 "B" の山札の一番上は、次の効果を持つ札 "山の番人二" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" の山札の一番上は、次の効果を持つ札 "山の番人一" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" が 2 枚ある
    かつ "A" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    ならば "A" の選択肢に次の行動がある:
      """
      {"type": "charge-effect", "cards": [0, 1], "pile": "B", "mode": "Save"}
      """
    かつ "A" の選択肢に次の行動はない:
      """
      {"type": "charge-effect", "cards": [0, 1], "pile": "A", "mode": "Save"}
      """
    もし "A" が手札の "石化" を 2 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.card-type.log-counter.note.hazard-deck" である
    かつ 観察の "seats.1.pileTurned" は "[\"山の番人一\",\"山の番人二\"]" である
    もし "A" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "B" が宣言なしで応じる
    ならば "山の番人一" は "B" のサージにある
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter", "card": "山の番人一"}
      """
    かつ 観察の "seats.1.pileTurned" は "[\"山の番人二\"]" である

  @twgp.charge-effect.hazard.not-own @twgp.card-type.log-counter.hazard
  シナリオ: ハザードで自分の山札の札は表ヨコ置きにできない
    前提 "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    もし "A" が手札の "石化" を 1 枚重ねて "A" の山札に使い、表ヨコ置きにする
    ならば その行動は違反となり、根拠は条項 "twgp.charge-effect.hazard.not-own" である

  @twgp.charge-effect.hazard.note.turned-cards @twgp.card-type.log-counter.note.hazard-deck @twgp.damage.routine.reload-shuffle
  シナリオ: 山札で表ヨコ置きにした札は、山札をシャッフルすると裏向きに戻る
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "B" の山札は次の札である:
      """
      [{"name": "札一"}, {"name": "札二"}, {"name": "札三"}]
      """
    もし "A" が手札の "石化" を 1 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば 観察の "seats.1.pileTurned" は "[\"札一\"]" である
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    かつ "B" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    かつ "B" がダメージ・ルーティンの "リ=ロード" を始める
    かつ "B" がリ=ロードを終え、山札を 1 回シャッフルする
    ならば 最後の行動は受け付けられた
    かつ 観察に "seats.1.pileTurned" はない

  # ---- バトル・グリッドに伏せたログ・カウンター ----

  @twgp.card-type.log-counter.hazard @twgp.charge-effect.hazard.log-counter @twgp.card-type.log-counter.variant.sd-counter @twgp.card-type.log-counter.note.sd-counter-grids @twgp.charge-effect.hazard.note.turned-cards @option:surge-earth @option:log-sd-counter
  シナリオ: バトル・グリッドに伏せたログ・カウンターをハザードで表ヨコ置きにすると、その札はマスに残り、Ｌ / S‐Dカウンターとしても使えない
    前提 オプション "surge-earth" を使う
    かつ オプション "log-sd-counter" を使う
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "A" の場に基本パワー 8 のユニット "突撃" がある
    かつ "A" のサージには札が 3 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "B" の場に基本パワー 2 のユニット "壁" がある
    かつ "B" の手札に、次の効果を持つ札 "記録の番人" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言する
    かつ "B" が次の行動をとる:
      """
      {"type": "lay-counter", "card": 0, "square": 2, "grid": "battle"}
      """
    かつ "B" は宣言なしで応じる
    ならば "守備" は場にない
    かつ "A" の選択肢に次の行動がある:
      """
      {"type": "charge-effect", "cards": [0], "counter": {"player": "B", "square": 2}, "mode": "Save"}
      """
    もし "A" が手札の "石化" を "B" のバトル・グリッドの 2 番目のログ・カウンターに使い、表ヨコ置きにする
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.log-counter.hazard" である
    もし "A" が手札の "石化" を "B" のバトル・グリッドの 3 番目のログ・カウンターに使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "achieved" で、根拠は条項 "twgp.card-type.log-counter.hazard" である
    かつ 観察の "seats.1.counters" は "[{\"square\":2,\"name\":\"記録の番人\",\"turned\":true}]" である
    もし "突撃" が "壁" へのアサルトを宣言し、サージを 3 枚移す
    かつ "B" は宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である
    かつ 観察の "seats.1.counters" は "[{\"square\":2,\"name\":\"記録の番人\",\"turned\":true}]" である

  @twgp.card-type.log-counter.hazard @twgp.attack.grid-blast.counter-by @twgp.charge-effect.hazard.note.turned-cards
  シナリオ: ハザードで表ヨコ置きにした伏せたログ・カウンターは、グリッド・ブラストを受けても発動せず、マスに残る
    前提 "A" の手札には札が 4 枚ある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "A" の場に基本パワー 5 のユニット "五" がある
    かつ "五" は裏ヨコ置きでグリッド・ブラストを宣言している
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "B" の場に基本パワー 2 のユニット "壁" がある
    かつ "B" の手札に、次の効果を持つ札 "記録の番人" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言する
    かつ "B" が次の行動をとる:
      """
      {"type": "lay-counter", "card": 0, "square": 2, "grid": "battle"}
      """
    かつ "B" は宣言なしで応じる
    かつ "A" が手札の "石化" を "B" のバトル・グリッドの 3 番目のログ・カウンターに使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    かつ "B" の次のビルド・シークェンスまでターンを進める
    かつ "B" が次の行動をとる:
      """
      {"type": "end-setup"}
      """
    かつ "A" が次の行動をとる:
      """
      {"type": "end-setup"}
      """
    ならば 最後の行動は受け付けられた
    もし "B" が次の行動をとる:
      """
      {"type": "end-build"}
      """
    ならば 最後の行動は受け付けられた
    もし "壁" が "A" にダイレクトを宣言する
    ならば 最後の行動は受け付けられた
    もし "五" がグリッド・ブラストを実行する
    ならば 最後の行動は受け付けられた
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "grid-blast-counters", "player": "B"}
      """
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter", "card": "記録の番人"}
      """
    かつ 観察の "seats.1.counters" は "[{\"square\":2,\"name\":\"記録の番人\",\"turned\":true}]" である

  @twgp.charge-effect.medical.note.grid @twgp.charge-effect.medical.note.hazard @twgp.card-type.log-counter.hazard
  シナリオ: 伏せたログ・カウンターへの処理を待っているハザードは、そのグリッドへのメディカルで打ち消され、札は裏向きのまま残る
    前提 "A" の場に基本パワー 7 のユニット "強襲" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "B" の場に基本パワー 2 のユニット "壁" がある
    かつ "B" の手札にチャージ効果 "メディカル" のカード "薬草" がある
    かつ "B" の手札に、次の効果を持つ札 "記録の番人" がある:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "強襲" が "守備" へのアサルトを宣言する
    かつ "B" が次の行動をとる:
      """
      {"type": "lay-counter", "card": 1, "square": 2, "grid": "battle"}
      """
    かつ "B" は宣言なしで応じる
    かつ "A" が手札の "石化" を "B" のバトル・グリッドの 3 番目のログ・カウンターに使い、表ヨコ置きにする
    かつ "B" が手札の "薬草" を 1 枚重ねて "壁" に使う
    ならば 行使権は "B" にある
    もし "B" は宣言なしで応じる
    ならば チャージ効果 "ハザード" は "void" で、根拠は条項 "twgp.charge-effect.medical.unconditional" である
    かつ 観察の "seats.1.counters" は "[{\"square\":2,\"name\":\"記録の番人\"}]" である

  @twgp.cost.deck-log @twgp.card-type.log-counter.note.hazard-deck @twgp.charge-effect.hazard.note.turned-cards @twgp.card-type.log-counter.hazard @twgp.cost.list
  シナリオ: 「デッキ × Log」のコストで捨札になる、ハザードで表ヨコ置きにした山札の札は、ログ・カウンターとして発動しない
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "B" の山札の一番上は、次の効果を持つ札 "山の番人" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "崩れる罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "deck-log", "count": 1}, "do": [{"type": "search"}]}
      """
    もし "A" が手札の "石化" を 1 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    かつ "攻撃" が "守備" へのアサルトを宣言する
    かつ "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば 最後の行動は受け付けられた
    かつ "山の番人" は "B" のサージにある
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "log-counter", "card": "山の番人"}
      """
    かつ 観察に "seats.1.pileTurned" はない

  @twgp.cost.download @twgp.charge-effect.hazard.note.turned-cards @twgp.field.download @twgp.card-type.log-counter.hazard @twgp.cost.list
  シナリオ: ハザードで表ヨコ置きにした山札の札はダウンロードで最初に取られ、チャージ・グリッドでは裏タテ置きになる
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "B" の場に基本パワー 3 のユニット "守備" がある
    かつ "B" の山札は次の札である:
      """
      [{"name": "札一"}, {"name": "札二"}, {"name": "札三"}]
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "積む罠" である:
      """
      {"property": "charge-trap", "cost": {"kind": "download", "count": 1}, "do": [{"type": "search"}]}
      """
    もし "A" が手札の "石化" を 1 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば 観察の "seats.1.pileTurned" は "[\"札一\"]" である
    もし "攻撃" が "守備" へのアサルトを宣言する
    かつ "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば 最後の行動は受け付けられた
    かつ 観察の "seats.1.chargeGrid.1.name" は "\"札一\"" である
    かつ 観察の "seats.1.chargeGrid.1.mode" は "\"Charge\"" である
    かつ 観察に "seats.1.pileTurned" はない

  @twgp.damage.routine.full-charge @twgp.field.download @twgp.charge-effect.hazard.note.turned-cards @twgp.card-type.log-counter.hazard
  シナリオ: フル=チャージのダウンロードも、ハザードで表ヨコ置きにした山札の札から取り、残りの表ヨコ置きの札は一番上に残る
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" が 2 枚ある
    かつ "B" の山札は次の札である:
      """
      [{"name": "札一"}, {"name": "札二"}, {"name": "札三"}]
      """
    もし "A" が手札の "石化" を 2 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば 観察の "seats.1.pileTurned" は "[\"札一\",\"札二\"]" である
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    かつ "B" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    かつ "B" がダメージ・ルーティンの "フル=チャージ" を始める
    かつ "B" がフル=チャージで 1 枚ダウンロードする
    ならば 観察の "seats.1.chargeGrid.0.name" は "\"札一\"" である
    かつ 観察の "seats.1.pileTurned" は "[\"札二\"]" である

  @twgp.damage.routine.reload @twgp.card-type.log-counter.hazard @twgp.charge-effect.hazard.note.turned-cards
  シナリオ: リ=ロードで山札から引く札も、ハザードで表ヨコ置きにした札から取られる
    前提 "A" の場に基本パワー 4 のユニット "攻撃" がある
    かつ "A" の手札にチャージ効果 "ハザード" のカード "石化" が 2 枚ある
    かつ "B" の手札には札が 1 枚ある
    かつ "B" の山札は次の札である:
      """
      [{"name": "札一"}, {"name": "札二"}, {"name": "札三"}]
      """
    もし "A" が手札の "石化" を 2 枚重ねて "B" の山札に使い、表ヨコ置きにする
    かつ "B" は宣言なしで応じる
    ならば 観察の "seats.1.pileTurned" は "[\"札一\",\"札二\"]" である
    もし "攻撃" が "B" にダイレクトを宣言する
    かつ "B" は宣言なしで応じる
    かつ "B" が 1 番目のヴァイタルを失効させてヴァイタル効果にする
    かつ "B" がダメージ・ルーティンの "リ=ロード" を始める
    かつ "B" がリ=ロードで手札の 1 枚目を山札の下に戻す
    かつ "B" がリ=ロードを終え、山札を 0 回シャッフルする
    ならば 最後の行動は受け付けられた
    かつ 観察の "seats.1.hand" は "[\"札一\"]" である
    かつ 観察の "seats.1.pileTurned" は "[\"札二\"]" である

  @twgp.sublimation.skill.surge-converter @twgp.card-type.log-counter.hazard @twgp.charge-effect.hazard.note.turned-cards
  シナリオ: サージ・コンヴァーターで山札から送る札も、ハザードで表ヨコ置きにした札から取られる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 5 枚ある
    かつ "A" は昇華している
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 2 枚ある
    かつ "A" のサージには札が 1 枚ある
    かつ "A" の場に基本パワー 7 のユニット "強者" がある
    かつ "B" の場に基本パワー 2 のユニット "弱者" がある
    かつ "B" の手札にチャージ効果 "ハザード" のカード "石化" がある
    かつ "A" の山札は次の札である:
      """
      [{"name": "札一"}, {"name": "札二"}, {"name": "札三"}, {"name": "札四"}, {"name": "札五"}, {"name": "札六"}]
      """
    もし "B" が手札の "石化" を 1 枚重ねて "A" の山札に使い、表ヨコ置きにする
    かつ "A" は宣言なしで応じる
    ならば 観察の "seats.1.pileTurned" は "[\"札一\"]" である
    もし "A" の次のビルド・シークェンスまでターンを進める
    かつ "A" が次の行動をとる:
      """
      {"type": "end-setup"}
      """
    かつ "B" が次の行動をとる:
      """
      {"type": "end-setup"}
      """
    かつ "A" が次の行動をとる:
      """
      {"type": "end-build"}
      """
    ならば 最後の行動は受け付けられた
    かつ 観察の "seats.1.pileTurned" は "[\"札一\"]" である
    もし "強者" が "弱者" へのアサルトを宣言し、サージ 1 枚と山札の札 2 枚をサージ・コンヴァーターで送る
    ならば 最後の行動は受け付けられた
    かつ 観察に "seats.1.pileTurned" はない
    かつ "札一" は "A" のストレージにある
