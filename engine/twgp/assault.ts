/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): アサルト (twgp.attack.assault), with the
 * surge direct that a winner of base power 06 or more may carry (twgp.field.surge-direct).
 */
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, isUpright, opponentUnits, ownUnits, readIndices, readRef, sameUnit } from './attack.ts';
import { removeUnit, setMode } from './field.ts';
import { downloadable, downloadCards } from './resources.ts';
import type { ActionRule, Performed, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type AssaultDeclaration, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { synchroDefenders } from './intercept.ts';
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
function surgeRefusal(state: TwgpState, player: PlayerId, cards: number[], convert: ConverterSource[] = []): Failure | null {
  if (!cards.length && !convert.length) return null;
  const surge = seatOf(state, player)!.surge;
  if (cards.some((i) => i >= surge.length)) return violation('twgp.field.surge.direct', `${player}'s surge has ${surge.length} cards`);
  // twgp.sublimation.skill.surge-converter: each converted card counts as one surge card spent.
  const converted = converterRefusal(state, player, convert);
  if (converted) return converted;
  const per = surgePerDirect(state);
  const n = cards.length + convert.length;
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
  // twgp.attack.assault.surge-timing: the attacker's surge is spent at Lock-On, with the declaration.
  return surgeRefusal(state, player, action.surge, action.convert) ?? assaultDownloadRefusal(state, player);
}

/** Whether the variant assault-download is on: the attacker downloads one card per assaulting unit (twgp.attack.assault.attacker-download). */
const assaultDownloads = (state: TwgpState): number => (state.options['assault-download'] === true ? 1 : 0);

/** With assault-download, the attacker's download must be possible (twgp.attack.assault.attacker-download); without it nobody downloads (twgp.attack.assault.no-download). */
function assaultDownloadRefusal(state: TwgpState, player: PlayerId): Failure | null {
  const n = assaultDownloads(state);
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
  fields: ['type', 'attacker', 'target', 'surge', 'convert'],
  read(state, v, errors) {
    const attacker = readRef(state, v.attacker, 'action.attacker', errors);
    const target = readRef(state, v.target, 'action.target', errors);
    const surge = readIndices(v.surge, 'action.surge', errors, 6);
    const convert = readConverter(v.convert, 'action.convert', errors);
    if (!attacker || !target || !surge || !convert) return undefined;
    return convert.length ? { type: 'assault', attacker, target, surge, convert } : { type: 'assault', attacker, target, surge };
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
        // A sublimated player's surge directs made up by the surge converter (sublimation.ts converterSpends).
        for (const c of converterSpends(state, player, surgePerDirect(state))) {
          const action: AssaultAction = { type: 'assault', attacker: a.ref, target: t.ref, surge: c.surge, convert: c.convert };
          if (!refusal(state, player, action)) out.push(action);
        }
      }
    }
    return out;
  },
  refusal,
  perform(state, player, action) {
    const loaded = downloadCards(state, player, assaultDownloads(state));
    const spent = spendSurge(loaded.state, player, action.surge, action.convert);
    const surgeCount = action.surge.length + (action.convert?.length ?? 0);
    const target = unitAt(state, action.target)!;
    const declaration: AssaultDeclaration = {
      kind: 'assault', by: player, affects: target.controller, sightOn: true,
      attacker: action.attacker, target: action.target,
      attackerUid: unitAt(state, action.attacker)!.uid, targetUid: target.uid,
      intercept: [], surge: surgeCount ? [{ by: player, count: surgeCount }] : [],
    };
    const declared = declareOuter(spent.state, declaration);
    return { state: declared.state, events: [{ type: 'assault-declared', attacker: action.attacker, target: action.target, surge: action.surge.length }, ...loaded.events, ...spent.events, ...declared.events] };
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

/**
 * Judges an assault between one attacker and the defending units (the target and any
 * intercepting units): the side with less power is logged out, both on a draw
 * (twgp.attack.assault.compare, twgp.attack.assault.note.tie); a unit of base power 00 on
 * either side makes it a draw in which nobody is logged out
 * (twgp.attack.assault.zero-limit); every unit left turns face-up sideways, except that a
 * grid-blast declaration is kept (twgp.attack.assault.survivors-sideways,
 * twgp.attack.assault.grid-blast-declared).
 */
export function judgeAssault(state: TwgpState, attacker: UnitRef, defenders: UnitRef[]): { state: TwgpState; events: TwgpEvent[]; outcome: Outcome } {
  const a = unitAt(state, attacker)!;
  const ds = defenders.map((r) => unitAt(state, r)!);
  const zero = a.card.power === 0 || ds.some((d) => d.card.power === 0);
  const attackPower = computedPower(a);
  const defensePower = ds.reduce((n, d) => n + computedPower(d), 0);
  const outcome: Outcome = zero ? 'draw' : attackPower > defensePower ? 'win' : attackPower === defensePower ? 'draw' : 'lose';
  // With units joined by intercept, the synchro's power is judged (twgp.intercept.power, twgp.intercept.judge).
  const clause = zero ? 'twgp.attack.assault.zero-limit' : defenders.length > 1 ? 'twgp.intercept.judge' : 'twgp.attack.assault.compare';
  const events: TwgpEvent[] = [{ type: 'assault', attacker, defenders, attackPower, defensePower, outcome, clause }];
  const out = zero ? [] : outcome === 'win' ? defenders : outcome === 'lose' ? [attacker] : [attacker, ...defenders];
  let next = state;
  for (const ref of out) {
    const removed = removeUnit(next, ref);
    next = removed.state;
    events.push(...removed.events);
  }
  for (const ref of [attacker, ...defenders]) {
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
  const attacker = sameUnit(state, d.attacker, d.attackerUid);
  if (!attacker) return { state, events: [{ type: 'fizzle', declaration: 'assault', clause: 'twgp.attack.assault', reason: 'the attacker has left the field' }] };
  const target = sameUnit(state, d.target, d.targetUid);
  if (!target) {
    const next = setMode(state, d.attacker, 'Save');
    return { state: next, events: [{ type: 'evaded', attacker: d.attacker, clause: 'twgp.drive.power.evade' }, { type: 'mode', unit: d.attacker, mode: 'Save' }] };
  }
  if (target.mode === 'Stealth') return { state, events: [{ type: 'cancelled', declaration: 'assault', clause: 'twgp.stealth.effect' }] };
  // twgp.intercept.drop-out: the synchro as it stands now (intercept.ts).
  const joined = synchroDefenders(state, d).slice(1);
  const judged = judgeAssault(state, d.attacker, [d.target, ...joined]);
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
  if (judged.outcome === 'lose' && joined.length) return { state: next, events: [...events, { type: 'surge-direct', outcome: 'none', clause: 'twgp.field.surge.no-synchro' }] };
  const vitals = Math.floor(spent.count / surgePerDirect(state));
  events.push({ type: 'surge-direct', outcome: 'direct', player: loser, vitals, clause: vitals > 1 ? 'twgp.field.surge.six' : 'twgp.attack.assault.surge-direct' });
  // With the option surge-earth the loser may first cancel vitals with surge earths (twgp.surge-earth.use).
  const lost = surgeDirectLoss(next, loser, vitals, winnerSide);
  return { state: lost.state, events: [...events, ...lost.events] };
};
