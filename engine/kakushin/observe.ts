/**
 * The contract's way out (docs/protocol/kakushin.md): the canonical observation of a battle,
 * its events and its result in the protocol's form. Sides are named by their players, skills
 * and panels as the spec names them. Formatting only; no rule is decided here.
 */
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

/**
 * A copy of a panel list in the protocol's form, `{kind, ailments}` (docs/protocol/kakushin.md),
 * made field by field: a turn returns a few hundred events of a looping action, most of them with
 * panel lists, so a generic deep copy of each was most of a battle's cost (docs/performance.md).
 */
function panelList(ps: readonly Panel[]): Panel[] {
  const out: Panel[] = [];
  for (const p of ps) out.push({ kind: p.kind, ailments: [...p.ailments] });
  return out;
}

/**
 * One battle event in the protocol's form: sides become player names (`player`, last), and the
 * lists are copies, so a caller may change what it gets without changing the battle's log. Field
 * by field in each event's own order, as `{...e}` without `side` plus `player` through a JSON
 * copy made it; an optional field that is absent or undefined is left out.
 */
export function protocolEvent(game: KakushinGame, e: BattleEvent): Record<string, unknown> {
  const player = (side: Side) => game.players[side];
  const panelsOut = panelList;
  switch (e.type) {
    case 'battle-start':
      return { type: e.type, names: [...e.names], hp: [...e.hp] };
    case 'erased':
      return { type: e.type, skill: e.skill, player: player(e.side) };
    case 'initiative-roll':
      return { type: e.type, rolls: [...e.rolls], totals: [...e.totals] };
    case 'initiative':
      return { type: e.type, first: player(e.first), gaveUp: e.gaveUp === null ? null : player(e.gaveUp) };
    case 'turn-start':
      return { type: e.type, turn: e.turn };
    case 'ailment-check': {
      const out: Record<string, unknown> = { type: e.type, ailment: e.ailment, roll: e.roll, recovered: e.recovered };
      if (e.sentence !== undefined) out.sentence = e.sentence;
      out.player = player(e.side);
      return out;
    }
    case 'ailment-damage':
      return { type: e.type, ailment: e.ailment, amount: e.amount, hp: e.hp, player: player(e.side) };
    case 'panels-gained':
      return { type: e.type, gained: panelsOut(e.gained), reduced: [...e.reduced], deferred: e.deferred, panels: panelsOut(e.panels), player: player(e.side) };
    case 'maintenance-released':
      return { type: e.type, skill: e.skill, reason: e.reason, clause: e.clause, player: player(e.side) };
    case 'skill-used':
      return { type: e.type, skill: e.skill, passive: e.passive, paid: panelsOut(e.paid), panels: panelsOut(e.panels), player: player(e.side) };
    case 'damage':
      return { type: e.type, amount: e.amount, prevented: e.prevented, hp: e.hp, maxHp: e.maxHp, player: player(e.side) };
    case 'heal':
      return { type: e.type, amount: e.amount, hp: e.hp, maxHp: e.maxHp, player: player(e.side) };
    case 'panels-erased':
      return { type: e.type, panels: panelsOut(e.panels), clause: e.clause, player: player(e.side) };
    case 'ailment-given': {
      const out: Record<string, unknown> = { type: e.type, ailment: e.ailment, on: e.on };
      if (e.panels !== undefined) out.panels = panelsOut(e.panels);
      if (e.sentence !== undefined) out.sentence = e.sentence;
      out.player = player(e.side);
      return out;
    }
    case 'refund':
      return { type: e.type, panels: panelsOut(e.panels), remaining: panelsOut(e.remaining), player: player(e.side) };
    case 'no-effect':
      return { type: e.type, skill: e.skill, clause: e.clause, reason: e.reason, player: player(e.side) };
    case 'maintained':
      return { type: e.type, skill: e.skill, count: e.count, player: player(e.side) };
    case 'deferred-added':
      return { type: e.type, panels: panelsOut(e.panels), remaining: panelsOut(e.remaining), player: player(e.side) };
    case 'regained-used':
      return { type: e.type, panels: panelsOut(e.panels), player: player(e.side) };
    case 'turn-end':
      return { type: e.type, turn: e.turn, panels: [panelsOut(e.panels[0]), panelsOut(e.panels[1])] };
    case 'loop':
      return { type: e.type, uses: e.uses, player: player(e.side) };
    case 'tiebreak':
      return { type: e.type, step: e.step, values: [...e.values] };
    case 'result':
      return { type: e.type, result: resultOf(game, e.result) };
  }
}
