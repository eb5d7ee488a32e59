# language: ja
機能: カード
  カードには登場作品、レアリティ、名前、戦闘力、☆、属性、特殊能力がある。全 36 枚のデータはカードリストのとおりである。

  背景:
    前提 TWの対戦で "A" と "B" が向かい合う
    かつ TWの "A" のデッキは上から "悪路王×10" である
    かつ TWの "B" のデッキは上から "悪路王×10" である

  @tommy-walker.card-list.cards @tommy-walker.cards.card @tommy-walker.cards.series @tommy-walker.cards.rarity @tommy-walker.cards.power @tommy-walker.cards.stars @tommy-walker.cards.attributes @tommy-walker.cards.name
  シナリオアウトライン: カード「<カード名>」のデータはカードリストのとおりである
    ならば TWのカード "<カード名>" は "<作品>" の "<レアリティ>"、"<性別と属性>"、☆<ダメージ>、戦闘力 <戦闘力> である
    かつ TWのカード "<カード名>" の ID は "<ID>" で、特殊能力は <能力数> つである

    例:
      | カード名 | 作品 | レアリティ | 性別と属性 | ダメージ | 戦闘力 | ID | 能力数 |
      | チキンレッグの翔剣士・ラルフ | TW1 | C | 男/T | 4 | 2800 | tw1-ralph | 1 |
      | はじまりは・プルミエール | TW1 | C | 女/P | 2 | 5100 | tw1-premiere | 2 |
      | 悪路王 | TW2 | C | 男/T | 2 | 4000 | tw2-akuro-o | 1 |
      | 「神将」燕・十三 | TW2 | C | 男/P | 3 | 3600 | tw2-en-jusan | 1 |
      | 雛森・イスカ | TW2 | C | 女/P | 2 | 3900 | tw2-hinamori-isuka | 1 |
      | 水のオロチ | TW2 | C | 女/T | 2 | 4700 | tw2-mizu-no-orochi | 2 |
      | モーラットヒーロー | TW2 | C | 男/S | 3 | 4300 | tw2-morat-hero | 1 |
      | ジャック・マキシム達 | TW2 | U | 男/P | 4 | 1600 | tw2-jack-maxim | 1 |
      | 清廉騎士カリスト | TW2 | R | 男/ST | 3 | 3700 | tw2-callisto | 2 |
      | シルバーレイン | TW2 | R | 男/P | 2 | 3500 | tw2-silver-rain | 1 |
      | 妖狐七星将・廉貞 | TW2 | R | 男/S | 3 | 3300 | tw2-renjo | 1 |
      | 革命聖女ゼファー | TW3 | C | 女/S | 3 | 3500 | tw3-zephyr | 1 |
      | 豪放の魔獣戦士・バロウズ | TW3 | C | 男/P | 2 | 4200 | tw3-burrows | 1 |
      | 桜苺の星霊術士・アミナ | TW3 | C | 女/S | 3 | 4200 | tw3-amina | 1 |
      | 水神アクエリオ | TW3 | C | 男/T | 4 | 3800 | tw3-aquario | 1 |
      | ハンクス長老 | TW3 | C | 男/T | 2 | 3900 | tw3-elder-hanks | 1 |
      | ハンマーの城塞騎士・グラントラム | TW3 | C | 男/P | 2 | 5200 | tw3-grantram | 2 |
      | 崩落のマリア | TW3 | C | 女/T | 1 | 6000 | tw3-maria | 1 |
      | 魔法剣士・ダリア | TW3 | C | 女/T | 4 | 4000 | tw3-dahlia | 1 |
      | 緑の塔主・クックベリー | TW3 | C | 女/P | 2 | 5300 | tw3-cookberry | 1 |
      | ラビシャン女王・アルゴラ | TW3 | C | 女/P | 2 | 4800 | tw3-algora | 1 |
      | 六花結びの魔法剣士・レイジ | TW3 | C | 男/T | 4 | 2300 | tw3-reiji | 2 |
      | 形成するものカダスフィア | TW3 | R | 男/P | 4 | 2000 | tw3-kadasphere | 1 |
      | 宇佐美・アキラ | TW4 | C | 女/T | 3 | 4400 | tw4-akira-usami | 2 |
      | 『吸血鬼』アレクシス・カンパネラ | TW4 | C | 男/P | 4 | 2300 | tw4-alexis-campanella | 2 |
      | 倉槌・緋那 | TW4 | C | 女/T | 2 | 3800 | tw4-hina-kuratsuchi | 1 |
      | 葬名・煉 | TW4 | C | 男/P | 2 | 4600 | tw4-ren-somei | 1 |
      | ソロモンの悪魔『アモン』 | TW4 | C | 男/T | 3 | 2800 | tw4-amon | 1 |
      | 橘・レティシア | TW4 | C | 女/S | 2 | 5600 | tw4-leticia-tachibana | 1 |
      | デモノイド | TW4 | C | 男/P | 3 | 4000 | tw4-demonoid | 1 |
      | 荒木・琢磨 | TW4 | U | 男/T | 4 | 3800 | tw4-takuma-araki | 1 |
      | 『シャドウ』綺月・紗矢 | TW4 | U | 女/T | 4 | 3400 | tw4-saya-kizuki | 1 |
      | デーヴィッド・フローリンガー | TW4 | U | 男/P | 2 | 3400 | tw4-david-flooringer | 1 |
      | 五十嵐・姫子 | TW4 | R | 女/T | 4 | 2300 | tw4-himeko-igarashi | 1 |
      | ゲルマンシャーク | TW4 | R | 男/P | 2 | 8100 | tw4-german-shark | 2 |
      | ラブリンスター | TW4 | R | 女/S | 3 | 7300 | tw4-lovelinstar | 2 |

  @tommy-walker.cards.rarity.no-effect
  シナリオ: レアリティの違う水神アクエリオ（C）と荒木・琢磨（U）も、戦闘力が同じ 3800 なら相討ちになる
    前提 TWの "A" は "水神アクエリオ" を、"B" は "荒木・琢磨" をアタックカードとして出した
    ならば TWで相討ちになり、根拠は条項 "tommy-walker.check.tie" である

  @tommy-walker.cards.attributes.each @tommy-walker.cards.attributes.match @tommy-walker.card-list.note.st @tommy-walker.cards.gender @tommy-walker.cards.stat
  シナリオ: 「ST」の清廉騎士カリストは「S」と「T」の両方を持つ
    ならば TWのカード "清廉騎士カリスト" は属性 "男" を持つ
    かつ TWのカード "清廉騎士カリスト" は属性 "S" を持つ
    かつ TWのカード "清廉騎士カリスト" は属性 "T" を持つ

  @tommy-walker.cards.attributes.match @tommy-walker.card-list.note.st @tommy-walker.abilities.cond.enemy
  シナリオ: 革命聖女ゼファーの「敵が「S」なら」は、清廉騎士カリストを相手に満たされる
    前提 TWの "A" は "革命聖女ゼファー" を、"B" は "清廉騎士カリスト" をアタックカードとして出した
    もし TWの "A" がAT能力を発動する
    ならば TWの "A" の戦闘力は 12500 である

  @tommy-walker.cards.attributes.match @tommy-walker.card-list.note.st
  シナリオ: 豪放の魔獣戦士・バロウズの「敵が「T」なら」も、清廉騎士カリストを相手に満たされる
    前提 TWのターンは 2 ターン目である
    かつ TWの場には "A" の結界 "シルバーレイン" がある
    かつ TWの "A" は "清廉騎士カリスト" を、"B" は "豪放の魔獣戦士・バロウズ" をアタックカードとして出した
    もし TWの "B" がAT能力を発動する
    ならば TWの "B" の戦闘力は 12300 である

  @tommy-walker.cards.ability.own-card
  シナリオ: ライドされて下になった清廉騎士カリストの DMG 能力は使えない
    前提 TWの "A" の手札は "雛森・イスカ、悪路王" である
    かつ TWの "A" は "清廉騎士カリスト" を、"B" は "崩落のマリア" をアタックカードとして出した
    もし TWの "A" が手札の "雛森・イスカ" でライドする
    かつ TWの "A" がエンドを宣言する
    ならば TWで "A" は 1 点のダメージを受ける
    かつ TWは 2 ターン目である
    かつ TWの "A" の手札は "悪路王" になっている
    かつ TWの "A" の捨て札は "清廉騎士カリスト、雛森・イスカ、悪路王" になっている

  @tommy-walker.cards.ability.own-card
  シナリオ: 手札にある悪路王の AT 能力は使えず、アタックカードの能力だけが選択肢になる
    前提 TWの "A" の手札は "悪路王" である
    かつ TWの "A" は "雛森・イスカ" を、"B" は "崩落のマリア" をアタックカードとして出した
    ならば TWで "A" の選択肢に "AT能力" はない
    かつ TWで "A" の選択肢に "悪路王でライド" がある
