/**
 * The contract's way out (docs/protocol/kakushin.md): the canonical observation of a battle,
 * its events and its result in the protocol's form. Sides are named by their players, skills
 * and panels as the spec names them. Formatting only; no rule is decided here.
 */
import { asJsonValue } from '../core/json.ts';
import type { GameResult } from '../core/game.ts';
import type { KakushinGame } from './setup.ts';
import type { BattleEvent, BattleResult, Fighter, Panel, Side, SkillDef } from './types.ts';

/** The clause that ended the battle, by what ended it. */
const END_CLAUSE: Record<BattleResult['cause'], string> = {
  'hp-zero': 'kakushin.battle.hp-zero',
  'both-zero': 'kakushin.battle.note-both-zero',
  'turn-limit': 'kakushin.battle.turn-limit',
  loop: 'kakushin.battle.loop',
};

const panels = (ps: readonly Panel[]) => ps.map((p) => ({ kind: p.kind, ailments: [...p.ailments] }));

function skill(k: SkillDef) {
  return {
    name: k.name,
    cost: k.cost.join(''),
    categories: [...k.categories],
    data: k.status === 'canon' ? '正典' : '見本',
    ...(k.text !== undefined ? { text: k.text } : {}),
  };
}

function character(game: KakushinGame, side: Side, f: Fighter) {
  const sheet = game.sheets[side];
  return {
    player: game.players[side],
    name: f.name,
    points: { ...f.points },
    maxHp: f.maxHp,
    hp: f.hp,
    learned: [...sheet.learned],
    skills: f.skills.map(skill),
    plan: {
      length: sheet.planLength,
      statements: f.plan.map((st) => ({ sentence: st.sentence, offset: st.offset, line: st.line, text: st.text, conditions: st.conditions, directive: st.directive })),
      void: sheet.planVoid.map((d) => ({ ...d })),
      bound: f.bound.map((b) => b.sentence),
    },
    panels: panels(f.panels),
    arriving: panels(f.deferred),
    maintained: f.maintenance.map((m) => m.skill),
    ailments: f.ailments.map((a) => ({ name: a.name, damage: a.damage, recovery: a.recover })),
  };
}

function resultOf(game: KakushinGame, r: BattleResult) {
  return {
    winner: r.winner === null ? null : game.players[r.winner],
    losers: r.losers.map((side) => game.players[side]),
    gm: r.gmWins,
    clause: r.clause,
    end: END_CLAUSE[r.cause],
    reason: r.reason,
  };
}

/** The omniscient observation rulings assert on. */
export function observation(game: KakushinGame) {
  const b = game.battle;
  return {
    turn: b.turn,
    step: game.next,
    first: b.first === null ? null : game.players[b.first],
    erased: [...b.erased],
    characters: b.fighters.map((f, i) => character(game, i as Side, f)),
    result: b.result ? resultOf(game, b.result) : null,
  };
}

/** The contract's result: the winner's player name (null for nobody), the deciding clause, why. */
export function gameResult(game: KakushinGame): GameResult | null {
  const r = game.battle.result;
  return r ? { winner: r.winner === null ? null : game.players[r.winner], clause: r.clause, reason: r.reason } : null;
}

/** One battle event in the protocol's form: sides become player names. */
export function protocolEvent(game: KakushinGame, e: BattleEvent): Record<string, unknown> {
  const player = (side: Side) => game.players[side];
  const out: Record<string, unknown> = { ...e };
  if ('side' in e) {
    delete out.side;
    out.player = player(e.side);
  }
  if (e.type === 'initiative') {
    out.first = player(e.first);
    out.gaveUp = e.gaveUp === null ? null : player(e.gaveUp);
  }
  if (e.type === 'result') out.result = resultOf(game, e.result);
  return asJsonValue(out);
}
