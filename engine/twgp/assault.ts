/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): アサルト (twgp.attack.assault), with the
 * surge direct that a winner of base power 06 or more may carry (twgp.field.surge-direct).
 */
import { drainCount, drainSpends, jammingRefusal, readDrain, sDrainRefusal, spendDrain, type DrainSource } from './master-skills.ts';
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, isUpright, opponentUnits, ownUnits, readIndices, readRef, sameUnit } from './attack.ts';
import { removeUnit, setMode } from './field.ts';
import { downloadable, downloadCards } from './resources.ts';
import type { ActionRule, Performed, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type AssaultDeclaration, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { synchroDefenders } from './intercept.ts';
import { attackingUnits, bondsFields, bondsRefusal, bondsSets, readBonds } from './bonds.ts';
import { overLoadAtDeclaration, overLoadRefusal, overLoadReVital, overOf, withOverLoads } from './over-skills.ts';
import { surgeDirectLoss } from './surge-earth.ts';
import { computedPower } from './status.ts';
import { declareOuter, sightOn, top } from './timing.ts';
import { converterRefusal, converterSpends, readConverter, spendConverted, type ConverterSource } from './sublimation.ts';

export interface AssaultAction {
  type: 'assault';
  attacker: UnitRef;
  target: UnitRef;
  /** Indices of the attacker's surge cards sent to the storage for a surge direct (twgp.attack.assault.surge-direct). */
  surge: number[];
  /** Cards the sublimated player's surge converter sends instead of surge cards (twgp.sublimation.skill.surge-converter); absent: none. */
  convert?: ConverterSource[];
  /** Option master-skills: other players' surge cards spent as the attacker's own by S-drain (twgp.master-skill.s-drain); absent: none. */
  drain?: DrainSource[];
  /** Option bonds: the units bonded to the attacker in one synchro (twgp.bonds.who, bonds.ts); absent: none. */
  bonds?: UnitRef[];
  /** Option over-skills: face-down vitals the attacker turns for an over load with the declaration (twgp.over-skill.over-load.do, over-skills.ts); absent: none. */
  overLoad?: number;
}

/** Surge cards per vital of a surge direct (twgp.attack.assault.surge-multiple; the variant surge-count changes it). */
export function surgePerDirect(state: TwgpState): number {
  const n = state.options['surge-count'];
  return typeof n === 'number' ? n : 3;
}

/**
 * The assault's targets (twgp.mode.note.save-target, twgp.attack.assault.note.target): an
 * opponent's face-up upright unit, or one that has declared a grid blast (裏ヨコ置き,
 * twgp.attack.grid-blast.declared-targetable); never a stealth unit (twgp.stealth.effect)
 * nor a face-up sideways one.
 */
export function assaultTargetable(unit: Unit): boolean {
  return isUpright(unit) || unit.mode === 'GB-Prompt';
}

/** Why the surge cards cannot be spent: a multiple of the surge per direct, of the player's own surge (twgp.attack.assault.surge-multiple). */
function surgeRefusal(state: TwgpState, player: PlayerId, cards: number[], convert: ConverterSource[] = [], drained = 0): Failure | null {
  if (!cards.length && !convert.length && !drained) return null;
  const surge = seatOf(state, player)!.surge;
  if (cards.some((i) => i >= surge.length)) return violation('twgp.field.surge.direct', `${player}'s surge has ${surge.length} cards`);
  // twgp.sublimation.skill.surge-converter: each converted card counts as one surge card spent.
  const converted = converterRefusal(state, player, convert);
  if (converted) return converted;
  const per = surgePerDirect(state);
  const n = cards.length + convert.length + drained;
  return n % per === 0 ? null : violation('twgp.attack.assault.surge-multiple', `a surge direct spends a multiple of ${per} surge cards, not ${n}`);
}

/** Sends the chosen surge cards to the storage (twgp.field.surge.direct); the right of action does not move (twgp.field.surge.no-right-move). */
export function spendSurge(state: TwgpState, player: PlayerId, cards: number[], convert: ConverterSource[] = []): Performed {
  const converted = spendConverted(state, player, convert);
  if (!cards.length) return converted;
  const seat = seatOf(converted.state, player)!;
  const spent = cards.map((i) => seat.surge[i]!);
  const next = withSeat(converted.state, { ...seat, surge: seat.surge.filter((_, i) => !cards.includes(i)), storage: [...seat.storage, ...spent] });
  return { state: next, events: [...converted.events, { type: 'surge', player, count: cards.length, cards: spent.map((c) => c.name) }] };
}

function refusal(state: TwgpState, player: PlayerId, action: AssaultAction): Failure | null {
  const refused = attackerRefusal(state, player, action.attacker, 'twgp.attack.assault.timing');
  if (refused) return refused;
  const target = unitAt(state, action.target);
  if (!target || target.controller === player) return violation('twgp.attack.assault.target', `there is no opponent's unit at ${action.target.player}'s square ${action.target.square}`);
  if (!assaultTargetable(target)) return violation('twgp.attack.assault.target', `the target is ${target.mode}: an assault targets a face-up upright or grid-blast-declared unit`);
  const jammed = jammingRefusal(target, player); // twgp.master-skill.s-jamming
  if (jammed) return jammed;
  // twgp.attack.assault.surge-timing: the attacker's surge is spent at Lock-On, with the declaration.
  // twgp.master-skill.s-drain: other players' surge counted as the attacker's own.
  return sDrainRefusal(state, player, action.drain ?? []) ?? surgeRefusal(state, player, action.surge, action.convert, drainCount(action.drain)) ?? assaultDownloadRefusal(state, player, 1 + (action.bonds?.length ?? 0))
    ?? bondsRefusal(state, player, action.attacker, action.bonds ?? [], action.surge.length + (action.convert?.length ?? 0))
    ?? overLoadRefusal(state, player, action.overLoad ?? 0, [action.attacker, ...(action.bonds ?? [])]);
}

/** Whether the variant assault-download is on: the attacker downloads one card per assaulting unit (twgp.attack.assault.attacker-download). */
const assaultDownloads = (state: TwgpState): number => (state.options['assault-download'] === true ? 1 : 0);

/** With assault-download, the attacker's download must be possible (twgp.attack.assault.attacker-download); without it nobody downloads (twgp.attack.assault.no-download). */
function assaultDownloadRefusal(state: TwgpState, player: PlayerId, units = 1): Failure | null {
  const n = assaultDownloads(state) * units;
  return n > downloadable(seatOf(state, player)!) ? violation('twgp.attack.assault.attacker-download', `${player} cannot download the card the assault needs (pile or charge grid)`) : null;
}

/** The surge spendings offered: none, or the first k × (surge per direct) cards for each k that fits (one canonical choice: which surge cards go does not matter). */
function surgeSpends(state: TwgpState, player: PlayerId): number[][] {
  const surge = seatOf(state, player)!.surge.length;
  const per = surgePerDirect(state);
  const out: number[][] = [];
  for (let k = 1; k * per <= surge; k++) out.push(Array.from({ length: k * per }, (_, i) => i));
  return out;
}

export const assaultRule: ActionRule<AssaultAction> = {
  type: 'assault',
  fields: ['type', 'attacker', 'target', 'surge', 'convert', 'bonds', 'overLoad', 'drain'],
  read(state, v, errors) {
    const attacker = readRef(state, v.attacker, 'action.attacker', errors);
    const target = readRef(state, v.target, 'action.target', errors);
    const surge = readIndices(v.surge, 'action.surge', errors, 6);
    const convert = readConverter(v.convert, 'action.convert', errors);
    const bonds = readBonds(state, v.bonds, 'action.bonds', errors);
    const drain = readDrain(state, v.drain, 'action.drain', errors);
    if (v.overLoad !== undefined && !Number.isSafeInteger(v.overLoad)) errors.push({ path: 'action.overLoad', message: 'must be the number of face-down vitals turned for an over load' });
    if (!attacker || !target || !surge || !convert || !bonds || !drain || (v.overLoad !== undefined && !Number.isSafeInteger(v.overLoad))) return undefined;
    const action: AssaultAction = convert.length ? { type: 'assault', attacker, target, surge, convert } : { type: 'assault', attacker, target, surge };
    if (bonds.length) action.bonds = bonds;
    if (v.overLoad !== undefined && v.overLoad !== 0) action.overLoad = v.overLoad as number;
    if (drain?.length) action.drain = drain;
    return action;
  },
  offers(state, player) {
    if (state.window.kind !== 'battle' || state.right !== player || state.turn.player !== player) return [];
    const out: AssaultAction[] = [];
    const spends = [[], ...surgeSpends(state, player)];
    for (const a of ownUnits(state, player)) {
      for (const t of opponentUnits(state, player)) {
        for (const s of spends) {
          const action: AssaultAction = { type: 'assault', attacker: a.ref, target: t.ref, surge: s };
          if (!refusal(state, player, action)) out.push(action);
        }
        // With S-drain, surge directs paid with other players' surge beyond one's own (master-skills.ts drainSpends).
        for (const d of drainSpends(state, player, surgePerDirect(state))) {
          const action: AssaultAction = { type: 'assault', attacker: a.ref, target: t.ref, surge: d.surge, drain: d.drain };
          if (!refusal(state, player, action)) out.push(action);
        }
        // A sublimated player's surge directs made up by the surge converter (sublimation.ts converterSpends).
        for (const c of converterSpends(state, player, surgePerDirect(state))) {
          const action: AssaultAction = { type: 'assault', attacker: a.ref, target: t.ref, surge: c.surge, convert: c.convert };
          if (!refusal(state, player, action)) out.push(action);
        }
      }
    }
    // Bonded synchros, canonically ordered (bonds.ts bondsSets); each with the attacker's over loads (over-skills.ts).
    for (const set of bondsSets(state, player)) {
      for (const t of opponentUnits(state, player)) {
        const action: AssaultAction = { type: 'assault', attacker: set[0]!, target: t.ref, surge: [], bonds: set.slice(1) };
        if (!refusal(state, player, action)) out.push(action);
      }
    }
    return withOverLoads(state, player, out, (a) => refusal(state, player, a));
  },
  refusal,
  perform(state, player, action) {
    // assault-download: one download per assaulting unit, a bonded synchro's every unit (twgp.attack.assault.attacker-download).
    const loaded = downloadCards(state, player, assaultDownloads(state) * (1 + (action.bonds?.length ?? 0)));
    const own = spendSurge(loaded.state, player, action.surge, action.convert);
    const drained = spendDrain(own.state, player, action.drain ?? []); // twgp.master-skill.s-drain
    const spent = { state: drained.state, events: [...own.events, ...drained.events] };
    const surgeCount = action.surge.length + (action.convert?.length ?? 0) + drainCount(action.drain);
    const target = unitAt(state, action.target)!;
    const declaration: AssaultDeclaration = {
      kind: 'assault', by: player, affects: target.controller, sightOn: true,
      attacker: action.attacker, target: action.target,
      attackerUid: unitAt(state, action.attacker)!.uid, targetUid: target.uid,
      intercept: [], surge: surgeCount ? [{ by: player, count: surgeCount }] : [],
      ...bondsFields(state, action.bonds ?? []),
    };
    const declared = declareOuter(spent.state, declaration);
    const bonded = action.bonds?.length ? { bonds: action.bonds } : {};
    const done = { state: declared.state, events: [{ type: 'assault-declared', attacker: action.attacker, target: action.target, surge: action.surge.length, ...bonded }, ...loaded.events, ...spent.events, ...declared.events] };
    // An over load declared with the attack: the attacker turns the vitals now (over-skills.ts).
    return overLoadAtDeclaration(done, player, action.overLoad ?? 0, action.attacker);
  },
};

/** The defender spends surge at Sight-on for the target's own surge direct (twgp.attack.assault.surge-timing, twgp.field.note.surge-defender). */
export const defenderSurgeRule: ActionRule<{ type: 'spend-surge'; cards: number[]; convert?: ConverterSource[] }> = {
  type: 'spend-surge',
  fields: ['type', 'cards', 'convert'],
  read(_state, v, errors) {
    const cards = readIndices(v.cards, 'action.cards', errors, 6);
    const convert = readConverter(v.convert, 'action.convert', errors);
    if (!cards || !convert) return undefined;
    if (!cards.length && !convert.length) return (errors.push({ path: 'action.cards', message: 'must name at least one surge card' }), undefined);
    return convert.length ? { type: 'spend-surge', cards, convert } : { type: 'spend-surge', cards };
  },
  offers(state, player) {
    const d = top(state);
    if (!d || d.kind !== 'assault' || !sightOn(state, player) || d.surge.some((s) => s.by === player)) return [];
    return [
      ...surgeSpends(state, player).map((cards) => ({ type: 'spend-surge' as const, cards })),
      ...converterSpends(state, player, surgePerDirect(state)).map((c) => ({ type: 'spend-surge' as const, cards: c.surge, convert: c.convert })),
    ];
  },
  refusal(state, player, action) {
    const d = top(state);
    if (!d || d.kind !== 'assault' || !sightOn(state, player)) return violation('twgp.attack.assault.surge-timing', `${player} may spend surge only at Lock-On (declaring) or Sight-on (when first answering an assault)`);
    if (d.surge.some((s) => s.by === player)) return violation('twgp.attack.assault.surge-timing', `${player} has already spent surge on this assault`);
    return surgeRefusal(state, player, action.cards, action.convert);
  },
  perform(state, player, action) {
    const spent = spendSurge(state, player, action.cards, action.convert);
    const count = action.cards.length + (action.convert?.length ?? 0);
    const stack = spent.state.stack.map((d, i, all) => (i === all.length - 1 && d.kind === 'assault' ? { ...d, surge: [...d.surge, { by: player, count }] } : d));
    return { state: { ...spent.state, stack }, events: spent.events };
  },
};

/** The outcome of comparing the two sides' power (twgp.attack.assault.compare). */
export type Outcome = 'win' | 'draw' | 'lose';

/** The attacking side when it is more than the attacker: a bonded synchro (bonds.ts), over power on either side (over-skills.ts). */
export interface AttackSide {
  attackers?: UnitRef[];
  over?: { attack: number; defense: number };
}

/**
 * Judges an assault between one attacker and the defending units (the target and any
 * intercepting units): the side with less power is logged out, both on a draw
 * (twgp.attack.assault.compare, twgp.attack.assault.note.tie); a unit of base power 00 on
 * either side makes it a draw in which nobody is logged out
 * (twgp.attack.assault.zero-limit); every unit left turns face-up sideways, except that a
 * grid-blast declaration is kept (twgp.attack.assault.survivors-sideways,
 * twgp.attack.assault.grid-blast-declared).
 */
export function judgeAssault(state: TwgpState, attacker: UnitRef, defenders: UnitRef[], side: AttackSide = {}): { state: TwgpState; events: TwgpEvent[]; outcome: Outcome } {
  // A bonded synchro attacks as one side with its summed power (twgp.bonds.who, twgp.bonds.note.attack);
  // an over load adds its over power to the side it was used for (twgp.over-skill.over-load.do).
  const attackers = side.attackers ?? [attacker];
  const as = attackers.map((r) => unitAt(state, r)!);
  const ds = defenders.map((r) => unitAt(state, r)!);
  const zero = as.some((a) => a.card.power === 0) || ds.some((d) => d.card.power === 0);
  const attackPower = as.reduce((n, a) => n + computedPower(a), 0) + (side.over?.attack ?? 0);
  const defensePower = ds.reduce((n, d) => n + computedPower(d), 0) + (side.over?.defense ?? 0);
  const outcome: Outcome = zero ? 'draw' : attackPower > defensePower ? 'win' : attackPower === defensePower ? 'draw' : 'lose';
  // With units joined by intercept, the synchro's power is judged (twgp.intercept.power, twgp.intercept.judge).
  const clause = zero ? 'twgp.attack.assault.zero-limit' : defenders.length > 1 ? 'twgp.intercept.judge' : attackers.length > 1 ? 'twgp.bonds.who' : 'twgp.attack.assault.compare';
  const events: TwgpEvent[] = [{ type: 'assault', attacker, defenders, attackPower, defensePower, outcome, clause, ...(attackers.length > 1 ? { attackers } : {}) }];
  const out = zero ? [] : outcome === 'win' ? defenders : outcome === 'lose' ? attackers : [...attackers, ...defenders];
  let next = state;
  for (const ref of out) {
    // The side it fought, for the variant phase-attribute (twgp.phase-device.variant.attribute).
    const foes = (attackers.some((a) => a.player === ref.player && a.square === ref.square) ? ds : as).map((u) => u.card);
    const removed = removeUnit(next, ref, foes);
    next = removed.state;
    events.push(...removed.events);
  }
  for (const ref of [...attackers, ...defenders]) {
    const unit = unitAt(next, ref);
    if (!unit || unit.mode === 'GB-Prompt' || unit.mode === 'Save' || unit.mode === 'Hack-Save') continue;
    next = setMode(next, ref, unit.mode === 'Hack-Active' ? 'Hack-Save' : 'Save');
    events.push({ type: 'mode', unit: ref, mode: unitAt(next, ref)!.mode });
  }
  return { state: next, events, outcome };
}

/**
 * Resolves an assault (twgp.attack.assault): a target that is no longer there (made a
 * material: twgp.drive.power.evade) ends the attack with the attacker sideways; a stealth
 * target cancels it (twgp.stealth.effect). Then the judgement, then each winning side's
 * surge direct: the losing side's player loses one vital per surge direct
 * (twgp.attack.assault.surge-direct, twgp.field.surge.six), none on a draw
 * (twgp.attack.assault.tie-no-direct), none for a unit of base power 05 or less
 * (twgp.field.surge.low-power) or a synchro (twgp.field.surge.no-synchro).
 */
export const resolveAssault: Resolver<AssaultDeclaration> = (state, d) => {
  // The attacking side: the attacker, and with bonds the bonded units still in its synchro (bonds.ts).
  const side = attackingUnits(state, d);
  if (!side.length) return { state, events: [{ type: 'fizzle', declaration: 'assault', clause: 'twgp.attack.assault', reason: 'the attacker has left the field' }] };
  const attacker = side[0]!.unit;
  const target = sameUnit(state, d.target, d.targetUid);
  if (!target) {
    const next = side.reduce((s, u) => setMode(s, u.ref, 'Save'), state);
    return { state: next, events: [{ type: 'evaded', attacker: side[0]!.ref, clause: 'twgp.drive.power.evade' }, ...side.map((u) => ({ type: 'mode', unit: u.ref, mode: 'Save' }))] };
  }
  if (target.mode === 'Stealth') return { state, events: [{ type: 'cancelled', declaration: 'assault', clause: 'twgp.stealth.effect' }] };
  // twgp.intercept.drop-out: the synchro as it stands now (intercept.ts).
  const joined = synchroDefenders(state, d).slice(1);
  const judged = judgeAssault(state, side[0]!.ref, [d.target, ...joined], { attackers: side.map((u) => u.ref), over: overOf(d) });
  let next = judged.state;
  const events = judged.events;
  if (judged.outcome === 'draw') {
    if (d.surge.length) events.push({ type: 'surge-direct', outcome: 'none', clause: 'twgp.attack.assault.tie-no-direct' });
    return { state: next, events };
  }
  const winnerSide = judged.outcome === 'win' ? d.by : d.affects;
  const loser = judged.outcome === 'win' ? d.affects : attacker.controller;
  const spent = d.surge.find((s) => s.by === winnerSide);
  if (!spent) return { state: next, events };
  const unit = judged.outcome === 'win' ? attacker : target;
  if (unit.card.power <= 5) return { state: next, events: [...events, { type: 'surge-direct', outcome: 'none', clause: 'twgp.field.surge.low-power' }] };
  // A bonded synchro carries no surge direct, also when units joined it after the surge was spent (twgp.bonds.no-surge-direct).
  if (judged.outcome === 'win' && side.length > 1) return { state: next, events: [...events, { type: 'surge-direct', outcome: 'none', clause: 'twgp.bonds.no-surge-direct' }] };
  if (judged.outcome === 'lose' && joined.length) return { state: next, events: [...events, { type: 'surge-direct', outcome: 'none', clause: 'twgp.field.surge.no-synchro' }] };
  const vitals = Math.floor(spent.count / surgePerDirect(state));
  events.push({ type: 'surge-direct', outcome: 'direct', player: loser, vitals, clause: vitals > 1 ? 'twgp.field.surge.six' : 'twgp.attack.assault.surge-direct' });
  // With the option surge-earth the loser may first cancel vitals with surge earths (twgp.surge-earth.use).
  const lost = surgeDirectLoss(next, loser, vitals, winnerSide);
  // An over load that spent the last face-down vital, won with two or more surge directs: re-vital (twgp.over-skill.over-load.re-vital).
  const back = overLoadReVital(lost, d, winnerSide);
  return { state: back.state, events: [...events, ...back.events] };
};
