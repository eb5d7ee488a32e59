/**
 * Chapter 26, マスター・ドライヴとマスター・スキル (spec/twgp/26-master-drive.md), first half:
 * the option master-drive (twgp.master-drive.option) — the master unit among the vitals, its
 * summon, its defeat and how it counts as a vital — and the variant master-center
 * (twgp.master-drive.variant.center). The master skills are in master-skills.ts.
 *
 * A master unit is a card with `master: {sex, human}` (twgp.master-drive.note.real-world): it
 * lies face down among the vitals; summoned, it leaves its vital square empty and stands on the
 * battle grid as a unit of base power 06; defeated or chosen as damage, it goes back to an empty
 * vital square face-up sideways (Damage), a lapsed vital.
 */
import { violation, type Failure } from '../core/violation.ts';
import { interruptDirect } from './direct.ts';
import { logOutCards, setUnit, widthOf } from './field.ts';
import { adopted, optionOn } from './options.ts';
import { downloadCards, laterCards } from './resources.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type DamageWindow, type MasterCharacter, type PlayerId, type Seat, type TwgpState } from './state.ts';
import { operateRefusal } from './timing.ts';
import { summonBanRefusal } from './vital-effect.ts';

/** A master unit's base power, whatever its card says (twgp.master-drive.human). */
export const MASTER_POWER = 6;
/** Downloads of a master drive (twgp.master-drive.summon). */
export const MASTER_DOWNLOADS = 2;

type Fail = (at: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a card's `master` field `{sex: '♂' | '♀', human?: boolean}` (human: default true). */
export function readMasterField(v: unknown, path: string, fail: Fail): MasterCharacter | undefined {
  if (!isObject(v) || (v.sex !== '♂' && v.sex !== '♀') || (v.human !== undefined && typeof v.human !== 'boolean')) {
    fail(path, "must be {sex: '♂' or '♀', human: true or false}: the master unit's character (twgp.master-drive.note.real-world)");
    return undefined;
  }
  return { sex: v.sex, human: v.human !== false };
}

export const isMaster = (card: Card | undefined): boolean => card?.master !== undefined;

/** Master-unit cards on the seat's own battle grid, as units or under one: vitals not lapsed (twgp.master-drive.summon, twgp.master-drive.vital-count). */
export function mastersOnGrid(seat: Seat): number {
  return seat.battleGrid.reduce((n, u) => n + (u ? (isMaster(u.card) ? 1 : 0) + u.materials.filter(isMaster).length : 0), 0);
}

/** The registered sex of each player and who consented to a non-human master unit (setup `masters`, twgp.master-drive.note.real-world). */
export type MasterRegistry = Record<PlayerId, { sex?: '♂' | '♀'; consent?: PlayerId[] }>;

/** Reads the setup's `masters`: `{<player>: {sex, consent?: [players who consent]}}`. */
export function readMasters(v: unknown, path: string, players: PlayerId[], fail: Fail): MasterRegistry {
  if (v === undefined) return {};
  if (!isObject(v)) return (fail(path, 'must be an object: each player with a master unit, their registered sex and who consents'), {});
  const out: MasterRegistry = {};
  for (const [p, e] of Object.entries(v)) {
    if (!players.includes(p)) { fail(`${path}.${p}`, `is not one of the players ${players.join(', ')}`); continue; }
    if (!isObject(e) || (e.sex !== '♂' && e.sex !== '♀')) { fail(`${path}.${p}.sex`, "must be '♂' or '♀': the player's registered sex (twgp.master-drive.note.real-world)"); continue; }
    const consent = e.consent === undefined ? [] : Array.isArray(e.consent) && e.consent.every((c) => typeof c === 'string' && players.includes(c) && c !== p) ? (e.consent as string[]) : (fail(`${path}.${p}.consent`, 'must list the other players who consent to a non-human master unit (twgp.master-drive.consent)'), []);
    for (const k of Object.keys(e)) if (k !== 'sex' && k !== 'consent') fail(`${path}.${p}.${k}`, 'unknown field (the fields are sex, consent)');
    out[p] = { sex: e.sex, consent };
  }
  return out;
}

/**
 * The master unit's checks of one player's setup: the option must be adopted
 * (twgp.master-drive.option); at most one master unit, among the vitals
 * (twgp.master-drive.prepare); neither it nor a card of its name anywhere else
 * (twgp.master-drive.only-in-vitals); its character of the player's registered sex
 * (twgp.master-drive.sex); an Earth human (twgp.master-drive.human), or else consented to by
 * every opponent (twgp.master-drive.consent, twgp.master-drive.note.consent).
 */
export function checkMasterSetup(options: Record<string, unknown>, player: PlayerId, players: PlayerId[], vitals: { card: Card; path: string }[], others: { card: Card; path: string }[], registry: MasterRegistry, fail: Fail): void {
  const all = [...vitals, ...others].filter((c) => isMaster(c.card));
  if (!adopted(options, 'master-drive')) {
    for (const c of all) fail(`${c.path}.master`, 'a master unit is a card of the option master-drive, which this game does not adopt (twgp.master-drive.option)');
    return;
  }
  const masters = vitals.filter((c) => isMaster(c.card));
  others.filter((c) => isMaster(c.card)).forEach((c) => fail(c.path, 'a master unit belongs among the vitals only (twgp.master-drive.only-in-vitals)'));
  masters.slice(1).forEach((c) => fail(c.path, 'a player prepares one master unit among the vitals (twgp.master-drive.prepare)'));
  const mu = masters[0];
  if (!mu) return;
  const same = others.find((c) => c.card.name === mu.card.name);
  if (same) fail(same.path, `'${mu.card.name}' is ${player}'s master unit: the same card elsewhere than the vitals is a foul (twgp.master-drive.only-in-vitals)`);
  const entry = registry[player];
  if (!entry?.sex) fail(`setup.masters.${player}`, `${player} brings a master unit: give their registered sex (twgp.master-drive.sex, twgp.master-drive.note.real-world)`);
  else if (entry.sex !== mu.card.master!.sex) fail(`${mu.path}.master.sex`, `the master unit's character is ${mu.card.master!.sex} and ${player} is registered ${entry.sex} (twgp.master-drive.sex)`);
  if (!mu.card.master!.human) {
    const missing = players.filter((p) => p !== player && !(entry?.consent ?? []).includes(p));
    if (missing.length) fail(`${mu.path}.master.human`, `a character who is not an Earth human is a master unit only with every opponent's consent; ${missing.join(', ')} did not consent (twgp.master-drive.human, twgp.master-drive.consent)`);
  }
}

interface MasterDriveAction {
  type: 'master-drive';
  /** The vital-grid square of the master unit. */
  vital: number;
  /** The empty battle-grid square it is summoned to. */
  square: number;
}

/** The centre square of the battle grid (every format's width is odd: twgp.field.grid.width). */
export const centreSquare = (state: TwgpState): number => (widthOf(state) - 1) / 2;

/**
 * Why `player` may not master drive (twgp.master-drive.summon): the option adopted
 * (twgp.master-drive.option); at Parallel (twgp.master-drive.timing); the master unit face down
 * on the vital grid; an empty battle square — the centre one under master-center
 * (twgp.master-drive.variant.center, twgp.master-drive.note.center); two downloads, fewer when
 * the pile runs out, each with an empty charge square, and no ban on base power 06, as for a
 * charge drive (twgp.master-drive.like-charge-drive, twgp.master-drive.note.like-charge-drive).
 */
export function masterDriveRefusal(state: TwgpState, player: PlayerId, action: MasterDriveAction): Failure | null {
  if (!optionOn(state, 'master-drive')) return violation('twgp.master-drive.option', 'the option master-drive is not adopted in this game');
  const refused = operateRefusal(state, player, 'twgp.master-drive.timing');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const placed = seat.vitalGrid[action.vital];
  if (!placed || !isMaster(placed.card) || placed.mode !== 'Vital') return violation('twgp.master-drive.summon', `${player}'s vital square ${action.vital} holds no face-down master unit`);
  const banned = summonBanRefusal(state, MASTER_POWER);
  if (banned) return banned;
  if (optionOn(state, 'master-center') && action.square !== centreSquare(state)) return violation('twgp.master-drive.variant.center', `under master-center the master unit is summoned to the centre square ${centreSquare(state)}`);
  if (seat.battleGrid[action.square] !== null) return violation(optionOn(state, 'master-center') ? 'twgp.master-drive.note.center' : 'twgp.field.battle-grid.one-unit', `${player}'s battle square ${action.square} already holds a unit`);
  const needed = Math.min(MASTER_DOWNLOADS, seat.deck.length + laterCards(seat));
  const room = seat.chargeGrid.filter((c) => c === null).length;
  if (needed > room) return violation('twgp.field.charge-grid.capacity', `the master drive downloads ${needed} and ${player}'s charge grid has ${room} empty squares`);
  return null;
}

export const masterDriveRule: ActionRule<MasterDriveAction> = {
  type: 'master-drive',
  fields: ['type', 'vital', 'square'],
  read(state, v, errors) {
    const width = widthOf(state);
    const ok = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) < width;
    if (!ok(v.vital)) errors.push({ path: 'action.vital', message: `must be a vital-grid square from 0 to ${width - 1}` });
    if (!ok(v.square)) errors.push({ path: 'action.square', message: `must be a battle-grid square from 0 to ${width - 1}` });
    return ok(v.vital) && ok(v.square) ? { type: 'master-drive', vital: v.vital as number, square: v.square as number } : undefined;
  },
  offers(state, player) {
    if (!optionOn(state, 'master-drive') || operateRefusal(state, player, 'twgp.master-drive.timing')) return [];
    const seat = seatOf(state, player)!;
    const out: MasterDriveAction[] = [];
    seat.vitalGrid.forEach((p, vital) => {
      if (!p || !isMaster(p.card)) return;
      seat.battleGrid.forEach((_, square) => {
        const action: MasterDriveAction = { type: 'master-drive', vital, square };
        if (!masterDriveRefusal(state, player, action)) out.push(action);
      });
    });
    return out;
  },
  refusal: masterDriveRefusal,
  perform(state, player, action) {
    // twgp.master-drive.summon: first the two downloads (as a charge drive's), then the master unit face-up upright.
    const loaded = downloadCards(state, player, MASTER_DOWNLOADS);
    const seat = seatOf(loaded.state, player)!;
    const card = seat.vitalGrid[action.vital]!.card;
    // It leaves its vital square, still a vital that has not lapsed (twgp.master-drive.vital-count).
    const vitalGrid = seat.vitalGrid.map((p, i) => (i === action.vital ? null : p));
    let next: TwgpState = withSeat(loaded.state, { ...seat, vitalGrid });
    const unit = { uid: next.nextUid, card: { ...card, kind: 'ユニット' as const, power: MASTER_POWER }, mode: 'Active' as const, controller: player, weapons: [], materials: [], plus: 0, down: 0, accel: false };
    next = setUnit({ ...next, nextUid: next.nextUid + 1 }, { player, square: action.square }, unit);
    const events: TwgpEvent[] = [...loaded.events, { type: 'drive', drive: 'master', player, card: card.name, square: action.square, mode: 'Active' }];
    // Summoned face-up upright during a direct on its player, it interrupts it as a charge drive's unit does (twgp.master-drive.like-charge-drive).
    const interrupted = interruptDirect(next, player, { player, square: action.square });
    return { state: interrupted.state, events: [...events, ...interrupted.events] };
  },
};

interface MasterDamageAction {
  type: 'master-damage';
}

const openDamage = (state: TwgpState, player: PlayerId): DamageWindow | null =>
  state.window.kind === 'damage' && state.window.player === player && state.window.chosen.length < state.window.count ? state.window : null;

/** The square of the player's master unit on their battle grid (a unit, not a material), if any. */
function masterSquare(seat: Seat): number {
  if (!seat.vitalGrid.includes(null)) return -1;
  return seat.battleGrid.findIndex((u) => u !== null && (isMaster(u.card) || u.materials.some(isMaster)));
}

/**
 * Choosing the master unit on the battle grid as one of the vitals a damage turns face up
 * (twgp.master-drive.vital-count): it goes back to its vital square face-up sideways, lapsed;
 * its weapons and materials are logged out. It has no vital effect: the new one is chosen
 * among the other vitals turned up (damage.ts vitalEffectRule); when it was the only one, the
 * vital effect in force stays and the damage goes on to the routine (finishDamage).
 */
export function masterDamageRule(finishDamage: (state: TwgpState, player: PlayerId, w: DamageWindow) => Performed): ActionRule<MasterDamageAction> {
  return {
    type: 'master-damage',
    fields: ['type'],
    read: () => ({ type: 'master-damage' }),
    offers(state, player) {
      const seat = seatOf(state, player);
      return openDamage(state, player) && seat && masterSquare(seat) >= 0 ? [{ type: 'master-damage' }] : [];
    },
    refusal(state, player) {
      if (!openDamage(state, player)) return violation('twgp.damage.choose', `${player} has no vitals to lose now`);
      if (masterSquare(seatOf(state, player)!) < 0) return violation('twgp.master-drive.vital-count', `${player} has no master unit on their battle grid`);
      return null;
    },
    perform(state, player) {
      const w = state.window as DamageWindow;
      const seat = seatOf(state, player)!;
      const square = masterSquare(seat);
      const unit = seat.battleGrid[square]!;
      const vital = seat.vitalGrid.findIndex((p) => p === null);
      // The master unit itself, or a master unit under a bundle as its material (then the bundle stays, without it).
      const card = isMaster(unit.card) ? unit.card : unit.materials.find(isMaster)!;
      const vitalGrid = seat.vitalGrid.map((p, i) => (i === vital ? { card, mode: 'Damage' as const } : p));
      const rest = isMaster(unit.card) ? null : { ...unit, materials: unit.materials.filter((m) => m !== card) };
      const back = withSeat(state, { ...seat, vitalGrid, battleGrid: seat.battleGrid.map((u, i) => (i === square ? rest : u)) });
      // What lay under it goes to the log as usual (twgp.field.log-out).
      const logged = rest ? { state: back, events: [] } : logOutCards(back, player, [...unit.materials, ...unit.weapons]);
      const events: TwgpEvent[] = [{ type: 'vital', player, square: vital, mode: 'Damage', card: card.name, clause: 'twgp.master-drive.vital-count' }, ...logged.events];
      const next: TwgpState = { ...logged.state, window: { ...w, chosen: [...w.chosen, vital] } };
      const now = next.window as DamageWindow;
      if (now.chosen.length < now.count || now.chosen.some((sq) => !isMaster(seatOf(next, player)!.vitalGrid[sq]?.card))) return { state: next, events };
      const done = finishDamage(next, player, now);
      return { state: done.state, events: [...events, ...done.events] };
    },
  };
}
