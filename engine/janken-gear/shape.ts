/**
 * Shape checks for states and actions handed to the engine from outside (JSON files,
 * logs, agents): each problem is reported with its JSON path, nothing is thrown.
 */
import { checkedOnce } from '../core/checked.ts';
import type { ShapeError } from '../core/violation.ts';
import { isCard, isSignCard, SIGNS, suitOf } from './cards.ts';
import { READING_KEYS } from './readings.ts';
import type { JgAction, JgState } from './state.ts';

const PHASES = ['order', 'main', 'support', 'direct', 'over'];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCardList = (v: unknown) => Array.isArray(v) && v.every(isCard);

/**
 * The problems of a value as a state, by JSON path. States are immutable values, so one found
 * sound, or made by `apply`, is not looked at again (core/checked.ts): a game played through
 * the contract checks each state once at most, where every call checked it before (twice an
 * action through the protocol), a tenth of a random game's time (issue 16).
 */
export function checkState(state: JgState): ShapeError[] {
  return states.check(state);
}

/** Records a state `apply` made as sound (core/checked.ts), and returns it. */
export function madeState(state: JgState): JgState {
  return states.made(state);
}

const states = checkedOnce((value) => findStateProblems(value as JgState));

function findStateProblems(state: JgState): ShapeError[] {
  const e: ShapeError[] = [];
  if (!isObj(state)) return [{ path: '', message: 'a state must be an object' }];
  const ps = state.players;
  if (!Array.isArray(ps) || ps.length !== 2 || !ps.every((p) => typeof p === 'string') || ps[0] === ps[1]) {
    return [{ path: 'players', message: 'must name exactly two different players' }];
  }
  if (!Number.isSafeInteger(state.seed)) e.push({ path: 'seed', message: 'must be the integer the game was started from' });
  if (!PHASES.includes(state.phase)) e.push({ path: 'phase', message: `must be one of ${PHASES.join(', ')}` });
  if (!ps.includes(state.turnPlayer)) e.push({ path: 'turnPlayer', message: 'must be one of the players' });
  if (!ps.includes(state.chooser)) e.push({ path: 'chooser', message: 'must be one of the players' });
  if (!Number.isInteger(state.rng?.state) || state.rng.state < 0 || state.rng.state > 0xffffffff) e.push({ path: 'rng.state', message: 'must be a 32-bit unsigned integer' });
  if (!isObj(state.variants) || typeof state.variants.suddenVitalLoss !== 'boolean') e.push({ path: 'variants.suddenVitalLoss', message: 'must be true or false' });
  else if (state.variants.readings !== undefined && (!Array.isArray(state.variants.readings) || !state.variants.readings.every((k) => READING_KEYS.includes(k)))) {
    e.push({ path: 'variants.readings', message: `must be a list of reading keys (${READING_KEYS.join(', ')})` });
  }
  for (const key of ['turn', 'quietTurns', 'nextId'] as const) {
    if (!Number.isInteger(state[key]) || state[key] < 0) e.push({ path: key, message: 'must be a non-negative integer' });
  }
  if (!Array.isArray(state.attacked) || !state.attacked.every((a) => typeof a === 'string')) e.push({ path: 'attacked', message: 'must be a list of field card IDs' });
  if (!Array.isArray(state.exhausted) || !state.exhausted.every((p) => ps.includes(p))) e.push({ path: 'exhausted', message: 'must be a list of players' });
  if (typeof state.active !== 'boolean') e.push({ path: 'active', message: 'must be true or false' });
  if (!isObj(state.areas)) return [...e, { path: 'areas', message: 'must map each player to their cards' }];
  const ids = new Set<string>();
  for (const p of ps) {
    const a = state.areas[p];
    const at = `areas.${p}`;
    if (!isObj(a)) {
      e.push({ path: at, message: 'missing' });
      continue;
    }
    for (const pile of ['deck', 'hand', 'discard'] as const) if (!isCardList(a[pile])) e.push({ path: `${at}.${pile}`, message: 'must be a list of card codes' });
    if (!Array.isArray(a.vitals) || !a.vitals.every((v) => isObj(v) && isCard(v.card) && typeof v.lost === 'boolean')) {
      e.push({ path: `${at}.vitals`, message: 'must be a list of {card, lost}' });
    }
    if (!Array.isArray(a.field)) {
      e.push({ path: `${at}.field`, message: 'must be a list of field cards' });
      continue;
    }
    a.field.forEach((f, i) => {
      const fp = `${at}.field[${i}]`;
      if (!isObj(f) || typeof f.id !== 'string') return e.push({ path: `${fp}.id`, message: 'must be a string' });
      if (ids.has(f.id)) e.push({ path: `${fp}.id`, message: `duplicate field card ID '${f.id}'` });
      ids.add(f.id);
      if (!isCardList(f.cards) || f.cards.length === 0) return e.push({ path: `${fp}.cards`, message: 'must be a non-empty list of card codes' });
      // janken-gear.cards.diamond, janken-gear.cards.joker, janken-gear.field.bundle.same-suit:
      // a field card holds sign cards of one suit only.
      const odd = f.cards.findIndex((c: string) => !isSignCard(c) || suitOf(c) !== suitOf(f.cards[0]!));
      if (odd >= 0) e.push({ path: `${fp}.cards[${odd}]`, message: `${f.cards[odd]} cannot be in this field card: only ♠, ♥ or ♣ cards of one suit` });
    });
  }
  if (e.length) return e;
  const fieldOf = (p: string, id: string) => state.areas[p]!.field.some((f) => f.id === id);
  if (state.phase === 'support') {
    const b = state.battle;
    if (!isObj(b) || !ps.includes(b.attacker) || !ps.includes(b.defender) || b.attacker === b.defender || !ps.includes(b.toAct)) {
      e.push({ path: 'battle', message: 'a support step needs a battle with an attacker, a defender and the player to act' });
    } else {
      if (!fieldOf(b.attacker, b.attackerCard)) e.push({ path: 'battle.attackerCard', message: `not on ${b.attacker}'s field` });
      if (!fieldOf(b.defender, b.defenderCard)) e.push({ path: 'battle.defenderCard', message: `not on ${b.defender}'s field` });
      for (const p of ps) {
        const fx = b.effects?.[p];
        if (!isObj(fx) || !Number.isInteger(fx.boost) || !(fx.sign === null || SIGNS.includes(fx.sign)) || !Array.isArray(fx.chains)) {
          e.push({ path: `battle.effects.${p}`, message: 'must be {boost, sign, chains}' });
        }
      }
    }
  }
  // A battle, a pending direct and a result each belong to one phase (battle.ts, direct.ts and
  // finish clear them when it ends), and only there are they read or copied.
  if (state.phase !== 'support' && state.battle !== null) e.push({ path: 'battle', message: `must be null outside a field battle's support step (the phase is ${state.phase})` });
  if (state.phase !== 'direct' && state.direct !== null) e.push({ path: 'direct', message: `must be null unless a direct is pending (the phase is ${state.phase})` });
  if (state.phase !== 'over' && state.result !== null) e.push({ path: 'result', message: `must be null until the game is over (the phase is ${state.phase})` });
  if (state.phase === 'over') {
    const r = state.result as unknown as Record<string, unknown> | null;
    if (!isObj(r) || !(r.winner === null || ps.includes(r.winner as string)) || typeof r.clause !== 'string' || typeof r.reason !== 'string') {
      e.push({ path: 'result', message: 'a game over has a result {winner: a player or null, clause, reason}' });
    }
  }
  if (state.phase === 'direct') {
    const d = state.direct;
    if (!isObj(d) || !ps.includes(d.from) || !ps.includes(d.to) || d.from === d.to || !ps.includes(d.toAct)) {
      e.push({ path: 'direct', message: 'a pending direct needs from, to and the player to act' });
    } else if (d.counter !== null && (!isObj(d.counter) || !isCard(d.counter.card))) {
      e.push({ path: 'direct.counter', message: 'must be null or {card, target}' });
    } else if (d.penetrator !== undefined && typeof d.penetrator !== 'string') {
      e.push({ path: 'direct.penetrator', message: 'absent, or the id of the field card whose penetrating direct follows' });
    }
  }
  return e;
}

/** Checks that an action is one of the known kinds with fields of the right types. */
export function checkAction(action: JgAction): ShapeError[] {
  if (!isObj(action)) return [{ path: 'action', message: 'an action must be an object' }];
  const str = (k: string) => typeof (action as Record<string, unknown>)[k] === 'string';
  const strOrNull = (k: string) => str(k) || (action as Record<string, unknown>)[k] === null;
  const need = (ok: boolean, field: string, what: string): ShapeError[] => (ok ? [] : [{ path: `action.${field}`, message: what }]);
  switch (action.type) {
    case 'choose-order':
      return need(typeof action.goFirst === 'boolean', 'goFirst', 'must be true or false');
    case 'deploy':
      return need(Array.isArray(action.cards) && action.cards.every((c) => typeof c === 'string'), 'cards', 'must be a list of card codes');
    case 'attack':
      return [...need(str('attacker'), 'attacker', 'must be a field card ID'), ...need(strOrNull('target'), 'target', 'must be a field card ID, or null for a direct')];
    case 'end-turn':
    case 'pass':
    case 'joker':
      return [];
    case 'boost':
    case 'chain':
    case 'cancel':
      return need(str('card'), 'card', 'must be a card code');
    case 'change-sign':
      return [...need(str('card'), 'card', 'must be a card code'), ...need(SIGNS.includes(action.sign), 'sign', `must be one of ${SIGNS.join(', ')}`)];
    case 'counter':
      return [...need(str('card'), 'card', 'must be a card code'), ...need(strOrNull('target'), 'target', 'must be a field card ID or null')];
    default:
      return [{ path: 'action.type', message: `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}` }];
  }
}
