/**
 * Chapter 22, チャージ効果 (spec/twgp/22-charge-effects.md), options charge-effects and bonds:
 * a use aimed at a unit in a synchro takes the whole synchro as one target
 * (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds). The synchro is read once,
 * when the use is applied (bonds.ts effectTargets: a bonded attack's side, or a target's
 * synchro joined by intercept); each of its units still the same unit is reached.
 */
import { sameUnit } from './attack.ts';
import type { ChargeEffectDeclaration } from './charge-effect.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { unitAt, type Declaration, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { effectTargets } from './bonds.ts';

/** A unit of the synchro, remembered by its identity. */
export interface Member { ref: UnitRef; uid: number }

/** The units a use aimed at `ref` reaches: the whole synchro, the unit named first (twgp.charge-effect.bonds). */
export function synchroMembers(state: TwgpState, ref: UnitRef): Member[] {
  const others = effectTargets(state, ref).filter((r) => r.player !== ref.player || r.square !== ref.square);
  return [ref, ...others].flatMap((r) => {
    const u = unitAt(state, r);
    return u ? [{ ref: r, uid: u.uid }] : [];
  });
}

/** Whether the declaration is an attack whose attacking side holds the unit: its attacker or a unit bonded to it (twgp.bonds.note.attack). */
export function attacksWith(d: Declaration, uid: number): boolean {
  if (!('attackerUid' in d)) return false;
  if (d.attackerUid === uid) return true;
  return 'bondsUids' in d && !!(d as { bondsUids?: number[] }).bondsUids?.includes(uid);
}

/**
 * Applies a one-unit effect to each unit of the synchro (twgp.charge-effect.bonds,
 * twgp.charge-effect.note.bonds-kinds): the named unit first, then the others still on their
 * squares. One event of the use is kept, the first, listing the units reached; the other
 * events (a state, a cancelled attack, a card to the log) are each unit's own.
 */
export function reachSynchro(state: TwgpState, d: ChargeEffectDeclaration, apply: (state: TwgpState, ref: UnitRef, unit: Unit) => Performed): Performed {
  const members = synchroMembers(state, d.target!);
  let next = state;
  const events: TwgpEvent[] = [];
  let head: TwgpEvent | null = null;
  const reached: UnitRef[] = [];
  for (const m of members) {
    const u = sameUnit(next, m.ref, m.uid);
    if (!u) continue;
    const done = apply(next, m.ref, u);
    next = done.state;
    reached.push(m.ref);
    for (const e of done.events) {
      if (e.type === 'charge-effect') head ??= e;
      else events.push(e);
    }
  }
  const first = head ? [members.length > 1 ? { ...head, units: reached } : head] : [];
  return { state: next, events: [...first, ...events] };
}
