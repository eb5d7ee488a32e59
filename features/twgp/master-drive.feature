# language: ja
機能: マスター・ドライヴとマスター・スキル（オプション master-drive、master-skills、変則ルール master-center）
  プレイヤー自身を表すマスター・ユニットをヴァイタルの 1 枚として用意し、2 枚ダウンロードして
  バトル・グリッドに表タテ置きで召喚する。召喚してもヴァイタルとして失効せず、敗退したり
  ダメージで選ばれたりすると、ヴァイタル・グリッドに表ヨコ置きで戻って失効する。
  マスター・スキルはバトル・グリッドにあるマスター・ユニットの機能である。

  # ---- マスター・ドライヴ ----

  @twgp.master-drive.summon @twgp.master-drive.option @twgp.master-drive.human @option:master-drive
  シナリオ: マスター・ユニットは 2 枚ダウンロードしてヴァイタル・グリッドから表タテ置きで召喚し、基本パワーは一律 06 になる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば "勇者" は表タテ置きのままである
    かつ "勇者" の基本パワーは 6 である
    かつ "勇者" はマスター・ユニット（"♂"）である
    かつ "A" の山札は 8 枚、チャージ・グリッドの札は 2 枚である
    かつ "A" のヴァイタル・グリッドの 1 番目は空いている

  @twgp.master-drive.summon @twgp.master-drive.vital-count @twgp.master-drive.note.vital-count @option:master-drive
  シナリオ: 召喚したマスター・ユニットは失効していないヴァイタルとして数え続ける
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば "A" のヴァイタルは 3 枚残っている

  @twgp.master-drive.option
  シナリオ: オプション master-drive を採用していないゲームではマスター・ドライヴできない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.master-drive.option" である

  @twgp.master-drive.option @twgp.master-drive.prepare
  シナリオ: オプションを採用していない対戦の用意にマスター・ユニットは入れられない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].vitals[0].master"、根拠は条項 "twgp.master-drive.option" である

  @twgp.master-drive.prepare @twgp.master-drive.sex @twgp.master-drive.note.real-world @option:master-drive
  シナリオ: マスター・ユニットをヴァイタルの 1 枚として用意し、キャラクターの性別がプレイヤーの登録上の性別と一致すれば対戦を始められる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♂"}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  @twgp.master-drive.sex @twgp.master-drive.note.real-world @option:master-drive
  シナリオ: キャラクターの性別がプレイヤーの登録上の性別と違うカードはマスター・ユニットにできない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♀"}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].vitals[0].master.sex"、根拠は条項 "twgp.master-drive.sex" である

  @twgp.master-drive.note.real-world @option:master-drive @twgp.master-drive.sex
  シナリオ: マスター・ユニットを持ち込むプレイヤーは登録上の性別を設定で与える
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.masters.A"、根拠は条項 "twgp.master-drive.sex" である

  @twgp.master-drive.human @twgp.master-drive.consent @twgp.master-drive.note.consent @option:master-drive
  シナリオ: 地球の人間でないキャラクターは、対戦相手の承諾がなければマスター・ユニットにできない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "竜王", "power": 40, "master": {"sex": "♀", "human": false}}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♀"}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].vitals[0].master.human"、根拠は条項 "twgp.master-drive.consent" である

  @twgp.master-drive.consent @twgp.master-drive.note.consent @option:master-drive
  シナリオ: 対戦相手が承諾すれば、地球の人間でないキャラクターもマスター・ユニットにできる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "竜王", "power": 40, "master": {"sex": "♀", "human": false}}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♀", "consent": ["B"]}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

  @twgp.master-drive.only-in-vitals @option:master-drive
  シナリオ: マスター・ユニットと同じカードをデッキに入れることは反則として受け付けない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "勇者", "kind": "ユニット", "power": 12}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♂"}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[0]"、根拠は条項 "twgp.master-drive.only-in-vitals" である

  @twgp.master-drive.only-in-vitals @option:master-drive
  シナリオ: マスター・ユニットをヴァイタル以外の場所に入れることは反則として受け付けない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "勇者", "kind": "ユニット", "power": 12, "master": {"sex": "♂"}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[0]"、根拠は条項 "twgp.master-drive.only-in-vitals" である

  @twgp.master-drive.prepare @option:master-drive
  シナリオ: マスター・ユニットとして用意するのはヴァイタルのうち 1 枚だけである
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "master-drive" を使う
    かつ "A" のヴァイタルの 1 枚目は、次の札である:
      """
      {"name": "勇者", "power": 12, "master": {"sex": "♂"}}
      """
    かつ "A" のヴァイタルの 2 枚目は、次の札である:
      """
      {"name": "賢者", "power": 8, "master": {"sex": "♂"}}
      """
    かつ 局面に次の項目を加える:
      """
      {"masters": {"A": {"sex": "♂"}}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].vitals[1]"、根拠は条項 "twgp.master-drive.prepare" である

  @twgp.master-drive.timing @option:master-drive
  シナリオ: マスター・ドライヴのタイミングはパラレルで、相手の宣言に応じて行使権を持つ間にも行える
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の場に基本パワー 3 のユニット "兵" がある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "剣士" が "兵" へのアサルトを宣言する
    かつ "A" が "勇者" をバトル・グリッドの 2 番目にマスター・ドライヴする
    ならば "勇者" は表タテ置きのままである
    かつ 行使権は "A" にある

  @twgp.master-drive.timing @option:master-drive
  シナリオ: パラレルでないとき（ダメージのヴァイタルを選んでいる間）はマスター・ドライヴできない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.master-drive.timing" である

  @twgp.master-drive.defeat @twgp.master-drive.note.defeat @option:master-drive
  シナリオ: バトル・グリッドで敗退したマスター・ユニットは捨札にならず、ヴァイタル・グリッドに表ヨコ置きで戻って失効する
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 9 のユニット "巨人" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}]}
      """
    もし "巨人" が "勇者" へのアサルトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "勇者" は場にない
    かつ "A" のヴァイタル・グリッドの 1 番目には "勇者" が "Damage" で置かれている
    かつ "A" のサージとストレージは空である
    かつ "A" のヴァイタルは 2 枚残っている

  @twgp.master-drive.note.defeat @twgp.charge-effect.spell.delete @option:master-drive @option:charge-effects @option:deck-card-types
  シナリオ: スペルでデリートされたマスター・ユニットもゲームから除かれず、ヴァイタル・グリッドに表ヨコ置きで戻って失効する
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ チャージ・エフェクトのオプションを使う
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}]}
      """
    かつ "B" の手札にチャージ効果 "スペル"（基本の威力 6）のカード "火球" が 1 枚ある
    もし "B" が手札の "火球" を 1 枚重ねて "勇者" に使う
    かつ "A" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である
    かつ "勇者" は場にない
    かつ "A" のヴァイタル・グリッドの 1 番目には "勇者" が "Damage" で置かれている
    かつ "A" のヴァイタルは 2 枚残っている

  @twgp.master-drive.vital-count @twgp.master-drive.note.vital-count @twgp.damage.choose @option:master-drive
  シナリオ: ダメージではバトル・グリッドのマスター・ユニットを失効させるヴァイタルに選べ、ヴァイタル・グリッドに表ヨコ置きで戻る
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "勇者" は表ヨコ置きになっている
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がバトル・グリッドのマスター・ユニットをダメージで失効させる
    ならば "勇者" は場にない
    かつ "A" のヴァイタル・グリッドの 1 番目には "勇者" が "Damage" で置かれている
    かつ "A" のヴァイタル・グリッドの 2 番目は "Vital" である
    かつ "A" のヴァイタルは 2 枚残っている
    かつ いまは "A" が "routine" を決める番である

  @twgp.master-drive.vital-count @twgp.judge.loss.vital-short @option:master-drive
  シナリオ: 裏置きのヴァイタルが尽きていても、バトル・グリッドのマスター・ユニットが残りのヴァイタルなので、ダメージ 1 では敗退しない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "勇者" は表ヨコ置きになっている
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aの失効1", "mode": "Damage"}, {"name": "Aの失効2", "mode": "Damage"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    ならば "A" はまだ敗退していない
    かつ いまは "A" が "damage" を決める番である
    かつ "A" の選択肢に種類 "master-damage" の行動がある
    かつ "A" の選択肢に種類 "damage" の行動はない

  @twgp.master-drive.vital-count @twgp.judge.vital-out-turn @option:master-drive
  シナリオ: 最後の残りのヴァイタルだったマスター・ユニットを失効させると、そのターンのうちは次のノーマル・ダイレクトが無効になる
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "B" の場に基本パワー 5 のユニット "槍士" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "勇者" は表ヨコ置きになっている
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aの失効1", "mode": "Damage"}, {"name": "Aの失効2", "mode": "Damage"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がバトル・グリッドのマスター・ユニットをダメージで失効させる
    かつ "A" がダメージ・ルーティンを終える
    ならば "A" のヴァイタルは 0 枚残っている
    もし "槍士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    ならば 処理の根拠として条項 "twgp.judge.vital-out-turn" が報告される
    かつ "A" はまだ敗退していない

  @twgp.unit-skill.tracer.note.leaving @twgp.master-drive.vital-count @option:master-drive @option:unit-skills
  シナリオ: ダメージとして選ばれたマスター・ユニットがヴァイタル・グリッドに戻っても、相手はトレーサーで追えない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ オプション "unit-skills" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "B" の場に基本パワー 2 のユニット "追跡者" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "勇者" は表ヨコ置きになっている
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [null, {"name": "Aのヴァイタル", "mode": "Vital"}, {"name": "Aの失効", "mode": "Damage"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がバトル・グリッドのマスター・ユニットをダメージで失効させる
    ならば "勇者" は場にない
    かつ 誰の選択肢にも種類 "tracer" の行動はない
    かつ いまは "A" が "routine" を決める番である

  @twgp.master-drive.vital-count @option:master-drive
  シナリオ: コストのダメージはバトル・グリッドのマスター・ユニットでは払えず、マスター・ユニットがないときはダメージで選べない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の席に次の項目を加える:
      """
      {"vitalGrid": [{"name": "Aのヴァイタル1"}, {"name": "Aのヴァイタル2"}, {"name": "Aのヴァイタル3"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がバトル・グリッドのマスター・ユニットをダメージで失効させる
    ならば その行動は違反となり、根拠は条項 "twgp.master-drive.vital-count" である

  @twgp.master-drive.like-charge-drive @twgp.master-drive.note.like-charge-drive @option:master-drive
  シナリオ: 山札が残り 1 枚なら、チャージ召喚と同じくその 1 枚だけダウンロードしてマスター・ドライヴできる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ "A" の山札には札が 1 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば "勇者" は表タテ置きのままである
    かつ "A" の山札は 0 枚、チャージ・グリッドの札は 1 枚である

  @twgp.master-drive.like-charge-drive @twgp.master-drive.note.like-charge-drive @option:master-drive
  シナリオ: チャージ召喚と同じく、ダウンロードする札ごとにチャージ・グリッドの空きマスが要る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のチャージ・グリッドには札が 4 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.field.charge-grid.capacity" である

  # ---- 変則ルール：中央への配置 ----

  @twgp.master-drive.variant.center @option:master-center
  シナリオ: 変則ルール master-center では、マスター・ユニットは中央のマスにしか召喚できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-center" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 1 番目にマスター・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.master-drive.variant.center" である

  @twgp.master-drive.variant.center @option:master-center
  シナリオ: 変則ルール master-center では、マスター・ユニットは中央（5 マスの 3 番目）に召喚する
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-center" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "A" が "勇者" をバトル・グリッドの 3 番目にマスター・ドライヴする
    ならば "勇者" は表タテ置きのままである
    かつ 観察の "seats.0.battleGrid.2.basePower" は "6" である

  @twgp.master-drive.note.center @option:master-center @twgp.master-drive.variant.center
  シナリオ: 変則ルール master-center で中央のマスが塞がっていれば、マスター・ドライヴはできない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-center" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [null, null, {"name": "番兵", "power": 2}], "vitalGrid": [{"name": "勇者", "power": 12, "master": {"sex": "♂"}}, {"name": "Aのヴァイタル1"}]}
      """
    もし "A" が "勇者" をバトル・グリッドの 3 番目にマスター・ドライヴする
    ならば その行動は違反となり、根拠は条項 "twgp.master-drive.note.center" である

  # ---- マスター・スキル ----

  @twgp.master-skill.option
  シナリオ: マスター・スキルはマスター・ドライヴを前提とするので、master-drive なしでは採用できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-skills" を使う
    ならば その局面は形が不正として拒まれ、問題の場所は "position.options.master-skills" である

  @twgp.master-skill.weak-point @twgp.master-skill.option @option:master-skills
  シナリオ: マスター・スキルを採用すると、マスター・ユニットは弱点のため潜伏できない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    もし "A" が潜伏で "勇者" を裏タテ置きにする
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.weak-point" である

  @twgp.master-skill.option @option:master-drive
  シナリオ: マスター・スキルを採用しなければ弱点もなく、マスター・ユニットの潜伏は基本パワーの制限で断られる
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    もし "A" が潜伏で "勇者" を裏タテ置きにする
    ならば その行動は違反となり、根拠は条項 "twgp.stealth.high-power-foul" である

  @twgp.master-skill.charge-shield @twgp.master-skill.list @option:master-skills
  シナリオ: マスター・ユニットは性別にかかわらずチャージ・シールドを使える（♀ のマスター・ユニット）
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "B" の場に基本パワー 2 のユニット "俊足" がある
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    もし "俊足" が "巫女" に 5 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "A" が次の行動をとる:
      """
      {"type": "charge-shield", "unit": {"player": "A", "square": 0}, "downloads": 2}
      """
    かつ "A" は宣言なしで応じる
    ならば チャージ・ブーストは失敗し、その理由は条項 "twgp.unit-skill.charge-shield.achieve" である
    かつ "巫女" は場に残っている

  @twgp.master-skill.charge-shield @option:master-drive
  シナリオ: マスター・スキルを採用しなければ、マスター・ユニットはチャージ・シールドを使えない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "B" の場に基本パワー 2 のユニット "俊足" がある
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    もし "俊足" が "巫女" に 5 枚ダウンロードしてチャージ・ブーストを宣言する
    かつ "A" が次の行動をとる:
      """
      {"type": "charge-shield", "unit": {"player": "A", "square": 0}, "downloads": 2}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.sublimation.skills" である

  @twgp.master-skill.s-jamming @twgp.master-skill.s-jamming-term @twgp.master-skill.note.s-jamming @option:master-skills
  シナリオ: ♂ のマスター・ユニットはサージ 3 枚でＳジャミングを得て、相手のロックオンを無効にする
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" のサージには札が 3 枚ある
    かつ "B" の場に基本パワー 7 のユニット "剣豪" がある
    かつ "B" の場に基本パワー 8 のユニット "剣聖" がある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "A" の場に基本パワー 1 のユニット "兵" がある
    もし "剣豪" が "兵" へのアサルトを宣言する
    かつ "A" が "勇者" にＳジャミングを与える
    かつ "A" は宣言なしで応じる
    かつ "B" が次の行動をとる:
      """
      {"type": "assault", "attacker": {"player": "B", "square": 1}, "target": {"player": "A", "square": 0}, "surge": []}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.s-jamming" である
    かつ "勇者" にはＳジャミングがＬｖ 1 でかかっている
    かつ "A" のサージは 1 枚、ストレージは 3 枚である

  @twgp.master-skill.s-jamming @option:master-skills
  シナリオ: Ｓジャミングにはサージ 3 枚が要る
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" のサージには札が 2 枚ある
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    もし "A" が "勇者" にＳジャミングを与える
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.s-jamming" である

  @twgp.master-skill.list @twgp.master-skill.note.sex @option:master-skills
  シナリオ: Ｓジャミングは ♂ のマスター・ユニットに限られ、♀ のマスター・ユニットは使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" のサージには札が 3 枚ある
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    もし "A" が "巫女" にＳジャミングを与える
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.list" である

  @twgp.master-skill.s-drain @twgp.master-skill.s-drain-term @twgp.master-skill.note.s-drain @twgp.master-skill.list @option:master-skills
  シナリオ: ♀ のマスター・ユニットがバトル・グリッドにあれば、向きにかかわらず相手のサージを自分のサージとしてサージ・ダイレクトに使える
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    かつ "巫女" は表ヨコ置きになっている
    かつ "A" の場に基本パワー 7 のユニット "剣豪" がある
    かつ "B" の場に基本パワー 5 のユニット "兵" がある
    かつ "B" のサージには札が 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    もし "A" が次の行動をとる:
      """
      {"type": "assault", "attacker": {"player": "A", "square": 1}, "target": {"player": "B", "square": 0}, "surge": [], "drain": [{"player": "B", "surge": [0, 1, 2]}]}
      """
    かつ "B" は宣言なしで応じる
    ならば いまは "B" が "damage" を決める番である
    かつ "B" のサージは 1 枚、ストレージは 3 枚である
    かつ "A" のサージとストレージは空である

  @twgp.master-skill.note.s-drain @twgp.master-skill.s-drain @twgp.unit-skill.burst-charge @option:master-skills @option:unit-skills
  シナリオ: Ｓドレインで相手のサージを、サージ・ダイレクト以外のサージの消費（バースト・チャージ）にも使える
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ オプション "unit-skills" を使う
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    かつ "A" の場に基本パワー 4 のユニット "闘士" がある
    かつ "B" の場に基本パワー 5 のユニット "兵" がある
    かつ "B" のサージには札が 3 枚ある
    ならば "A" の選択肢に種類 "burst-charge" の行動がある
    もし "A" が次の行動をとる:
      """
      {"type": "burst-charge", "unit": {"player": "A", "square": 1}, "player": "B", "surge": [], "downloads": 2, "setup": false, "drain": [{"player": "B", "surge": [0, 1, 2]}]}
      """
    ならば "B" のサージは 0 枚、ストレージは 3 枚である
    かつ "A" のサージとストレージは空である
    もし "B" は宣言なしで応じる
    ならば 処理の根拠として条項 "twgp.unit-skill.burst-charge" が報告される

  @twgp.master-skill.s-drain @twgp.master-skill.list @option:master-skills
  シナリオ: Ｓドレインは ♀ のマスター・ユニットに限られ、♂ のマスター・ユニットでは相手のサージを使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" の場に "♂" のマスター・ユニット "勇者" がある
    かつ "A" の場に基本パワー 7 のユニット "剣豪" がある
    かつ "B" の場に基本パワー 5 のユニット "兵" がある
    かつ "B" のサージには札が 3 枚ある
    もし "A" が次の行動をとる:
      """
      {"type": "assault", "attacker": {"player": "A", "square": 1}, "target": {"player": "B", "square": 0}, "surge": [], "drain": [{"player": "B", "surge": [0, 1, 2]}]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.s-drain" である

  @twgp.master-skill.s-drain @option:master-skills
  シナリオ: Ｓドレインを持つプレイヤーには、相手のサージで払うサージ・ダイレクトのアサルトが選択肢に示される
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    かつ "B" の場に基本パワー 5 のユニット "兵" がある
    かつ "B" のサージには札が 3 枚ある
    ならば "A" の選択肢に、"B" のサージを使うアサルトがある

  @twgp.master-skill.s-drain.cancel @twgp.master-skill.note.s-drain-cancel @option:master-skills
  シナリオ: 互いのマスター・ユニットがどちらも ♀ なら、Ｓドレインは打ち消し合って使えない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "master-drive" を使う
    かつ オプション "master-skills" を使う
    かつ "A" の場に "♀" のマスター・ユニット "巫女" がある
    かつ "A" の場に基本パワー 7 のユニット "剣豪" がある
    かつ "B" の場に "♀" のマスター・ユニット "魔女" がある
    かつ "B" のサージには札が 3 枚ある
    もし "A" が次の行動をとる:
      """
      {"type": "assault", "attacker": {"player": "A", "square": 1}, "target": {"player": "B", "square": 0}, "surge": [], "drain": [{"player": "B", "surge": [0, 1, 2]}]}
      """
    ならば その行動は違反となり、根拠は条項 "twgp.master-skill.s-drain.cancel" である

  @twgp.master-drive.vital-count @twgp.damage.active-one @option:master-drive
  シナリオ: 召喚する前の裏向きのマスター・ユニットをダメージで失効させても、マスター・ユニットはヴァイタル効果を持たないので、働いているヴァイタル効果は替わらない
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" のヴァイタル・グリッドは、"♂" のマスター・ユニット "勇者" と裏向きのヴァイタル 2 枚である
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がヴァイタル・グリッドの 1 番目のヴァイタルを失効させる
    ならば "A" のヴァイタル・グリッドの 1 番目には "勇者" が "Damage" で置かれている
    かつ いまは "A" が "routine" を決める番である

  @twgp.master-drive.vital-count @option:master-drive
  シナリオ: 束の素材として敷かれたマスター・ユニットも残りのヴァイタルで、ダメージで選ぶとその束から抜けてヴァイタル・グリッドに戻る
    前提 "B" のターンのバトル・シークェンスで、相手は "A" である
    かつ オプション "master-drive" を使う
    かつ "B" の場に基本パワー 5 のユニット "剣士" がある
    かつ "A" の席に次の項目を加える:
      """
      {"battleGrid": [{"name": "巨神", "power": 9, "mode": "Save", "materials": [{"name": "勇者", "power": 6, "master": {"sex": "♂"}}]}], "vitalGrid": [null, {"name": "Aの失効1", "mode": "Damage"}, {"name": "Aの失効2", "mode": "Damage"}]}
      """
    もし "剣士" が "A" にダイレクトを宣言する
    かつ "A" は宣言なしで応じる
    かつ "A" がバトル・グリッドのマスター・ユニットをダメージで失効させる
    ならば "巨神" は場に残っている
    かつ "A" のヴァイタル・グリッドの 1 番目には "勇者" が "Damage" で置かれている
    かつ "A" のヴァイタルは 0 枚残っている
