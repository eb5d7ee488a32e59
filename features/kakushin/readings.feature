# language: ja
機能: 革新的なTCGの別の読み方を設定の options で切り替える
  革新的なTCGには変則ルールがなく、設定の options のキーはどれも、解釈の注記が採らなかった別の読み方である。
  キーは true で別の読み方になり、false なら本書の読み方のままである。ほかのキーや true・false 以外の値、
  キーと値の組でない options は、ルールの違反ではなく形の誤りとして、その場所を示して拒まれる。

  背景:
    前提 キャラクター "十七点" は体力 16、火 0、水 0、風 0、地 0、剣 0、スキル欄 "斬撃" である

  @kakushin.character.points.total @kakushin.character.points.note-exact
  シナリオアウトライン: 別の読み方のキーを false にしても、本書の読み方のままである
    もし 設定の options を '<options>' として、キャラクター "十七点" のシートを提出する
    ならば <結果>

    例:
      | options                    | 結果                                                       |
      | {"points-at-most": false}  | シートは条項 "kakushin.character.points.total" により拒否される |
      | {}                         | シートは条項 "kakushin.character.points.total" により拒否される |
      | {"points-at-most": true}   | シートは受け付けられる                                     |

  @kakushin.character.points.total @kakushin.battle.initiative @kakushin.character.points.note-exact @kakushin.battle.note-initiative-once
  シナリオアウトライン: options は別の読み方のキーを true か false で示す組で、そうでなければ形の誤りとしてその場所を示して拒まれる
    もし 設定の options を '<options>' として、キャラクター "十七点" のシートを提出する
    ならば シートは形の誤りとして "setup.options<場所>" の箇所で拒否される

    例:
      | options                          | 場所                    |
      | 5                                |                         |
      | "points-at-most"                 |                         |
      | null                             |                         |
      | ["points-at-most"]               |                         |
      | {"no-such-reading": true}        | .no-such-reading        |
      | {"points-at-most": "yes"}        | .points-at-most         |
      | {"initiative-every-turn": 1}     | .initiative-every-turn  |
