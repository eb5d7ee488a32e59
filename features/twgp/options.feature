# language: ja
機能: オプションの通則（20 章）
  オプションは対戦の用意の options に鍵を書いて採用する。何も書かなければ基本システムだけで遊ぶ。
  前提のオプションを欠く鍵は、その鍵の場所で用意が拒まれ、根拠の条項が示される。
  採用したオプションは対戦の途中で変えられない。
  （鍵の行は @option: の札を付けてあり、エンジンがその鍵を告げていなければ実行されない。
  オプションを実装した人は、自分の鍵の行をここに一行加える。）

  @twgp.options.optional @twgp.options.option
  シナリオ: オプションを何も書かない対戦は、どのオプションも採用されずに始まる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた
    かつ 観察の "options" は "{}" である

  @twgp.options.independent @twgp.options.option @option:deck-card-types
  シナリオ: デッキ・カード・タイプは、ほかのオプションなしで一つだけ採用できる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた
    かつ 観察の "options" は '{"deck-card-types":true}' である

  @twgp.options.optional @option:deck-card-types
  シナリオ: 鍵の値を false にしたオプションは採用されていない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使わない
    かつ オプション "log-counter-weapon" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.options.log-counter-weapon"、根拠は条項 "twgp.options.variants" である

  @twgp.options.dependencies @twgp.options.independent
  シナリオアウトライン: 前提のオプションを欠く鍵 <鍵> は、その鍵の場所で拒まれる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "<鍵>" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.options.<鍵>"、根拠は条項 "twgp.options.dependencies" である

    @option:charge-effects
    例:
      | 鍵 |
      | charge-effects |

    @option:master-skills
    例:
      | 鍵 |
      | master-skills |

  @twgp.options.dependencies
  シナリオアウトライン: 前提のオプション <前提> を加えれば、鍵 <鍵> は採用できる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "<前提>" を使う
    かつ オプション "<鍵>" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた

    @option:charge-effects @option:deck-card-types
    例:
      | 鍵 | 前提 |
      | charge-effects | deck-card-types |

    @option:master-skills @option:master-drive
    例:
      | 鍵 | 前提 |
      | master-skills | master-drive |

  @twgp.options.variants
  シナリオアウトライン: 変則ルール <鍵> は、それが属するオプションなしには採用できない
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "<鍵>" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は拒まれ、問題の場所は "setup.options.<鍵>"、根拠は条項 "twgp.options.variants" である

    @option:log-counter-weapon
    例:
      | 鍵 |
      | log-counter-weapon |

    @option:log-sd-counter
    例:
      | 鍵 |
      | log-sd-counter |

    @option:log-sd-counter-weapon
    例:
      | 鍵 |
      | log-sd-counter-weapon |

    @option:master-center
    例:
      | 鍵 |
      | master-center |

    @option:phase-attribute
    例:
      | 鍵 |
      | phase-attribute |

    @option:spell-speed
    例:
      | 鍵 |
      | spell-speed |

  @twgp.options.variants @option:log-counter-weapon @option:deck-card-types
  シナリオ: 変則ルールは、それが属するオプションを採用したうえでなら採用できる
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "deck-card-types" を使う
    かつ オプション "log-counter-weapon" を使う
    もし 対戦を始めようとする
    ならば その対戦の用意は受け付けられた
    かつ 観察の "options" は '{"deck-card-types":true,"log-counter-weapon":true}' である

  @twgp.options.variants @option:log-counter-weapon
  シナリオ: 局面でも、変則ルールをそのオプションなしに書くと形が不正である
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "log-counter-weapon" を使う
    ならば その局面は形が不正として拒まれ、問題の場所は "position.options.log-counter-weapon" である

  @twgp.options.list
  シナリオアウトライン: オプションの一覧の鍵 <鍵> を、エンジンは告げ、対戦の用意で受け付ける
    前提 "A" と "B" のハーフ・バトルの対戦を用意する
    かつ オプション "<前提>" を使う
    かつ オプション "<鍵>" を使う
    もし 対戦を始めようとする
    ならば エンジンはオプション "<鍵>" を告げている
    かつ その対戦の用意は受け付けられた
    かつ 観察の "options.<鍵>" は "true" である

    @option:deck-card-types
    例:
      | 鍵 | 前提 |
      | deck-card-types | deck-card-types |

    @option:charge-effects @option:deck-card-types
    例:
      | 鍵 | 前提 |
      | charge-effects | deck-card-types |

    @option:surge-earth
    例:
      | 鍵 | 前提 |
      | surge-earth | surge-earth |

    @option:unit-skills
    例:
      | 鍵 | 前提 |
      | unit-skills | unit-skills |

    @option:master-drive
    例:
      | 鍵 | 前提 |
      | master-drive | master-drive |

    @option:master-skills @option:master-drive
    例:
      | 鍵 | 前提 |
      | master-skills | master-drive |

    @option:charge-back
    例:
      | 鍵 | 前提 |
      | charge-back | charge-back |

    @option:phase-device
    例:
      | 鍵 | 前提 |
      | phase-device | phase-device |

    @option:re-vital
    例:
      | 鍵 | 前提 |
      | re-vital | re-vital |

    @option:bonds
    例:
      | 鍵 | 前提 |
      | bonds | bonds |

    @option:over-skills
    例:
      | 鍵 | 前提 |
      | over-skills | over-skills |

  @twgp.options.whole-game @twgp.options.note.when-chosen @option:deck-card-types
  シナリオ: 対戦の途中でオプションを加える行動はなく、採用したオプションは変わらない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    もし "A" が次の行動をとる:
      """
      {"type": "options", "options": {"deck-card-types": true}}
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "action.type" である
    かつ 観察の "options" は "{}" である

  @twgp.options.whole-game @option:deck-card-types
  シナリオ: 対戦の途中で採用したオプションを外す行動もない
    前提 "A" のターンのバトル・シークェンスで、相手は "B" である
    かつ オプション "deck-card-types" を使う
    もし "B" が次の行動をとる:
      """
      {"type": "options", "options": {"deck-card-types": false}}
      """
    ならば その行動は形が不正として拒まれ、問題の場所は "action.type" である
    かつ 観察の "options" は '{"deck-card-types":true}' である
