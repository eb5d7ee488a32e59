/**
 * Chapter 23, チャージ効果の各種 (spec/twgp/23-charge-effect-kinds.md), option charge-effects:
 * what each kind aims at, who it reaches, and the attacking kinds スペル and ハック. The kinds
 * that change or cancel are charge-effect-status.ts.
 */
import { violation, type Failure } from '../core/violation.ts';
import { sameUnit } from './attack.ts';
import type { ChargeKind } from './charge-effect-card.ts';
import type { ChargeEffectAction, ChargeEffectDeclaration } from './charge-effect.ts';
import { applyStatusKind, crackedBy, statusKindRefusal } from './charge-effect-status.ts';
import { loseVitals } from './damage.ts';
import { deleteCards, setUnit } from './field.ts';
import { optionOn } from './options.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { holdsTargetRight } from './sequence.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { computedPower, isFaster } from './status.ts';
import { effectPower } from './bonds.ts';
import { offerContinuation, type TakenAttack } from './hack-continue.ts';
import { synchroMembers, attacksWith } from './charge-effect-bonds.ts';
import { hazardCardsRefusal } from './charge-effect-hazard-cards.ts';

/** The power a player using a charge effect directly counts as where a power is read (twgp.charge-effect.hack.player). */
export const PLAYER_POWER = 6;
/** The power a vital counts as against a spell's direct, as in method A (twgp.direct.note.vital-power). */
const VITAL_POWER = 1;

/** The kinds a player without the right to target may still aim at another's unit (twgp.charge-effect.reflect-hack-targeting, twgp.charge-effect.note.answering-kinds). */
const WITHOUT_TARGET_RIGHT: readonly ChargeKind[] = ['リフレクト', 'ハック', 'スロー', 'ポーション', 'メディカル', 'クラック'];

/** Whether a unit can be named as a target: not face down (a stealthed unit is not targeted, twgp.charge-effect.hack.note.attacker-side). */
const targetable = (unit: Unit) => unit.mode !== 'Stealth' && unit.mode !== 'GB-Prompt' && unit.mode !== 'Drain';

/**
 * The player a use reaches other than its user, or null for a use on the user's own side
 * (twgp.charge-effect.own-side; リフレクト always answers another's effect): the target's
 * controller; for リフレクト and クラック the user of the effect answered.
 */
export function reachesOthers(state: TwgpState, player: PlayerId, kind: ChargeKind, a: ChargeEffectAction): PlayerId | null {
  if (kind === 'リフレクト') {
    const d = state.stack.at(-1);
    return d && d.kind === 'charge-effect' && d.by !== player ? d.by : (d?.by ?? null);
  }
  if (kind === 'クラック') {
    const d = [...state.stack].reverse().find((x) => x.kind === 'charge-effect' && x.effect === a.named);
    return d && d.by !== player ? d.by : null;
  }
  if (kind === 'スロー') return null;
  if (a.charge) return a.charge.player !== player ? a.charge.player : null;
  // A pile's top or a laid log counter (charge-effect-hazard-cards.ts): its owner.
  const owner = a.pile ?? a.counter?.player;
  if (owner !== undefined) return owner !== player ? owner : null;
  const unit = a.target ? unitAt(state, a.target) : undefined;
  return unit && unit.controller !== player ? unit.controller : null;
}

/** Why this kind cannot be used so, or null. */
export function kindRefusal(state: TwgpState, player: PlayerId, kind: ChargeKind, a: ChargeEffectAction, level: number): Failure | null {
  // The fields of one kind only: a クラック names a kind, a ハザード a state, an アクセル evades.
  if (kind !== 'クラック' && a.named) return violation('twgp.charge-effect.crack', 'only a クラック names a kind (or コピー cards alone, the effect they take)');
  if (kind !== 'ハザード' && a.mode) return violation('twgp.charge-effect.hazard', 'only a ハザード names a state');
  if (kind !== 'アクセル' && a.evade) return violation('twgp.charge-effect.accel.evade', 'only アクセル evades an attack');
  const target = a.target ? unitAt(state, a.target) : undefined;
  if (a.target && !target) return violation('twgp.charge-effect', `no unit stands at ${a.target.player}'s square ${a.target.square}`);
  if (target && !targetable(target) && kind !== 'ハザード') return violation('twgp.charge-effect.hack.note.attacker-side', 'a face-down unit is not named as a target');
  // twgp.charge-effect.reflect-hack-targeting: aiming at another's unit needs the right to target, but for リフレクト and ハック and the answering kinds (twgp.charge-effect.note.answering-kinds).
  // ハザード may be used without it on the unit attacking its user, as a counterattack (twgp.charge-effect.hazard: an attack already declared).
  // A unit bonded to the attacker attacks too (twgp.charge-effect.bonds, twgp.bonds.note.attack).
  const attackingMe = !!target && state.stack.some((d) => d.affects === player && attacksWith(d, target.uid));
  if (target && target.controller !== player && !holdsTargetRight(state, player) && !WITHOUT_TARGET_RIGHT.includes(kind) && !(kind === 'ハザード' && attackingMe)) {
    return violation('twgp.charge-effect.reflect-hack-targeting', `${player} does not hold the right to target: a ${kind} aims at another's unit only with it (without it: リフレクト, ハック and the answering kinds, twgp.charge-effect.note.answering-kinds)`);
  }
  // twgp.charge-effect.hazard.charge-deck: a charge square is aimed at by a ハザード only, with the right to target.
  if (a.charge) {
    if (kind !== 'ハザード') return violation('twgp.charge-effect.hazard.charge-deck', 'only a ハザード aims at a card of a charge grid');
    if (a.charge.player !== player && !holdsTargetRight(state, player)) return violation('twgp.charge-effect.reflect-hack-targeting', `${player} does not hold the right to target`);
  }
  // twgp.card-type.log-counter.hazard: a pile's top or a laid log counter is aimed at by a ハザード only.
  const onCards = hazardCardsRefusal(state, player, kind, a);
  if (onCards) return onCards;
  if (kind === 'スペル') {
    if (!target) return violation('twgp.charge-effect.spell', 'a スペル aims at a unit (at a player\'s vitals it is a direct by method C: twgp.direct.method.spell)');
    if (target.controller === player) return violation('twgp.charge-effect.spell.player', 'a スペル attacks another player\'s unit');
    return null;
  }
  if (kind === 'ハック') {
    // twgp.charge-effect.hack.no-player-target: a unit, never a player.
    if (!target) return violation('twgp.charge-effect.hack.no-player-target', 'a ハック aims at a unit; a player cannot be its target');
    if (target.controller === player) return violation('twgp.charge-effect.hack', 'a ハック takes another player\'s unit');
    // twgp.charge-effect.hack.counter-side: the countering side hacks only the unit attacking it.
    if (!holdsTargetRight(state, player)) {
      const attacking = state.stack.some((d) => d.affects === player && attacksWith(d, target.uid));
      if (!attacking) return violation('twgp.charge-effect.hack.counter-side', 'a countering ハック aims at the unit attacking its user only');
    }
    return null;
  }
  void level;
  return statusKindRefusal(state, player, kind, a, target ?? undefined);
}

/** The event of one use resolved. */
const used = (d: ChargeEffectDeclaration, outcome: string, clause: string, more: Record<string, unknown> = {}): TwgpEvent => ({ type: 'charge-effect', effect: d.effect, by: d.by, level: d.level, outcome, clause, ...more });

/** Applies a use (inner at once, outer when it resolves). A クラック counting on the kind voids it (twgp.charge-effect.crack.note.span). */
export function applyKind(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const cracked = crackedBy(state, d);
  if (cracked) return { state, events: [used(d, 'void', 'twgp.charge-effect.crack.note.span', { crackedBy: cracked })] };
  if (d.effect === 'スペル') return d.player ? spellDirect(state, d) : spell(state, d);
  if (d.effect === 'ハック') return hack(state, d);
  return applyStatusKind(state, d);
}

/** The unit used through, if still as it was; null when used directly. */
const viaUnit = (state: TwgpState, d: ChargeEffectDeclaration): Unit | null => (d.via && d.viaUid !== undefined ? sameUnit(state, d.via, d.viaUid) : null);

/**
 * スペル on a unit (twgp.charge-effect.spell): its enhanced strength, base strength × Ｌｖ
 * (twgp.charge-effect.spell.power), against the target's computed power, not boosted
 * (twgp.charge-effect.spell.achieve); no speed condition (twgp.charge-effect.spell.no-speed),
 * but with the variant spell-speed a spell through a unit misses unless that unit is faster
 * (twgp.charge-effect.spell.variant.speed). Achieved: the target is deleted with the cards
 * under it, out of the game (twgp.charge-effect.spell.delete, twgp.charge-effect.spell.note.delete);
 * a target in a synchro is fought with the synchro's power and every unit of it is deleted
 * (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds).
 * A player uses it directly too (twgp.charge-effect.spell.player).
 */
function spell(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const target = sameUnit(state, d.target!, d.targetUid!);
  if (!target) return { state, events: [used(d, 'fizzle', 'twgp.charge-effect.spell', { reason: 'the target has left its square' })] };
  const power = d.strength * d.level;
  // A target in a synchro is read with its synchro power (twgp.bonds.charge-effect-power, twgp.intercept.effect-power, bonds.ts).
  const targetPower = effectPower(state, d.target!);
  const via = viaUnit(state, d);
  if (via && optionOn(state, 'spell-speed') && !isFaster(via, target)) {
    return { state, events: [used(d, 'miss', 'twgp.charge-effect.spell.variant.speed', { power, targetPower })] };
  }
  if (power < targetPower) return { state, events: [used(d, 'failed', 'twgp.charge-effect.spell.achieve', { power, targetPower })] };
  // The whole synchro is deleted, as it was fought whole (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds).
  let next = state;
  const events: TwgpEvent[] = [used(d, 'achieved', 'twgp.charge-effect.spell.achieve', { power, targetPower })];
  for (const m of synchroMembers(state, d.target!)) {
    const unit = sameUnit(next, m.ref, m.uid);
    if (!unit) continue;
    const emptied = setUnit(next, m.ref, null);
    // A master unit among its cards goes back to its vital square (twgp.master-drive.note.defeat), a token's card to its place (deleteCards).
    const owner = seatOf(emptied, m.ref.player)!;
    next = withSeat(emptied, deleteCards(owner, [unit.card, ...unit.materials, ...unit.weapons]));
    events.push({ type: 'delete', unit: m.ref, cards: [unit.card.name, ...unit.materials.map((c) => c.name), ...unit.weapons.map((c) => c.name)], clause: 'twgp.charge-effect.spell.delete' });
  }
  return { state: next, events };
}

/**
 * A spell's direct (twgp.direct.method.spell, twgp.charge-effect.spell.uses): the enhanced
 * strength against a vital counted as power 01; reaching it, one vital is lost
 * (twgp.direct.rapid-fire). The player so directed still has no face-up upright unit, or the
 * direct was already refused when declared.
 */
function spellDirect(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const power = d.strength * d.level;
  if (power < VITAL_POWER) return { state, events: [used(d, 'failed', 'twgp.direct.method.spell', { power, vitalPower: VITAL_POWER, player: d.player })] };
  const lost = loseVitals(state, d.player!, 1, d.by, 'normal-direct');
  return { state: lost.state, events: [used(d, 'achieved', 'twgp.direct.method.spell', { power, vitalPower: VITAL_POWER, player: d.player }), ...lost.events] };
}

/**
 * ハック (twgp.charge-effect.hack): the use's value is Ｌｖ × the user's computed power, not
 * boosted — the unit used through, or 06 for the player directly (twgp.charge-effect.hack.player)
 * — against the target's computed power, not boosted, downloads of a charge boost counted on
 * neither side (twgp.charge-effect.hack.achieve, twgp.attack.charge-boost.hack-uses-custom,
 * twgp.charge-effect.hack.note.target-value). Achieved: the target turns 表タテ逆置き, face-up
 * sideways ones too (twgp.charge-effect.hack.sideways-target), under the user's control
 * (twgp.mode.hack.controller); the card counts its span on the charge grid (a count effect,
 * twgp.charge-effect.count-effect.span). An attack the hacked unit was making on the hacker's
 * side leaves the stack (twgp.charge-effect.hack.counter-side, twgp.charge-effect.hack.note.own-target);
 * the hacker may take it over afterwards (hack-continue.ts, twgp.charge-effect.hack.continue-attack).
 */
function hack(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const target = sameUnit(state, d.target!, d.targetUid!);
  if (!target) return { state, events: [used(d, 'fizzle', 'twgp.charge-effect.hack', { reason: 'the target has left its square' })] };
  const via = viaUnit(state, d);
  // A unit in a synchro is read with its synchro power, the user's and the target's (twgp.charge-effect.hack.bonds, twgp.bonds.charge-effect-power, bonds.ts).
  const userPower = via ? effectPower(state, d.via!) : PLAYER_POWER;
  const value = d.level * userPower;
  const targetPower = effectPower(state, d.target!);
  const detail = { value, userPower, targetPower };
  if (value <= targetPower) return { state, events: [used(d, 'failed', 'twgp.charge-effect.hack.achieve', detail)] };
  // The synchro is taken whole, fought once with its synchro power (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds):
  // each of its units still on its square turns Hack-Active under the user; a unit on the user's own grid is theirs already.
  let next = state;
  const taken: { ref: UnitRef; unit: Unit }[] = [];
  const members = synchroMembers(state, d.target!);
  for (const m of members) {
    const unit = sameUnit(next, m.ref, m.uid);
    if (!unit || m.ref.player === d.by) continue;
    next = setUnit(next, m.ref, { ...unit, mode: 'Hack-Active', controller: d.by });
    taken.push({ ref: m.ref, unit });
  }
  const uids = taken.map((t) => t.unit.uid);
  // The card counts three re-actives, tied to the units it hacks (twgp.charge-effect.count-effect.steps, twgp.charge-effect.hack.note.end).
  const seat = seatOf(next, d.holder ?? d.by)!;
  const placed = seat.chargeGrid[d.square];
  if (placed) next = withSeat(next, { ...seat, chargeGrid: seat.chargeGrid.map((p, i) => (i === d.square ? { ...placed, count: { kind: 'count-e', step: 0 }, hacks: uids } : p)) });
  const head = used(d, 'achieved', 'twgp.charge-effect.hack.achieve', taken.length > 1 ? { ...detail, units: taken.map((t) => t.ref) } : detail);
  const events: TwgpEvent[] = [head, ...taken.map((t) => ({ type: 'mode', unit: t.ref, mode: 'Hack-Active', controller: d.by, clause: t.unit.mode === 'Save' ? 'twgp.charge-effect.hack.sideways-target' : 'twgp.mode.hack.controller' }))];
  const dropped = next.stack.filter((x): x is TakenAttack => (x.kind === 'assault' || x.kind === 'charge-boost') && uids.includes(x.attackerUid) && unitAt(next, x.target)?.controller === d.by);
  if (dropped.length) {
    next = { ...next, stack: next.stack.filter((x) => !dropped.includes(x as TakenAttack)) };
    const by = taken.find((t) => t.unit.uid === dropped[0]!.attackerUid)!.ref;
    events.push({ type: 'cancelled', declaration: dropped[0]!.kind, unit: by, clause: 'twgp.charge-effect.hack.counter-side' });
    // The hacker may go on with it against a target of theirs once the stack is clear (twgp.charge-effect.hack.continue-attack).
    next = offerContinuation(next, d.by, dropped[0]!);
  }
  return { state: next, events };
}

/**
 * A hack ends (twgp.charge-effect.hack.note.end): when its card is removed at [RA4] or a
 * メディカル cancels it, the unit of identity `uid` goes back to its owner's control and the
 * right way round (Hack-Active → Active, Hack-Save → Save).
 */
export function releaseHack(state: TwgpState, uid: number): Performed {
  for (const seat of state.seats) {
    const square = seat.battleGrid.findIndex((u) => u?.uid === uid);
    if (square < 0) continue;
    const unit = seat.battleGrid[square]!;
    if (unit.mode !== 'Hack-Active' && unit.mode !== 'Hack-Save') return { state, events: [] };
    const mode = unit.mode === 'Hack-Active' ? 'Active' : 'Save';
    const ref = { player: seat.player, square };
    return { state: setUnit(state, ref, { ...unit, mode, controller: seat.player }), events: [{ type: 'mode', unit: ref, mode, controller: seat.player, clause: 'twgp.charge-effect.hack.note.end' }] };
  }
  return { state, events: [] };
}
