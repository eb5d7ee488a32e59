# language: ja
機能: 勝敗（ゲーム・ジャッジ）
  敗退の条件は A〜E の五つである。A〜D は盤上からは分からない現実の出来事で、審判が出来事として入力する
  （どの席からでも送れ、選択肢として示されることはない）。E はヴァイタルの不足で、エンジンが判定する。
  敗退していない者が一人になればその者が勝ち、D で全員が敗退すれば勝者はいない。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある

  @twgp.judge.loss @twgp.judge.loss.unauthorised @twgp.judge.note.unauthorised @twgp.judge.winner @twgp.judge.note.winner
  シナリオ: 行使権を持つ者の許しなくカードを操作した者は敗退し、残った一人が勝つ
    前提 "A" の場に基本パワー 5 のユニット "五" がある
    ならば 誰の選択肢にも種類 "judge" の行動はない
    もし "A" の席から審判の出来事 "unauthorised" を "B" について入力する
    ならば "B" は敗退し、勝者は "A" である
    かつ 勝敗の根拠は条項 "twgp.judge.loss.unauthorised" である

  @twgp.judge.loss.timeout @twgp.judge.note.timeout
  シナリオ: 2分を超えてプレイしない者は、その出来事が入力されると敗退する
    もし "B" の席から審判の出来事 "timeout" を "A" について入力する
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.judge.loss.timeout" である

  @twgp.judge.loss.foul @twgp.judge.foul
  シナリオ: 反則が確かめられた者は敗退する
    もし "A" の席から審判の出来事 "foul" を "A" について入力する
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.judge.loss.foul" である

  @twgp.judge.loss.deadlock @twgp.judge.note.deadlock @twgp.judge.winner
  シナリオ: 決着のつかないゲームは全員が敗退し、勝者はいない
    もし "B" の席から審判の出来事 "deadlock" を入力する
    ならば ゲームは終わり、勝者はいない
    かつ 勝敗の根拠は条項 "twgp.judge.loss.deadlock" である
    もし "A" がターンを終える
    ならば その行動は違反となり、根拠は条項 "twgp.judge.note.winner" である

  @twgp.judge.winner
  シナリオ: 三人の対戦では一人が敗退してもゲームは続き、ターンは次の者に移る
    前提 "A"、"B"、"C" の三人の対戦で、"A" のターンのバトル・シークェンスである
    もし "C" の席から審判の出来事 "timeout" を "A" について入力する
    ならば ゲームは続いている
    かつ ターン・プレイヤーは "B" で、いまは "build" シークェンスである
    もし "B" の席から審判の出来事 "foul" を "C" について入力する
    ならば "C" は敗退し、勝者は "B" である

  @twgp.judge.loss.vital-short @twgp.judge.note.vital-short
  シナリオ: 失うべき裏置きのヴァイタルが足りない者は、その時に敗退する
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "大打撃" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 4}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.judge.loss.vital-short" である

  @twgp.judge.loss.vital-short
  シナリオ: 残りがちょうど0枚になるだけでは敗退しない
    前提 "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "大打撃" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 3}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば ゲームは続いている
    かつ いまは "A" が "damage" を決める番である

  @twgp.judge.vital-out-turn @twgp.direct.unstoppable
  シナリオ: ヴァイタルが尽きたターンのうちは、ノーマル・ダイレクトは無効だが、ログ・カウンターの喪失では敗退する
    前提 "A" の場に基本パワー 5 のユニット "五" がある
    かつ "A" の山札の一番上は、次の効果を持つ札 "仕返し" である:
      """
      {"property": "log-counter", "do": [{"type": "vital-loss", "count": 1}]}
      """
    かつ "B" の裏向きのヴァイタルはこのターンに尽きている
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 1}]}
      """
    もし "五" が "B" にダイレクトを宣言する
    かつ "B" が宣言なしで応じる
    ならば 処理の根拠として条項 "twgp.judge.vital-out-turn" が報告される
    かつ "B" はまだ敗退していない
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 宣言の山は上から "仕返し" である
    もし "B" が宣言なしで応じる
    ならば "B" は敗退し、勝者は "A" である
    かつ 処理の根拠として条項 "twgp.direct.unstoppable" が報告される

  @twgp.judge.variant.sudden @option:sudden-loss
  シナリオ: 変則ルール「即時敗退」では、有効なヴァイタルが尽きた瞬間に敗退する
    前提 オプション "sudden-loss" を使う
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "大打撃" である:
      """
      {"property": "charge-trap", "do": [{"type": "vital-loss", "count": 3}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" は敗退し、勝者は "B" である
    かつ 勝敗の根拠は条項 "twgp.judge.variant.sudden" である

  @twgp.judge.variant.reuse @option:reuse
  シナリオ: 変則ルール「リ=ユース」では、テキストで山札が尽きた瞬間にもストレージが山札になる
    前提 オプション "reuse" を使う
    かつ "A" の山札には札が 2 枚ある
    かつ "A" のストレージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば 処理の根拠として条項 "twgp.bonus.reuse" が報告される
    かつ "A" の山札は 3 枚である
    かつ "A" のサージは 2 枚、ストレージは 0 枚である

  @twgp.judge.variant.reuse
  シナリオ: 変則ルールがなければ、テキストで山札が尽きてもストレージは山札にならない
    前提 "A" の山札には札が 2 枚ある
    かつ "A" のストレージには札が 3 枚ある
    かつ "B" のチャージ・グリッドの 1 番目は、次の効果を持つ裏向きの札 "山崩し" である:
      """
      {"property": "charge-trap", "do": [{"type": "deck-reduce", "count": 2}]}
      """
    もし "B" がチャージ・グリッドの 1 番目のトラップを発動する
    かつ "A" が宣言なしで応じる
    ならば "A" の山札は 0 枚である
    かつ "A" のサージは 2 枚、ストレージは 3 枚である
