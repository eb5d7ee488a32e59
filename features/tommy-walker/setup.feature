# language: ja
機能: ゲームの準備
  各プレイヤーはカードリストから 16 枚のデッキを組み、よく切って裏向きに置く。手札も場も空で始める。

  @tommy-walker.setup.deck-size
  シナリオアウトライン: 16 枚でないデッキでは対戦を始められない
    もし TWの対戦を、"A" はカード ID "tw2-akuro-o" を <枚数> 枚、"B" は "tw4-demonoid" を 16 枚のデッキで始めようとする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.setup.deck-size" である

    例:
      | 枚数 |
      | 15   |
      | 17   |
      | 0    |

  @tommy-walker.setup.copies @tommy-walker.setup.deck-size
  シナリオ: 16 枚すべてが同じ悪路王のデッキでもよい
    もし TWの対戦を、"A" はカード ID "tw2-akuro-o" を 16 枚、"B" は "tw4-demonoid" を 16 枚のデッキで始めようとする
    ならば TWの対戦は始まる
    かつ TWの "A" のデッキは "悪路王" が 16 枚である

  @tommy-walker.setup.card-pool @tommy-walker.setup.note.card-pool
  シナリオ: カードリストにないカードはデッキに入れられない
    もし TWの対戦を、"A" はカード ID "tw5-unknown" を 16 枚、"B" は "tw4-demonoid" を 16 枚のデッキで始めようとする
    ならば TWの行動は認められない。根拠は条項 "tommy-walker.setup.card-pool" である

  @tommy-walker.setup.shuffle @tommy-walker.setup.note.shuffle
  シナリオ: デッキは切られ、同じシードからは同じ並びになる
    もし TWの "A" と "B" が次のデッキでシード 7 の対戦を始める
      | プレイヤー | デッキ                                                                                                 |
      | A          | 悪路王×4、デモノイド×4、ハンクス長老×4、崩落のマリア×4                                                   |
      | B          | 雛森・イスカ×4、水のオロチ×4、シルバーレイン×4、ゲルマンシャーク×4                                       |
    ならば TWの対戦は始まる
    かつ TWの "A" のデッキの並びは、同じデッキをシード 7 で始めたときと同じである
    かつ TWの "A" のデッキの並びは、同じデッキをシード 8 で始めたときと異なる
    かつ TWの "B" のデッキの並びは、同じデッキをシード 9 で始めたときと異なる

  @tommy-walker.setup.place-deck @tommy-walker.setup.start-empty @tommy-walker.terms.hidden @tommy-walker.terms.deck
  シナリオ: ゲームの始めには、デッキは裏向きの 16 枚で、手札も捨て札も結界もない
    もし TWの "A" と "B" が次のデッキでシード 1 の対戦を始める
      | プレイヤー | デッキ                                  |
      | A          | 悪路王×8、デモノイド×8                    |
      | B          | 雛森・イスカ×8、シルバーレイン×8          |
    ならば TWの "A" から見ると、"A" のデッキは 16 枚で中身は伏せられている
    かつ TWの "A" から見ると、"B" のデッキは 16 枚で中身は伏せられている
    かつ TWの "A" の手札は 0 枚になっている
    かつ TWの "B" の手札は 0 枚になっている
    かつ TWの "A" の捨て札はない
    かつ TWの場に結界はない
    かつ TWは 1 ターン目である
    かつ TWのフェイズは "ドローフェイズ" である
    かつ TWで "A" の選択肢は "ドロー" だけである

  @tommy-walker.setup.deck-size @tommy-walker.setup.copies
  シナリオ: デッキファイルは 1 行に 1 枚、行頭の枚数指定とコメントを使って書ける
    もし TWのデッキファイルを読む
      """
      # 悪路王を軸にしたデッキ
      4 x 悪路王
      4 x デモノイド   # T を捨てる AT 能力
      ハンクス長老
      ハンクス長老
      6 x 崩落のマリア
      """
    ならば TWのデッキファイルは 16 枚のデッキとして読める
    かつ TWのデッキファイルには "ハンクス長老" が 2 枚ある
    かつ TWのデッキファイルには "崩落のマリア" が 6 枚ある

  @tommy-walker.setup.card-pool
  シナリオ: デッキファイルの知らないカード名は、行番号付きで指摘される
    もし TWのデッキファイルを読む
      """
      15 x 悪路王
      悪路皇
      """
    ならば TWのデッキファイルは 2 行目の誤りとして "unknown card '悪路皇'" を含む指摘を受ける

  @tommy-walker.setup.deck-size
  シナリオ: 15 枚のデッキファイルは枚数の誤りとして指摘される
    もし TWのデッキファイルを読む
      """
      15 x 悪路王
      """
    ならば TWのデッキファイルは 0 行目の誤りとして "tommy-walker.setup.deck-size" を含む指摘を受ける
