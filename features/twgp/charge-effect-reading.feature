# language: ja
@option:charge-effects @option:deck-card-types
機能: チャージ・エフェクト（テキストの読み替えとコスト）
  各社のカードは、テキストを 5 つの法則で読み替えて 16 種のどれかとして使う。種類はテキスト例の語で読み、
  どれにも当たらなければアナザーとする。アナザー以外はカードに書かれたコストや条件を無効として読む。

  背景:
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ チャージ・エフェクトのオプションを使う
    かつ 各プレイヤーの山札には札が 10 枚ある
    かつ "A" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "B" のヴァイタル・グリッドには裏向きのヴァイタルが 3 枚ある
    かつ "A" の場に基本パワー 5 のユニット "甲" がある
    かつ "B" の場に基本パワー 6 のユニット "乙" がある

  @twgp.charge-effect.kinds @twgp.charge-effect.reading @twgp.charge-effect.reading.note.classify
  シナリオアウトライン: テキスト「<テキスト>」のカードは <種類> として読まれ、標的を名指さずに使うと <種類> の規則で答えられる
    前提 "A" の手札に、テキスト "<テキスト>" のチャージ・エフェクト "読み替え札" がある
    もし "A" が手札の "読み替え札" を 1 枚重ねて使う
    ならば 答えは条項 "<条項>" を根拠とする

    @twgp.charge-effect.spell.texts
    例: スペル
      | テキスト | 種類 | 条項 |
      | 火炎魔法で敵を焼き払う | スペル | twgp.charge-effect.spell |
      | 大地震を起こす | スペル | twgp.charge-effect.spell |

    @twgp.charge-effect.reflect.texts
    例: リフレクト
      | テキスト | 種類 | 条項 |
      | 相手の魔法を反射する | リフレクト | twgp.charge-effect.reflect |

    @twgp.charge-effect.plus.texts
    例: プラス
      | テキスト | 種類 | 条項 |
      | 味方のHPを増やす | プラス | twgp.charge-effect.plus |

    @twgp.charge-effect.down.texts
    例: ダウン
      | テキスト | 種類 | 条項 |
      | 敵のHPを減らす | ダウン | twgp.charge-effect.down |

    @twgp.charge-effect.accel.texts
    例: アクセル
      | テキスト | 種類 | 条項 |
      | 素早く加速する | アクセル | twgp.charge-effect.accel |
      | 連続攻撃を行う | アクセル | twgp.charge-effect.accel |

    @twgp.charge-effect.slow.texts
    例: スロー
      | テキスト | 種類 | 条項 |
      | 敵を減速させる | スロー | twgp.charge-effect.slow |

    @twgp.charge-effect.poison.texts
    例: ポイズン
      | テキスト | 種類 | 条項 |
      | 敵を毒にする | ポイズン | twgp.charge-effect.poison |

    @twgp.charge-effect.potion.texts
    例: ポーション
      | テキスト | 種類 | 条項 |
      | 毒消しの薬を飲ませる | ポーション | twgp.charge-effect.potion |

    @twgp.charge-effect.hack.texts
    例: ハック
      | テキスト | 種類 | 条項 |
      | 敵を魅了して操る | ハック | twgp.charge-effect.hack.no-player-target |
      | 敵を洗脳する | ハック | twgp.charge-effect.hack.no-player-target |

    @twgp.charge-effect.crack.texts
    例: クラック
      | テキスト | 種類 | 条項 |
      | 魔法を封印する | クラック | twgp.charge-effect.crack.note.span |

    @twgp.charge-effect.drain.texts
    例: ドレイン
      | テキスト | 種類 | 条項 |
      | 相手の装備を奪う | ドレイン | twgp.charge-effect.drain |

    @twgp.charge-effect.hazard.texts
    例: ハザード
      | テキスト | 種類 | 条項 |
      | 敵を麻痺させる | ハザード | twgp.charge-effect.hazard |
      | 敵を石化する | ハザード | twgp.charge-effect.hazard |

    @twgp.charge-effect.medical.texts
    例: メディカル
      | テキスト | 種類 | 条項 |
      | 傷を回復する | メディカル | twgp.charge-effect.medical.unconditional |

    @twgp.charge-effect.jamming.texts
    例: ジャミング
      | テキスト | 種類 | 条項 |
      | 霧に隠れる | ジャミング | twgp.charge-effect.jamming |

    @twgp.charge-effect.copy.texts
    例: コピー
      | テキスト | 種類 | 条項 |
      | 相手の魔法をコピーする | コピー | twgp.charge-effect.copy |

    @twgp.charge-effect.another.texts
    例: アナザー
      | テキスト | 種類 | 条項 |
      | カードを1枚引く | アナザー | twgp.charge-effect.another.keeps-text |

  @twgp.charge-effect.reading.one-function @twgp.charge-effect.reading.note.classify
  シナリオ: 二つの効果に読めるテキストは、どちらとして使うかを決めなければ読み替えられない
    前提 "A" の手札に、テキスト "火炎魔法で焼き、さらに敵を毒にする" のチャージ・エフェクト "二重の札" がある
    ならば その局面は形が不正として拒まれ、問題の場所は "position.seats[0].hand[0].charge.kind" である

  @twgp.charge-effect.reading.one-function
  シナリオ: 二つの効果に読めるテキストも、使う一つを決めればその効果だけで使える
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "二重の札" がある:
      """
      {"kind": "ポイズン", "text": "火炎魔法で焼き、さらに敵を毒にする"}
      """
    もし "A" が手札の "二重の札" を 1 枚重ねて使う
    ならば 答えは条項 "twgp.charge-effect.poison" を根拠とする

  @twgp.charge-effect.reading.log-counter @twgp.charge-effect.reading
  シナリオ: 捨札になったときに働くテキストのカードはログ・カウンターとして扱い、伏せて敷ける
    前提 "A" の手札に、テキスト "このカードが墓地に送られたとき、相手に1ダメージを与える" のチャージ・エフェクト "遺言の札" がある
    もし "A" が手札の "遺言の札" をログ・カウンターとしてチャージ・グリッドに裏置きで敷く
    ならば "A" のチャージ・グリッドには裏タテ置きの "遺言の札" がある

  @twgp.charge-effect.reading.log-counter
  シナリオ: 捨札になる条件のないチャージ・エフェクトは、ログ・カウンターとして敷けない
    前提 "A" の手札にチャージ効果 "スペル"（基本の威力 3）のカード "火球" が 1 枚ある
    もし "A" が手札の "火球" をログ・カウンターとしてチャージ・グリッドに裏置きで敷く
    ならば その行動は違反となり、根拠は条項 "twgp.stealth.other-cards" である

  @twgp.charge-effect.reading.paragraphs @twgp.charge-effect.reading.log-counter
  シナリオ: 別の段落にある「捨札になったとき」の条件は、スペルとして選んだ段落に結び付かない
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "二段の札" がある:
      """
      {"kind": "スペル", "strength": 6, "text": "火炎魔法で敵を焼き払う。\nこのカードが墓地に送られたとき、カードを1枚引く。"}
      """
    もし "A" が手札の "二段の札" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である

  @twgp.charge-effect.reading.paragraphs @twgp.charge-effect.reading.log-counter
  シナリオ: 同じ段落に「捨札になったとき」の条件があれば、カードはログ・カウンターとして扱う
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "一段の札" がある:
      """
      {"kind": "スペル", "strength": 6, "text": "このカードが墓地に送られたとき、火炎魔法で敵を焼き払う。"}
      """
    もし "A" が手札の "一段の札" を 1 枚重ねて "乙" に使う
    ならば その行動は違反となり、根拠は条項 "twgp.card-type.charge-effect.activate" である

  @twgp.charge-effect.reading.power-06 @twgp.charge-effect.reading.note.power-amount
  シナリオ: パワーに当たらない数値や数値のない効果の基本の威力は06である
    前提 "A" の手札に、テキスト "火炎魔法で敵を焼き払う" のチャージ・エフェクト "火炎" がある
    もし "A" が手札の "火炎" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" の威力は 6、標的の算定パワーは 6 である

  @twgp.charge-effect.reading.power-06 @twgp.charge-effect.reading.note.power-amount @twgp.status.power.conversion
  シナリオ: パワーの元になる項目の数値は換算表の桁で威力にする（ポケモンのHP30は03）
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "ひのこ" がある:
      """
      {"text": "火炎で30ダメージ", "strength": {"game": "ポケモン", "item": "HP", "value": 30}}
      """
    もし "A" が手札の "ひのこ" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "failed" で、根拠は条項 "twgp.charge-effect.spell.achieve" である
    かつ チャージ効果 "スペル" の威力は 3、標的の算定パワーは 6 である

  @twgp.charge-effect.reading.conditions-void @twgp.charge-effect.cost @twgp.charge-effect.note.cost
  シナリオ: アナザー以外の効果は、カードに書かれたコストを払わずに使う
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "代償の火球" がある:
      """
      {"kind": "スペル", "strength": 6, "cost": {"kind": "surge", "count": 1}}
      """
    もし "A" が手札の "代償の火球" を 1 枚重ねて "乙" に使う
    かつ "B" は宣言なしで応じる
    ならば チャージ効果 "スペル" は "achieved" で、根拠は条項 "twgp.charge-effect.spell.achieve" である
    かつ 次の内容のイベントは起きていない:
      """
      {"type": "cost"}
      """

  @twgp.charge-effect.cost @twgp.charge-effect.another.keeps-text @twgp.charge-effect.note.cost @twgp.cost.pay-in-full
  シナリオ: アナザーはカードに書かれたコストを払って使い、払えなければ使えない
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "取引" がある:
      """
      {"kind": "アナザー", "cost": {"kind": "surge", "count": 1}}
      """
    もし "A" が手札の "取引" を 1 枚重ねて使う
    ならば その行動は違反となり、根拠は条項 "twgp.cost.pay-in-full" である

  @twgp.charge-effect.cost @twgp.charge-effect.another.keeps-text @twgp.cost.surge
  シナリオ: サージがあれば、アナザーはそのコストを払って使える
    前提 "A" のサージには札が 1 枚ある
    かつ "A" の手札に、次の読み替えのチャージ・エフェクト "取引" がある:
      """
      {"kind": "アナザー", "cost": {"kind": "surge", "count": 1}}
      """
    もし "A" が手札の "取引" を 1 枚重ねて使う
    ならば 答えは条項 "twgp.charge-effect.another.keeps-text" を根拠とする
    かつ 次の内容のイベントが起きた:
      """
      {"type": "charge-effect-cost", "player": "A", "clause": "twgp.charge-effect.cost"}
      """
    かつ "A" のサージは 0 枚、ストレージは 1 枚である

  @twgp.charge-effect.cost.numeric @twgp.charge-effect.note.cost
  シナリオ: アナザーのコストが数値で書かれていれば、数値にかかわらずヴァイタル1枚として払う
    前提 "A" の手札に、次の読み替えのチャージ・エフェクト "大取引" がある:
      """
      {"kind": "アナザー", "cost": {"instant": 3000}}
      """
    もし "A" が手札の "大取引" を 1 枚重ねて使う
    ならば 次の内容のイベントが起きた:
      """
      {"type": "charge-effect-cost", "player": "A", "clause": "twgp.charge-effect.cost.numeric"}
      """
    かつ 次の内容のイベントが起きた:
      """
      {"type": "cost", "player": "A", "kind": "damage", "count": 1}
      """

  @twgp.charge-effect.deck-unique @twgp.charge-effect.reading.note.classify
  シナリオ: 1デッキに同じ効果のチャージ・エフェクトを2枚入れた対戦の用意は拒まれる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    かつ オプション "charge-effects" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "火球", "kind": "チャージ・エフェクト", "charge": {"kind": "スペル", "strength": 3}}
      """
    かつ "A" のエントリー・デッキの 2 枚目は、次の札である:
      """
      {"name": "雷撃", "kind": "チャージ・エフェクト", "charge": {"text": "雷撃を落とす"}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.decks[0].entry.pile[1]"、根拠は条項 "twgp.charge-effect.deck-unique" である

  @twgp.charge-effect.deck-unique
  シナリオ: 効果の違うチャージ・エフェクトなら1デッキに並べて入れられる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    かつ オプション "charge-effects" を使う
    かつ "A" のエントリー・デッキの 1 枚目は、次の札である:
      """
      {"name": "火球", "kind": "チャージ・エフェクト", "charge": {"kind": "スペル", "strength": 3}}
      """
    かつ "A" のエントリー・デッキの 2 枚目は、次の札である:
      """
      {"name": "毒霧", "kind": "チャージ・エフェクト", "charge": {"text": "敵を毒にする"}}
      """
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた
