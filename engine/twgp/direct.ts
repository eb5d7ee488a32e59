/**
 * Chapter 12, ダイレクトとダメージ (spec/twgp/12-direct.md), first half: the normal direct
 * (twgp.direct.normal) by method A, an assault on a vital counted as power 01
 * (twgp.direct.method.assault), and the unit that interrupts it (twgp.direct.method.interrupt-target).
 */
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, isUpright, ownUnits, readRef, sameUnit } from './attack.ts';
import { judgeAssault } from './assault.ts';
import { loseVitals } from './damage.ts';
import { removeUnit, setMode } from './field.ts';
import type { ActionRule, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, type DirectDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { computedPower } from './status.ts';
import { declareOuter, top } from './timing.ts';

export interface DirectAction {
  type: 'direct';
  attacker: UnitRef;
  /** The player whose vitals are attacked. */
  player: PlayerId;
}

/** The power a vital counts as in method A (twgp.direct.method.assault, twgp.direct.note.vital-power). */
export const VITAL_POWER = 1;

/**
 * Whether `player` has a face-up upright unit of their own on their battle grid: a direct on
 * them needs none (twgp.direct.condition, twgp.field.battle-grid.direct); a unit hacked by
 * another player is that player's, not theirs (twgp.direct.note.counted-units).
 */
export function hasUprightUnit(state: TwgpState, player: PlayerId): boolean {
  return seatOf(state, player)!.battleGrid.some((u) => u !== null && u.controller === player && isUpright(u));
}

function refusal(state: TwgpState, player: PlayerId, action: DirectAction): Failure | null {
  const refused = attackerRefusal(state, player, action.attacker, 'twgp.direct.method.timing');
  if (refused) return refused;
  const attacker = unitAt(state, action.attacker)!;
  if (attacker.card.power === 0) return violation('twgp.direct.zero-limit', 'a unit of base power 00 cannot direct');
  const target = seatOf(state, action.player);
  if (!target || target.player === player || target.lost) return violation('twgp.direct', `${action.player} is not an opponent in the game`);
  if (attacker.mode === 'Hack-Active' && action.attacker.player === action.player) return violation('twgp.direct.hacked', 'a hacked unit cannot direct the player whose grid it is on');
  if (hasUprightUnit(state, action.player)) return violation('twgp.direct.condition', `${action.player} has a face-up upright unit on their battle grid`);
  return null;
}

export const directRule: ActionRule<DirectAction> = {
  type: 'direct',
  fields: ['type', 'attacker', 'player'],
  read(state, v, errors) {
    const attacker = readRef(state, v.attacker, 'action.attacker', errors);
    if (!state.seats.some((s) => s.player === v.player)) errors.push({ path: 'action.player', message: `must be one of the players ${state.seats.map((s) => s.player).join(', ')}` });
    return attacker && typeof v.player === 'string' && state.seats.some((s) => s.player === v.player) ? { type: 'direct', attacker, player: v.player } : undefined;
  },
  offers(state, player) {
    if (state.window.kind !== 'battle' || state.right !== player || state.turn.player !== player) return [];
    const out: DirectAction[] = [];
    for (const a of ownUnits(state, player)) {
      for (const seat of state.seats) {
        const action: DirectAction = { type: 'direct', attacker: a.ref, player: seat.player };
        if (!refusal(state, player, action)) out.push(action);
      }
    }
    return out;
  },
  refusal,
  perform(state, player, action) {
    const declaration: DirectDeclaration = {
      kind: 'direct', by: player, affects: action.player, sightOn: true, method: 'assault',
      attacker: action.attacker, attackerUid: unitAt(state, action.attacker)!.uid,
    };
    // twgp.direct.right-passes: the right of action passes to the player attacked.
    const declared = declareOuter(state, declaration);
    return { state: declared.state, events: [{ type: 'direct-declared', attacker: action.attacker, player: action.player, method: 'assault' }, ...declared.events] };
  },
};

/**
 * A unit put face-up upright to stop a direct on its player becomes the direct's target
 * (twgp.direct.method.interrupt-target, twgp.drive.charge.block-direct,
 * twgp.stealth.unstealth-block): the first such unit, if the top declaration is a direct on
 * `player` with no target yet.
 */
export function interruptDirect(state: TwgpState, player: PlayerId, ref: UnitRef): { state: TwgpState; events: TwgpEvent[] } {
  const d = top(state);
  if (!d || d.kind !== 'direct' || d.affects !== player || d.interceptor) return { state, events: [] };
  const stack = [...state.stack.slice(0, -1), { ...d, interceptor: ref, interceptorUid: unitAt(state, ref)!.uid }];
  return { state: { ...state, stack }, events: [{ type: 'direct-interrupted', unit: ref, clause: 'twgp.direct.method.interrupt-target' }] };
}

/**
 * Resolves a direct by method A: against the interrupting unit, an ordinary assault
 * (twgp.direct.note.interrupt); else against a vital of power 01
 * (twgp.direct.note.vital-power): more power wins one vital and the attacker turns
 * sideways; equal power takes the vital and logs out the attacker; less power loses the
 * attacker. One vital per normal direct (twgp.direct.rapid-fire).
 */
export const resolveDirect: Resolver<DirectDeclaration> = (state, d) => {
  const attacker = sameUnit(state, d.attacker, d.attackerUid);
  if (!attacker) return { state, events: [{ type: 'fizzle', declaration: 'direct', clause: 'twgp.direct', reason: 'the attacker has left the field' }] };
  if (d.interceptor && d.interceptorUid !== undefined && sameUnit(state, d.interceptor, d.interceptorUid)) {
    const judged = judgeAssault(state, d.attacker, [d.interceptor]);
    return { state: judged.state, events: judged.events };
  }
  const power = computedPower(attacker);
  const outcome = power > VITAL_POWER ? 'win' : power === VITAL_POWER ? 'draw' : 'lose';
  const events: TwgpEvent[] = [{ type: 'direct', attacker: d.attacker, player: d.affects, attackPower: power, vitalPower: VITAL_POWER, outcome, clause: 'twgp.direct.method.assault' }];
  let next = state;
  if (outcome === 'win') {
    next = setMode(next, d.attacker, attacker.mode === 'Hack-Active' ? 'Hack-Save' : 'Save');
    events.push({ type: 'mode', unit: d.attacker, mode: unitAt(next, d.attacker)!.mode });
  } else {
    const removed = removeUnit(next, d.attacker);
    next = removed.state;
    events.push(...removed.events);
  }
  if (outcome === 'lose') return { state: next, events };
  const lost = loseVitals(next, d.affects, 1, d.by, 'normal-direct');
  return { state: lost.state, events: [...events, ...lost.events] };
};
