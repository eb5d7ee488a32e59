/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md), option deck-card-types:
 * weapons. Three inner operations at Parallel (twgp.card-type.weapon.timing), none of them a
 * download (twgp.card-type.weapon.no-download), in either player's turn while they may operate:
 * - `lay-weapon` {card, unit}: a weapon from the hand laid face-up sideways under a unit
 *   (twgp.card-type.weapon.lay, .sources);
 * - `pass-weapon` {from, weapon, unit}: a weapon handed from one upright unit to another of the
 *   same battle grid (distribution, twgp.card-type.weapon.distribute; orientation unchanged:
 *   .distribute-orientation);
 * - `return-weapon` {unit, weapon}: a weapon back to the hand while it holds fewer than 6
 *   (twgp.card-type.weapon.return-to-hand).
 * - `take-weapon` {weapon, unit}: a weapon its owner left on a square when its unit went to the
 *   log (seat `keepWeapons`, the owner's choice given in the setup; field.ts removeUnit) laid
 *   again under an own unit (twgp.card-type.weapon.stay).
 * With the variants log-counter-weapon and log-sd-counter-weapon, a log-counter card is laid as a
 * weapon too (twgp.card-type.log-counter.variant.weapon, .variant.sd-counter-weapon).
 * `offers` lists every legal one (weapons are distinct cards, so each is its own choice).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { setUnit } from './field.ts';
import { optionOn } from './options.ts';
import type { ActionRule, Performed, Json } from './rules.ts';
import { HAND_LIMIT } from './sequence-actions.ts';
import { seatOf, unitAt, withSeat, type Card, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { operateRefusal } from './timing.ts';
import type { ShapeError } from '../core/violation.ts';

/** Weapons under one unit, at most (twgp.card-type.weapon.lay, twgp.card-type.weapon.note.cap). */
export const WEAPON_MAX = 6;

/** Whether a card may be laid as a weapon in this game: a ウェポン, or a log counter under the variants (twgp.card-type.log-counter.variant.weapon). */
export function layableAsWeapon(state: TwgpState, card: Card): boolean {
  if (card.kind === 'ウェポン') return true;
  return card.kind === 'ログ・カウンター' && (optionOn(state, 'log-counter-weapon') || optionOn(state, 'log-sd-counter-weapon'));
}

/** The option's refusal: weapons exist only with deck-card-types (twgp.card-type.option, twgp.options.note.unit-always). */
function optionRefusal(state: TwgpState): Failure | null {
  return optionOn(state, 'deck-card-types') ? null : violation('twgp.card-type.option', 'weapons are laid only with the option deck-card-types; without it a weapon card is a card like any other that is not a unit (twgp.options.note.unit-always)');
}

/**
 * Why the weapons of the unit at `ref` cannot change now, for `player` (twgp.card-type.weapon.frozen,
 * .stealth, .zero-limit): it must be a unit of `player`'s own grid that they control, face-up
 * upright (Active): a hacked unit (by either side) and a sideways one — one whose declared
 * attack is still on the stack included (twgp.card-type.weapon.note.declared) — are frozen; a
 * stealth unit takes no weapon; a base-00 unit uses none.
 */
function unitProblem(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const unit = unitAt(state, ref);
  if (!unit) return violation('twgp.card-type.weapon.lay', `there is no unit at ${ref.player}'s square ${ref.square}`);
  if (unit.mode === 'Hack-Active' || unit.mode === 'Hack-Save' || unit.controller !== ref.player) return violation('twgp.card-type.weapon.frozen', `${unit.card.name} is hacked: its weapons cannot be added or taken away`);
  if (ref.player !== player || unit.controller !== player) return violation('twgp.card-type.weapon.lay', `${unit.card.name} is not a unit of ${player}'s own grid`);
  if (unit.mode === 'Stealth') return violation('twgp.card-type.weapon.stealth', `${unit.card.name} is stealthed: a stealth unit takes no weapon`);
  if (unit.mode !== 'Active') return violation('twgp.card-type.weapon.frozen', `${unit.card.name} is ${unit.mode} (sideways): its weapons cannot be added or taken away`);
  // A unit whose attack is on the stack counts as sideways from its declaration (twgp.card-type.weapon.note.declared).
  if (attacking(state, unit.uid)) return violation('twgp.card-type.weapon.frozen', `${unit.card.name} has declared an attack still on the stack: its weapons cannot be added or taken away until it resolves (twgp.card-type.weapon.note.declared)`);
  if (unit.card.power === 0) return violation('twgp.card-type.weapon.zero-limit', `${unit.card.name} has base power 00: it cannot use weapons`);
  return null;
}

/** Whether the unit of identity `uid` attacks in a declaration on the stack: as its attacker, or bonded to it. */
function attacking(state: TwgpState, uid: number): boolean {
  return state.stack.some((d) => {
    const x = d as Partial<{ attackerUid: number; bondsUids: number[] }>;
    return d.kind !== 'decoy' && d.kind !== 'charge-effect' && (x.attackerUid === uid || (x.bondsUids ?? []).includes(uid));
  });
}

/** Why the unit takes no new weapon: poisoned this battle (twgp.charge-effect.poison, twgp.charge-effect.poison.note.duration), or full. */
const roomFor = (unit: Unit): Failure | null =>
  unit.poisoned ? violation('twgp.charge-effect.poison', `${unit.card.name} was poisoned this battle: it takes no new weapon until the battle ends`) :
  unit.weapons.length < WEAPON_MAX ? null : violation('twgp.card-type.weapon.lay', `${unit.card.name} carries ${WEAPON_MAX} weapons already, the most a unit takes`);

const weaponEvent = (player: PlayerId, card: Card, from: unknown, to: unknown, clause: string) => ({ type: 'weapon', player, card: card.name, from, to, clause });

function readIndex(v: unknown, path: string, errors: ShapeError[], what: string): number | undefined {
  return Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) < 1000 ? (v as number) : void errors.push({ path, message: `must be the index of ${what}, 0 or more` });
}

/** The player's own units that they control, face-up upright: the only ones whose weapons may change. */
function ownUpright(state: TwgpState, player: PlayerId): UnitRef[] {
  const seat = seatOf(state, player)!;
  return seat.battleGrid.flatMap((u, square) => (u && u.mode === 'Active' && u.controller === player ? [{ player, square }] : []));
}

type Lay = { type: 'lay-weapon'; card: number; unit: UnitRef };
type Pass = { type: 'pass-weapon'; from: UnitRef; weapon: number; unit: UnitRef };
type Return = { type: 'return-weapon'; unit: UnitRef; weapon: number };

function layProblem(state: TwgpState, player: PlayerId, a: Lay): Failure | null {
  const card = seatOf(state, player)!.hand[a.card];
  if (!card) return violation('twgp.card-type.weapon.sources', `${player} has no card ${a.card} in hand`);
  if (!layableAsWeapon(state, card)) return violation('twgp.card-type.weapon.lay', `${card.name} is not a weapon (${card.kind ?? 'no kind'})`);
  return unitProblem(state, player, a.unit) ?? roomFor(unitAt(state, a.unit)!);
}

export const layWeaponRule: ActionRule<Lay> = {
  type: 'lay-weapon',
  fields: ['type', 'card', 'unit'],
  read(state, v: Json, errors) {
    const card = readIndex(v.card, 'action.card', errors, 'a card in the hand');
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return card !== undefined && unit ? { type: 'lay-weapon', card, unit } : undefined;
  },
  offers(state, player) {
    if (optionRefusal(state) || operateRefusal(state, player, 'twgp.card-type.weapon.timing')) return [];
    const hand = seatOf(state, player)!.hand;
    const cards = hand.flatMap((c, i) => (layableAsWeapon(state, c) ? [i] : []));
    if (!cards.length) return [];
    const units = ownUpright(state, player).filter((ref) => !unitProblem(state, player, ref) && !roomFor(unitAt(state, ref)!));
    return cards.flatMap((card) => units.map((unit) => ({ type: 'lay-weapon' as const, card, unit })));
  },
  refusal: (state, player, a) => optionRefusal(state) ?? operateRefusal(state, player, 'twgp.card-type.weapon.timing') ?? layProblem(state, player, a),
  perform(state, player, a): Performed {
    const seat = seatOf(state, player)!;
    const card = seat.hand[a.card]!;
    const after = withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== a.card) });
    const unit = unitAt(after, a.unit)!;
    return { state: setUnit(after, a.unit, { ...unit, weapons: [...unit.weapons, card] }), events: [weaponEvent(player, card, 'hand', a.unit, 'twgp.card-type.weapon.lay')] };
  },
};

function passProblem(state: TwgpState, player: PlayerId, a: Pass): Failure | null {
  const from = unitProblem(state, player, a.from);
  if (from) return from;
  if (!unitAt(state, a.from)!.weapons[a.weapon]) return violation('twgp.card-type.weapon.sources', `${unitAt(state, a.from)!.card.name} has no weapon ${a.weapon}`);
  if (a.unit.player !== a.from.player) return violation('twgp.card-type.weapon.distribute', 'weapons are handed only between units of the same battle grid');
  if (a.unit.square === a.from.square) return violation('twgp.card-type.weapon.distribute', 'a weapon is handed to another unit');
  return unitProblem(state, player, a.unit) ?? roomFor(unitAt(state, a.unit)!);
}

export const passWeaponRule: ActionRule<Pass> = {
  type: 'pass-weapon',
  fields: ['type', 'from', 'weapon', 'unit'],
  read(state, v: Json, errors) {
    const from = readRef(state, v.from, 'action.from', errors);
    const weapon = readIndex(v.weapon, 'action.weapon', errors, 'a weapon under the unit');
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return from && weapon !== undefined && unit ? { type: 'pass-weapon', from, weapon, unit } : undefined;
  },
  offers(state, player) {
    if (optionRefusal(state) || operateRefusal(state, player, 'twgp.card-type.weapon.timing')) return [];
    const units = ownUpright(state, player).filter((ref) => !unitProblem(state, player, ref));
    return units.flatMap((from) =>
      unitAt(state, from)!.weapons.flatMap((_, weapon) =>
        units.filter((to) => to.square !== from.square && !roomFor(unitAt(state, to)!)).map((unit) => ({ type: 'pass-weapon' as const, from, weapon, unit })),
      ),
    );
  },
  refusal: (state, player, a) => optionRefusal(state) ?? operateRefusal(state, player, 'twgp.card-type.weapon.timing') ?? passProblem(state, player, a),
  perform(state, player, a): Performed {
    const giver = unitAt(state, a.from)!;
    const card = giver.weapons[a.weapon]!;
    const after = setUnit(state, a.from, { ...giver, weapons: giver.weapons.filter((_, i) => i !== a.weapon) });
    const taker = unitAt(after, a.unit)!;
    return { state: setUnit(after, a.unit, { ...taker, weapons: [...taker.weapons, card] }), events: [weaponEvent(player, card, a.from, a.unit, 'twgp.card-type.weapon.distribute')] };
  },
};

function returnProblem(state: TwgpState, player: PlayerId, a: Return): Failure | null {
  const problem = unitProblem(state, player, a.unit);
  if (problem) return problem;
  if (!unitAt(state, a.unit)!.weapons[a.weapon]) return violation('twgp.card-type.weapon.return-to-hand', `${unitAt(state, a.unit)!.card.name} has no weapon ${a.weapon}`);
  return handRoom(state, player);
}

export const returnWeaponRule: ActionRule<Return> = {
  type: 'return-weapon',
  fields: ['type', 'unit', 'weapon'],
  read(state, v: Json, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    const weapon = readIndex(v.weapon, 'action.weapon', errors, 'a weapon under the unit');
    return unit && weapon !== undefined ? { type: 'return-weapon', unit, weapon } : undefined;
  },
  offers(state, player) {
    if (optionRefusal(state) || operateRefusal(state, player, 'twgp.card-type.weapon.timing')) return [];
    if (seatOf(state, player)!.hand.length >= HAND_LIMIT) return [];
    return ownUpright(state, player)
      .filter((ref) => !unitProblem(state, player, ref))
      .flatMap((unit) => unitAt(state, unit)!.weapons.map((_, weapon) => ({ type: 'return-weapon' as const, unit, weapon })));
  },
  refusal: (state, player, a) => optionRefusal(state) ?? operateRefusal(state, player, 'twgp.card-type.weapon.timing') ?? returnProblem(state, player, a),
  perform(state, player, a): Performed {
    const unit = unitAt(state, a.unit)!;
    const card = unit.weapons[a.weapon]!;
    const after = setUnit(state, a.unit, { ...unit, weapons: unit.weapons.filter((_, i) => i !== a.weapon) });
    const seat = seatOf(after, player)!;
    return { state: withSeat(after, { ...seat, hand: [...seat.hand, card] }), events: [weaponEvent(player, card, a.unit, 'hand', 'twgp.card-type.weapon.return-to-hand')] };
  },
};

/** A stayed weapon used again: under a unit (`unit`) or back to the hand (`to: 'hand'`), exactly one of them. */
type Take = { type: 'take-weapon'; weapon: number; unit: UnitRef; to?: undefined } | { type: 'take-weapon'; weapon: number; to: 'hand'; unit?: undefined };

function takeProblem(state: TwgpState, player: PlayerId, a: Take): Failure | null {
  const stayed = seatOf(state, player)!.stayedWeapons ?? [];
  if (!stayed[a.weapon]) return violation('twgp.card-type.weapon.stay', `${player} has no weapon ${a.weapon} left on a square of their battle grid`);
  if (a.to === 'hand') return handRoom(state, player);
  return unitProblem(state, player, a.unit) ?? roomFor(unitAt(state, a.unit)!);
}

/** Whether the hand can take a weapon back: only while it holds fewer than six (twgp.card-type.weapon.return-to-hand). */
function handRoom(state: TwgpState, player: PlayerId): Failure | null {
  const hand = seatOf(state, player)!.hand.length;
  return hand < HAND_LIMIT ? null : violation('twgp.card-type.weapon.return-to-hand', `${player} holds ${hand} cards: a weapon goes back to the hand only while it holds fewer than ${HAND_LIMIT}`);
}

/**
 * `take-weapon` {weapon, unit}: a weapon its owner left on a square when the unit holding it
 * went to the log (twgp.card-type.weapon.stay; field.ts removeUnit) used again later, laid
 * under one of the owner's own face-up upright units of that battle grid as a weapon from the
 * hand is (twgp.card-type.weapon.lay, .frozen, .stealth, .zero-limit), or with `to: "hand"`
 * back to the hand while it holds fewer than six (twgp.card-type.weapon.note.stay,
 * twgp.card-type.weapon.return-to-hand). `weapon` indexes the seat's `stayedWeapons`.
 */
export const takeWeaponRule: ActionRule<Take> = {
  type: 'take-weapon',
  fields: ['type', 'weapon', 'unit', 'to'],
  read(state, v: Json, errors) {
    const weapon = readIndex(v.weapon, 'action.weapon', errors, 'a weapon left on a square');
    if (v.to !== undefined) {
      if (v.to !== 'hand') errors.push({ path: 'action.to', message: 'must be "hand" (or give unit instead)' });
      if (v.unit !== undefined) errors.push({ path: 'action.unit', message: 'a weapon goes either under a unit or to the hand: give unit or to, not both' });
      return weapon !== undefined && v.to === 'hand' && v.unit === undefined ? { type: 'take-weapon', weapon, to: 'hand' } : undefined;
    }
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return weapon !== undefined && unit ? { type: 'take-weapon', weapon, unit } : undefined;
  },
  offers(state, player) {
    const stayed = seatOf(state, player)!.stayedWeapons ?? [];
    if (!stayed.length || optionRefusal(state) || operateRefusal(state, player, 'twgp.card-type.weapon.timing')) return [];
    const units = ownUpright(state, player).filter((ref) => !unitProblem(state, player, ref) && !roomFor(unitAt(state, ref)!));
    const toHand = handRoom(state, player) ? [] : [{ to: 'hand' as const }];
    return stayed.flatMap((_, weapon) => [...units.map((unit) => ({ type: 'take-weapon' as const, weapon, unit })), ...toHand.map((t) => ({ type: 'take-weapon' as const, weapon, ...t }))]);
  },
  refusal: (state, player, a) => optionRefusal(state) ?? operateRefusal(state, player, 'twgp.card-type.weapon.timing') ?? takeProblem(state, player, a),
  perform(state, player, a): Performed {
    const seat = seatOf(state, player)!;
    const left = seat.stayedWeapons!;
    const { card, square } = left[a.weapon]!;
    const rest = left.filter((_, i) => i !== a.weapon);
    const after = withSeat(state, { ...seat, stayedWeapons: rest.length ? rest : undefined });
    if (a.to === 'hand') {
      const now = seatOf(after, player)!;
      return { state: withSeat(after, { ...now, hand: [...now.hand, card] }), events: [weaponEvent(player, card, { player, square, stayed: true }, 'hand', 'twgp.card-type.weapon.note.stay')] };
    }
    const unit = unitAt(after, a.unit)!;
    return { state: setUnit(after, a.unit, { ...unit, weapons: [...unit.weapons, card] }), events: [weaponEvent(player, card, { player, square, stayed: true }, a.unit, 'twgp.card-type.weapon.stay')] };
  },
};

export const WEAPON_RULES = [layWeaponRule, passWeaponRule, returnWeaponRule, takeWeaponRule];
