/**
 * Chapter 17, 昇華 (spec/twgp/17-sublimation.md): the three skills a sublimated player gains
 * whose content the option chapters define (twgp.sublimation.note.option-skills).
 *
 * - Charge shield (twgp.sublimation.skill.charge-shield) is implemented as chapter 25 defines
 *   it (twgp.unit-skill.charge-shield and its rules and notes), without the base-power limit
 *   04–05 (the note: "each unit" of the sublimated player).
 * - Decoy (twgp.sublimation.skill.decoy) is implemented as chapter 25 defines it: a
 *   counterattack on the stack, judged when it resolves (twgp.unit-skill.decoy.resolve), by any
 *   unit of the sublimated player (no base-power limit).
 * - With the option unit-skills (twgp.unit-skill.option, unit-skills.ts) the same two skills are
 *   also the skills of units by base power (twgp.unit-skill.list): decoy for base power 01,
 *   charge shield for 04–05, for any player.
 * - S-jamming (twgp.sublimation.skill.surge-jamming): one surge card gives one unit the work of
 *   jamming as the master skill's S-jamming reads it (twgp.master-skill.note.s-jamming), with
 *   the same unit field and refusals (master-skills.ts), without the option charge-effects
 *   (twgp.sublimation.note.skills-in-engine).
 */
import { violation, type Failure } from '../core/violation.ts';
import { isUpright, readRef, sameUnit } from './attack.ts';
import { downloadable, downloadCards, pileLimitRefusal } from './resources.ts';
import type { ActionRule, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, unitsOnField, withSeat, type AssaultDeclaration, type ChargeBoostDeclaration, type DecoyDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { setUnit } from './field.ts';
import { converterRefusal, readConverter, spendConverted, type ConverterSource } from './sublimation.ts';
import { computedSpeed } from './status.ts';
import { isSublimated } from './sublimation.ts';
import { drainCount, hasSDrain, hasMasterShield, jammedAttackerRefusal, masterShield, readDrain, sDrainRefusal, spendDrain, type DrainSource } from './master-skills.ts';
import { advantage, declareOuter, operateRefusal, sightOn, top } from './timing.ts';
import { skillByPower, unitSkillsOn } from './unit-skills.ts';
import { synchroDefenders } from './intercept.ts';
import { attackingSpeed } from './bonds.ts';

/** Whether the player may use these skills at all: sublimated, or the option unit-skills gives them to units by base power. */
const mayUseSkills = (state: TwgpState, player: PlayerId): boolean => isSublimated(state, player) || unitSkillsOn(state);

export interface ChargeShieldAction {
  type: 'charge-shield';
  /** The unit that uses the shield: any unit the player controls, in any orientation (twgp.unit-skill.charge-shield.sideways). */
  unit: UnitRef;
  /** Cards its owner downloads (twgp.unit-skill.charge-shield.note.user). */
  downloads: number;
}

/** The charge boost on top, if it targets a unit of `player`'s and their Sight-on is open (twgp.unit-skill.charge-shield.timing). */
function shieldedBoost(state: TwgpState, player: PlayerId): ChargeBoostDeclaration | null {
  const d = top(state);
  return d && d.kind === 'charge-boost' && sightOn(state, player) ? d : null;
}

/**
 * Why the shield cannot be used (twgp.sublimation.skill.charge-shield,
 * twgp.unit-skill.charge-shield): only the sublimated player; at Sight-on of a charge boost on
 * one of their units (twgp.unit-skill.charge-shield.timing); by a unit they control, in any
 * orientation (twgp.unit-skill.charge-shield.sideways), once per charge boost; downloading one
 * or more cards that the owner's pile and charge grid allow (twgp.field.charge-grid.capacity).
 */
export function chargeShieldRefusal(state: TwgpState, player: PlayerId, action: ChargeShieldAction): Failure | null {
  if (!isSublimated(state, player) && !masterShield(state, player, action.unit) && !unitSkillsOn(state)) return violation('twgp.sublimation.skills', `${player} has not sublimated: the charge shield is a unit skill (option unit-skills, not in this engine) that only sublimation gives in the base system`);
  const d = shieldedBoost(state, player);
  if (!d) return violation('twgp.unit-skill.charge-shield.timing', `${player} may use a charge shield only at Sight-on of a charge boost on their unit`);
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.sublimation.skill.charge-shield', `there is no unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  // twgp.unit-skill.list: without sublimation (or a master's shield), only a unit of base power 04–05 has the shield.
  if (!isSublimated(state, player) && !masterShield(state, player, action.unit) && !skillByPower(state, unit, 'charge-shield')) return violation('twgp.unit-skill.list', `${unit.card.name} has base power ${unit.card.power}: the charge shield is the skill of base power 04–05`);
  if (d.shieldUids?.includes(unit.uid)) return violation('twgp.sublimation.skill.charge-shield', 'this unit has already shielded against this charge boost');
  if (!Number.isSafeInteger(action.downloads) || action.downloads < 1) return violation('twgp.unit-skill.charge-shield', 'a charge shield downloads one card or more');
  const seat = seatOf(state, action.unit.player)!;
  const beyondPile = pileLimitRefusal(seat, action.downloads);
  if (beyondPile) return beyondPile;
  const most = downloadable(seat);
  return action.downloads > most ? violation('twgp.field.charge-grid.capacity', `${action.unit.player} can download at most ${most} now`) : null;
}

export const chargeShieldRule: ActionRule<ChargeShieldAction> = {
  type: 'charge-shield',
  fields: ['type', 'unit', 'downloads'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (!Number.isSafeInteger(v.downloads) || (v.downloads as number) < 0) errors.push({ path: 'action.downloads', message: 'must be a number of cards' });
    return unit && Number.isSafeInteger(v.downloads) && (v.downloads as number) >= 0 ? { type: 'charge-shield', unit, downloads: v.downloads as number } : undefined;
  },
  offers(state, player) {
    // A master unit has the shield with master-skills (twgp.master-skill.charge-shield).
    if ((!isSublimated(state, player) && !hasMasterShield(state, player) && !unitSkillsOn(state)) || !shieldedBoost(state, player)) return [];
    const out: ChargeShieldAction[] = [];
    for (const seat of state.seats) {
      seat.battleGrid.forEach((u, square) => {
        if (!u || u.controller !== player) return;
        for (let downloads = 1; downloads <= downloadable(seat); downloads++) {
          const action: ChargeShieldAction = { type: 'charge-shield', unit: { player: seat.player, square }, downloads };
          if (!chargeShieldRefusal(state, player, action)) out.push(action);
        }
      });
    }
    return out;
  },
  refusal: chargeShieldRefusal,
  /** The owner downloads; the declaration remembers the shield; the unit's orientation does not change (twgp.unit-skill.charge-shield.orientation), nor the right of action (twgp.sublimation.no-right-move). */
  perform(state, player, action) {
    const uid = unitAt(state, action.unit)!.uid;
    const loaded = downloadCards(state, action.unit.player, action.downloads);
    const stack = loaded.state.stack.map((d, i, all) =>
      i === all.length - 1 && d.kind === 'charge-boost' ? { ...d, shield: (d.shield ?? 0) + loaded.count, shieldUids: [...(d.shieldUids ?? []), uid] } : d,
    );
    return { state: { ...loaded.state, stack }, events: [{ type: 'charge-shield', player, unit: action.unit, downloads: loaded.count, clause: 'twgp.sublimation.skill.charge-shield' }, ...loaded.events] };
  },
};

// ---- Decoy ----

export interface DecoyAction {
  type: 'decoy';
  /** The unit that uses the decoy: any unit the sublimated player controls. */
  unit: UnitRef;
  /** The unit the lock-on is to turn to (twgp.unit-skill.decoy.substitute). */
  substitute: UnitRef;
}

/** The attack a decoy of `player`'s would counter: the top declaration, an opponent's attack on a unit `player` controls. */
function counteredAttack(state: TwgpState, player: PlayerId): AssaultDeclaration | ChargeBoostDeclaration | null {
  const d = top(state);
  return d && (d.kind === 'assault' || d.kind === 'charge-boost') && d.by !== player && unitAt(state, d.target)?.controller === player ? d : null;
}

/** A unit the lock-on can turn to: single (not joined by intercept), controlled by `player`, 表タテ置き or 表タテ逆置き (twgp.unit-skill.decoy.substitute, twgp.unit-skill.decoy.note.substitute-state). */
function substituteProblem(state: TwgpState, player: PlayerId, ref: UnitRef): string | null {
  const unit = unitAt(state, ref);
  if (!unit || unit.controller !== player) return `there is no unit of ${player}'s at ${ref.player}'s square ${ref.square}`;
  return isUpright(unit) ? null : `the substitute is ${unit.mode}: it must be face-up upright (or a hacked one, 表タテ逆置き)`;
}

/**
 * Why the decoy is refused (twgp.sublimation.skill.decoy, twgp.unit-skill.decoy): only the
 * sublimated player; at Advantage, holding the right while an opponent's attack on their unit
 * is on top (twgp.unit-skill.decoy.timing), never against a direct
 * (twgp.unit-skill.decoy.not-gb-direct); a unit they control uses it, once per attack; the
 * substitute as `substituteProblem`, another unit than the target. Its speed condition is
 * judged when it resolves (resolveDecoy).
 */
export function decoyRefusal(state: TwgpState, player: PlayerId, action: DecoyAction): Failure | null {
  if (!mayUseSkills(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated: decoy is a unit skill (option unit-skills, not adopted) that only sublimation gives in the base system`);
  const t = top(state);
  if (t?.kind === 'direct' && t.affects === player) return violation('twgp.unit-skill.decoy.not-gb-direct', 'a decoy cannot stop a direct');
  const d = counteredAttack(state, player);
  if (!d || !advantage(state, player) || state.window.kind !== 'respond') return violation('twgp.unit-skill.decoy.timing', `${player} may decoy only at Advantage, against an opponent's attack on their unit`);
  // A decoy is a counterattack an attacker's S-jamming or ジャミング voids (twgp.master-skill.note.s-jamming, twgp.charge-effect.jamming).
  const jammed = jammedAttackerRefusal(unitAt(state, d.attacker));
  if (jammed) return jammed;
  const user = unitAt(state, action.unit);
  if (!user || user.controller !== player) return violation('twgp.sublimation.skill.decoy', `there is no unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square} to use the decoy`);
  // twgp.unit-skill.list, twgp.unit-skill.astral.processes: without sublimation, only a unit of base power 01 has the decoy.
  if (!isSublimated(state, player) && !skillByPower(state, user, 'decoy')) return violation(user.card.power === 0 ? 'twgp.unit-skill.astral.processes' : 'twgp.unit-skill.list', `${user.card.name} has base power ${user.card.power}: the decoy is the skill of base power 01${user.card.power === 0 ? ' (an astral unit decoys only by sublimation)' : ''}`);
  if (state.stack.some((x) => x.kind === 'decoy' && x.attackerUid === user.uid && x.against === d.attackerUid)) return violation('twgp.sublimation.skill.decoy', 'this unit has already used a decoy against this attack');
  const problem = substituteProblem(state, player, action.substitute);
  if (problem) return violation('twgp.unit-skill.decoy.substitute', problem);
  if (action.substitute.player === d.target.player && action.substitute.square === d.target.square) return violation('twgp.unit-skill.decoy.substitute', 'the substitute is already the target');
  return null;
}

export const decoyRule: ActionRule<DecoyAction> = {
  type: 'decoy',
  fields: ['type', 'unit', 'substitute'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    const substitute = readRef(state, v.substitute, 'action.substitute', errors);
    return unit && substitute ? { type: 'decoy', unit, substitute } : undefined;
  },
  offers(state, player) {
    if (!mayUseSkills(state, player) || !counteredAttack(state, player)) return [];
    const own = unitsOnField(state).filter((u) => u.unit.controller === player).map((u) => u.ref);
    return own.flatMap((unit) => own.map((substitute) => ({ type: 'decoy' as const, unit, substitute }))).filter((a) => !decoyRefusal(state, player, a));
  },
  refusal: decoyRefusal,
  /** An outer declaration: on the stack, the right passes to the attacker's side (twgp.unit-skill.decoy.resolve, twgp.declare.outer). */
  perform(state, player, action) {
    const d = counteredAttack(state, player)!;
    const declaration: DecoyDeclaration = {
      kind: 'decoy', by: player, affects: d.by, sightOn: true,
      attacker: action.unit, attackerUid: unitAt(state, action.unit)!.uid,
      substitute: action.substitute, substituteUid: unitAt(state, action.substitute)!.uid, against: d.attackerUid,
    };
    const declared = declareOuter(state, declaration);
    return { state: declared.state, events: [{ type: 'decoy-declared', player, unit: action.unit, substitute: action.substitute }, ...declared.events] };
  },
};

/**
 * Resolves a decoy (twgp.unit-skill.decoy.resolve, twgp.unit-skill.decoy.note.when-judged): the
 * attack must still wait below; the user must still be there and faster than the attacking
 * unit's speed, which a boost never changes (twgp.unit-skill.decoy.condition) — on either side a
 * synchro compares its slowest unit (twgp.unit-skill.decoy.bonds: the user's intercept synchro,
 * the attacker's bonded one under the option bonds); the substitute
 * must still qualify (twgp.unit-skill.decoy.substitute). Then the lock-on turns to the
 * substitute and the units that joined the target leave the battle (twgp.unit-skill.decoy);
 * otherwise the lock-on stays on the original target.
 */
export const resolveDecoy: Resolver<DecoyDeclaration> = (state, d) => {
  const at = state.stack.findIndex((x) => (x.kind === 'assault' || x.kind === 'charge-boost') && x.attackerUid === d.against);
  const attack = at >= 0 ? (state.stack[at] as AssaultDeclaration | ChargeBoostDeclaration) : null;
  const failed = (reason: string, clause: string): { state: TwgpState; events: TwgpEvent[] } => ({ state, events: [{ type: 'decoy', outcome: 'failed', reason, clause }] });
  if (!attack) return failed('the attack it counters is no longer waiting', 'twgp.unit-skill.decoy.resolve');
  const user = sameUnit(state, d.attacker, d.attackerUid);
  const attacker = sameUnit(state, attack.attacker, attack.attackerUid);
  if (!user || !attacker) return failed('the decoy user or the attacker has left the field', 'twgp.unit-skill.decoy.resolve');
  // twgp.unit-skill.decoy.bonds: a user in a synchro (the target and the units joined to it) compares the slowest of it.
  const synchro = attack.kind === 'assault' && attack.intercept.length ? synchroDefenders(state, attack) : [];
  const side = synchro.some((r) => unitAt(state, r)?.uid === user.uid) ? synchro.map((r) => unitAt(state, r)!) : [user];
  const userSpeed = Math.min(...side.map(computedSpeed));
  // The attacking side's too: a bonded synchro (option bonds) compares its slowest (bonds.ts attackingSpeed).
  const attackerSpeed = attackingSpeed(state, attack) ?? computedSpeed(attacker);
  if (userSpeed <= attackerSpeed) return { state, events: [{ type: 'decoy', outcome: 'failed', userSpeed, attackerSpeed, clause: 'twgp.unit-skill.decoy.condition' }] };
  if (!sameUnit(state, d.substitute, d.substituteUid) || substituteProblem(state, d.by, d.substitute)) return failed('the substitute no longer qualifies', 'twgp.unit-skill.decoy.substitute');
  const turned = attack.kind === 'assault'
    ? { ...attack, target: d.substitute, targetUid: d.substituteUid, intercept: [], interceptUids: [] }
    : { ...attack, target: d.substitute, targetUid: d.substituteUid };
  const stack = state.stack.map((x, i) => (i === at ? turned : x));
  return { state: { ...state, stack }, events: [{ type: 'decoy', outcome: 'turned', target: d.substitute, userSpeed, attackerSpeed, clause: isSublimated(state, d.by) ? 'twgp.sublimation.skill.decoy' : 'twgp.unit-skill.decoy' }] };
};

export interface SurgeJammingAction {
  type: 'sublimation-skill';
  skill: 'surge-jamming';
  /** The unit of the sublimated player's that gains S-jamming. */
  unit: UnitRef;
  /** The surge card spent (one index), or none when the surge converter pays. */
  cards?: number[];
  /** The surge converter's source sent instead (one), or none (twgp.sublimation.skill.surge-converter). */
  convert?: ConverterSource[];
  /** Option master-skills: another player's surge card spent as one's own by S-drain instead (one), or none (twgp.master-skill.note.s-drain). */
  drain?: DrainSource[];
}

/**
 * Why the sublimated player may not give a unit S-jamming (twgp.sublimation.skill.surge-jamming,
 * twgp.sublimation.note.skills-in-engine): only the sublimated player (twgp.sublimation.skills);
 * an inner operation while they may operate (Parallel; the right does not move); a unit they
 * control on the field; exactly one surge card spent — one of their surge cards they choose
 * (twgp.field.note.surge-choice), or one card the surge converter sends instead.
 */
export function surgeJammingRefusal(state: TwgpState, player: PlayerId, action: SurgeJammingAction): Failure | null {
  if (!isSublimated(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated`);
  const refused = operateRefusal(state, player, 'twgp.sublimation.skill.surge-jamming');
  if (refused) return refused;
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.sublimation.skill.surge-jamming', `there is no unit of ${player}'s control at ${action.unit.player}'s square ${action.unit.square}`);
  const cards = action.cards ?? [];
  const convert = action.convert ?? [];
  // twgp.master-skill.note.s-drain: with S-drain, another player's surge card pays as one's own.
  const drained = sDrainRefusal(state, player, action.drain ?? []);
  if (drained) return drained;
  const ways = [action.cards, action.convert, action.drain].filter((x) => x !== undefined).length;
  if (ways !== 1 || cards.length + convert.length + drainCount(action.drain) !== 1) return violation('twgp.sublimation.skill.surge-jamming', 'one S-jamming costs one surge card: name one surge card, one card the surge converter sends, or one drained by S-drain');
  if (cards.length && cards[0]! >= seatOf(state, player)!.surge.length) return violation('twgp.sublimation.skill.surge-jamming', `${player} has no surge card ${cards[0]}`);
  return converterRefusal(state, player, convert);
}

/**
 * S-jamming (twgp.sublimation.skill.surge-jamming): one surge card spent gives one unit of the
 * sublimated player's one S-jamming, which works as jamming (twgp.master-skill.s-jamming-term,
 * twgp.master-skill.note.s-jamming: an opponent's lock-on on the unit and counterattacks on its
 * attacks are void; master-skills.ts jammingRefusal, jammedAttackerRefusal) until the next
 * fight it is in ends (field.ts endInstantEffects). Offers: for each unit they control, each
 * surge card, and each card the converter could send (the pile's top card, each face-down
 * charge card): the cards differ, so each is its own option.
 */
export const sublimationSkillRule: ActionRule<SurgeJammingAction> = {
  type: 'sublimation-skill',
  fields: ['type', 'skill', 'unit', 'cards', 'convert', 'drain'],
  read(state, v, errors) {
    if (v.skill !== 'surge-jamming') errors.push({ path: 'action.skill', message: "must be 'surge-jamming' (decoy is the action decoy)" });
    const unit = readRef(state, v.unit, 'action.unit', errors);
    const cards = v.cards === undefined ? [] : Array.isArray(v.cards) && v.cards.length <= 6 && v.cards.every((c) => Number.isSafeInteger(c) && (c as number) >= 0) ? (v.cards as number[]) : void errors.push({ path: 'action.cards', message: 'must list surge-card indices from 0' });
    const convert = readConverter(v.convert, 'action.convert', errors);
    const drain = readDrain(state, v.drain, 'action.drain', errors);
    if (!unit || v.skill !== 'surge-jamming' || !cards || !convert || !drain) return undefined;
    const action: SurgeJammingAction = { type: 'sublimation-skill', skill: 'surge-jamming', unit };
    if (v.cards !== undefined) action.cards = cards;
    if (v.convert !== undefined) action.convert = convert;
    if (v.drain !== undefined) action.drain = drain;
    return action;
  },
  offers(state, player) {
    if (!isSublimated(state, player) || operateRefusal(state, player, 'twgp.sublimation.skill.surge-jamming')) return [];
    const seat = seatOf(state, player)!;
    const pays: Pick<SurgeJammingAction, 'cards' | 'convert' | 'drain'>[] = [
      ...seat.surge.map((_, i) => ({ cards: [i] })),
      ...(seat.deck.length ? [{ convert: [{ from: 'pile' as const }] }] : []),
      ...seat.chargeGrid.flatMap((c, square) => (c?.mode === 'Charge' ? [{ convert: [{ from: 'charge' as const, square }] }] : [])),
      // With S-drain, each other player's surge card too (twgp.master-skill.note.s-drain).
      ...(hasSDrain(state, player) ? state.seats.filter((s) => s.player !== player).flatMap((s) => s.surge.map((_, i) => ({ drain: [{ player: s.player, surge: [i] }] }))) : []),
    ];
    return unitsOnField(state)
      .filter((u) => u.unit.controller === player)
      .flatMap((u) => pays.map((p) => ({ type: 'sublimation-skill' as const, skill: 'surge-jamming' as const, unit: u.ref, ...p })));
  },
  refusal: surgeJammingRefusal,
  perform(state, player, action) {
    const events: TwgpEvent[] = [];
    let next = state;
    if (action.cards?.length) {
      const seat = seatOf(next, player)!;
      const card = seat.surge[action.cards[0]!]!;
      next = withSeat(next, { ...seat, surge: seat.surge.filter((_, i) => i !== action.cards![0]), storage: [...seat.storage, card] });
      events.push({ type: 'surge', player, count: 1, cards: [card.name] });
    } else if (action.drain) {
      const drained = spendDrain(next, player, action.drain);
      next = drained.state;
      events.push(...drained.events);
    } else {
      const sent = spendConverted(next, player, action.convert!);
      next = sent.state;
      events.push(...sent.events);
    }
    const unit = unitAt(next, action.unit)!;
    next = setUnit(next, action.unit, { ...unit, jamming: (unit.jamming ?? 0) + 1 });
    events.push({ type: 's-jamming', player, unit: action.unit, level: (unit.jamming ?? 0) + 1, clause: 'twgp.sublimation.skill.surge-jamming' });
    return { state: next, events };
  },
};

export const SUBLIMATION_SKILL_RULES = [chargeShieldRule, decoyRule, sublimationSkillRule];
