# language: ja
機能: マトリクス（絶対則）
  どの規則もカードの効果も反してはならない10の規則。カードのテキストはマトリクスに従って読み替えるか、無効とする。
  ここではカードのテキストを、基本システムが読む効果の語彙（effect）で書く。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  @twgp.matrix.once-per-game @twgp.matrix.note.once-per-game
  シナリオ: パワーを比べずに場から捨てる効果は、各プレイヤーがゲームを通して1回しか使えない
    前提 "A" の場に基本パワー 5 のユニット "五" がある
    かつ "A" の場に基本パワー 4 のユニット "四" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "撤去一" である:
      """
      {"property": "charge-trap", "do": [{"type": "log-out"}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "撤去二" である:
      """
      {"property": "charge-trap", "do": [{"type": "log-out"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを "五" に向けて発動する
    かつ "A" が宣言なしで応じる
    ならば "五" は場にない
    もし "B" がチャージ・グリッドの 2 番目のトラップを "四" に向けて発動する
    ならば その行動は違反となり、根拠は条項 "twgp.matrix.once-per-game" である
    かつ "四" は場に残っている

  @twgp.matrix.void-processes @twgp.matrix.note.multiplication
  シナリオ: 掛け算は1回目だけが有効で、同じ値に重ねた2回目は無視される
    前提 "B" の場に基本パワー 4 のユニット "四" がある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "倍化" である:
      """
      {"property": "charge-trap", "do": [{"type": "multiply", "factor": 2}, {"type": "multiply", "factor": 2}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを "四" に向けて発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "multiply", "factor": 2, "power": 8, "clause": "twgp.matrix.void-processes"}
      """
    かつ 次の内容のイベントが起きた:
      """
      {"type": "void", "clause": "twgp.matrix.void-processes"}
      """
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "multiply", "power": 16}
      """

  @twgp.matrix.void-processes
  シナリオ: 山札から特定のカードを探す処理とデリートされたカードを戻す処理は無効である
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "探索" である:
      """
      {"property": "charge-trap", "do": [{"type": "search"}, {"type": "return-deleted"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "void", "clause": "twgp.matrix.void-processes", "reason": "searching the pile for a card is void"}
      """
    かつ 次の内容のイベントが起きた:
      """
      {"type": "void", "clause": "twgp.matrix.void-processes", "reason": "bringing back a deleted card is void"}
      """
    かつ "B" の手札は 0 枚である
    かつ "B" の山札は 10 枚である

  @twgp.matrix.deck-reduction @twgp.matrix.note.deck-reduction
  シナリオ: フル・バトルでは、テキストで山札を減らす効果は1ターンに1人6枚までで、超えた分は無効である
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "八枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 8}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "一枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 4 枚である
    もし "B" がチャージ・グリッドの 2 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 4 枚である
    かつ 処理の根拠として条項 "twgp.matrix.deck-reduction" が報告される

  @twgp.matrix.deck-reduction @twgp.matrix.note.deck-reduction
  シナリオ: 山札を減らす効果の上限は1ターンごとに数え、次のターンにはまた減らせる
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "六枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 6}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の効果を持つ裏向きの札 "二枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 4 枚である
    もし "A" がターンを終える
    かつ "A" がセットアップを終える
    かつ "B" がセットアップを終える
    かつ "B" がビルド・シークェンスを終える
    かつ "B" がチャージ・グリッドの 2 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 2 枚である

  @twgp.matrix.deck-reduction
  シナリオ: ハーフ・バトルでは上限は3枚である
    前提 局面に次の項目を加える:
      """
      {"format": "half"}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "五枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 5}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 7 枚である

  @twgp.matrix.deck-reduction
  シナリオ: トライアル・バトルでは山札を減らす効果に上限はない
    前提 局面に次の項目を加える:
      """
      {"format": "trial", "vitalCount": 7}
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "八枚崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 8}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 2 枚である

  @twgp.matrix.void-texts @twgp.matrix.note.void-texts
  シナリオ: 勝利条件と矛盾するテキストは無効である
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "勝利宣言" である:
      """
      {"property": "charge-trap", "do": [{"type": "win"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば ゲームは続いている
    かつ 処理の根拠として条項 "twgp.matrix.void-texts" が報告される

  @twgp.matrix.void-texts
  シナリオ: ウェポンのテキストは無効なので、トラップとして発動できない
    前提 "B" のチャージ・グリッドの 1 番目は、次の札 "罠つきの剣" である:
      """
      {"kind": "ウェポン", "effect": {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 1}]}}
      """
    ならば "B" の選択肢に種類 "activate" の行動はない
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    ならば その行動は違反となり、根拠は条項 "twgp.matrix.void-texts" である

  @twgp.matrix.void-texts
  シナリオ: ユニットのテキストは無効なので、潜伏したユニットが捨札になってもログ・カウンターとして発動しない
    前提 "A" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "cost": {"kind": "unit-log", "count": 1}, "do": [{"type": "search"}]}
      """
    かつ "A" の場に基本パワー 2 のユニット "潜" がある
    かつ "潜" は潜伏している
    かつ "潜" には次の効果が書かれている:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    もし "A" が次の行動をとる:
      """
      {"type": "activate", "zone": "charge", "square": 0, "pay": [0]}
      """
    ならば "潜" は "A" のサージにある
    かつ 宣言の山は上から "山崩し" である

  @twgp.matrix.instant-cost @twgp.matrix.note.instant-cost @twgp.cost.damage
  シナリオ: 瞬間効果の数値のコストは、数値にかかわらずヴァイタル1枚（1ダメージ）として払う
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "高い罠" である:
      """
      {"property": "charge-trap", "cost": {"instant": 1500}, "do": [{"type": "search"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを、コストに次の札を選んで発動する:
      """
      {"pay": [0], "vital": 0}
      """
    ならば "B" のヴァイタルは 2 枚残っている
    かつ "B" のヴァイタル・グリッドの 1 番目は "Active" である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "cost", "player": "B", "kind": "damage", "count": 1, "clause": "twgp.matrix.instant-cost"}
      """

  @twgp.matrix.no-hand-discard
  シナリオ: 手札を捨てる効果は、手札を山札の一番下に戻すと読み替える
    前提 "B" の手札には札が 2 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "手放す罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "discard", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" の手札は 1 枚である
    かつ "B" の山札の一番下は "Bの手札1" である
    かつ "B" のサージの札は 1 枚である

  @twgp.matrix.deck-select @twgp.matrix.note.deck-select
  シナリオ: 山札から選ぶ処理は、6回以上シャッフルした山札の上から2枚目を取ることと読み替える
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "選ぶ罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-select"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 次の内容のイベントが起きた:
      """
      {"type": "deck-select", "player": "B", "card": "Bの山札5", "shuffles": 6, "to": "hand", "clause": "twgp.matrix.deck-select"}
      """
    かつ 観察の "seats.1.hand" は "[\"Bの山札5\"]" である
    かつ 観察の "seats.1.deck.0" は "\"Bの山札6\"" である
    かつ "B" の山札は 9 枚である

  @twgp.matrix.deck-select
  シナリオ: 取った札が効果の条件に合わなければ、その札は山札の一番下に戻る
    前提 "B" の山札は次の札である:
      """
      [{"name": "札甲"}, {"name": "札乙"}, {"name": "札丙"}]
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "ユニットを選ぶ罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-select", "unit": true}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" の手札は 0 枚である
    かつ "B" の山札は 3 枚である
    かつ 次の内容のイベントが起きた:
      """
      {"type": "deck-select", "to": "bottom"}
      """

  @twgp.matrix.deck-select
  シナリオ: 山札が1枚以下なら取れる札はない
    前提 "B" の山札は次の札である:
      """
      [{"name": "最後の札", "kind": "ユニット", "power": 3}]
      """
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "選ぶ罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-select"}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" の手札は 0 枚である
    かつ "B" の山札は 1 枚である
    かつ 処理の根拠として条項 "twgp.matrix.deck-select" が報告される

  @twgp.matrix.draw @twgp.matrix.note.draw
  シナリオ: ドローはセットアップと読み替え、チャージ札のある分だけ手札に加える
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "二枚引き" である:
      """
      {"property": "charge-trap", "do": [{"type": "draw", "count": 2}]}
      """
    かつ "B" のチャージ・グリッドの 2 番目は、次の札 "チャージ札" である:
      """
      {}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" の手札は 1 枚である
    かつ "B" の山札は 10 枚である

  @twgp.matrix.draw
  シナリオ: チャージ札が0枚ならドローはできない
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "一枚引き" である:
      """
      {"property": "charge-trap", "do": [{"type": "draw", "count": 1}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" の手札は 0 枚である
    かつ 処理の根拠として条項 "twgp.matrix.draw" が報告される

  @twgp.matrix @twgp.matrix.clockwise @twgp.matrix.note.precedence
  シナリオ: 段階を追う継続効果は時計廻しカウント・システムで数える
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "三ターンの罠" である:
      """
      {"property": "charge-trap", "do": [{"type": "count", "turns": 3}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "B" のチャージ・グリッドの 1 番目の向きは "表タテ" である
