/**
 * `checkState`: the problems that make a value not a TWGP state (engine/twgp/state.ts),
 * by JSON path rooted at `state`.
 */
import { checkedOnce } from '../core/checked.ts';
import type { ShapeError } from '../core/violation.ts';
import { MAX_VITAL_COUNT } from './position.ts';
import { gridWidth, MODES_ON, type GridName } from './field.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): boolean => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

function checkCard(v: unknown, path: string, errors: ShapeError[], unit = false): void {
  if (!isObject(v) || typeof v.name !== 'string' || v.name === '') return void errors.push({ path, message: 'must be a card {name, kind?, power?}' });
  if ((unit || v.power !== undefined) && !isInt(v.power, 0, 99)) errors.push({ path: `${path}.power`, message: 'must be a base power 0–99' });
}

function checkCards(v: unknown, path: string, errors: ShapeError[], unit = false): void {
  if (!Array.isArray(v)) return void errors.push({ path, message: 'must be an array of cards' });
  v.forEach((c, i) => checkCard(c, `${path}[${i}]`, errors, unit));
}

function checkUnit(v: unknown, path: string, errors: ShapeError[]): void {
  if (!isObject(v)) return void errors.push({ path, message: 'must be a unit or null' });
  if (!isInt(v.uid, 1)) errors.push({ path: `${path}.uid`, message: 'must be the unit identity, a positive integer' });
  checkCard(v.card, `${path}.card`, errors, true);
  if (!MODES_ON.battleGrid.includes(v.mode as never)) errors.push({ path: `${path}.mode`, message: 'must be a battle-grid MODE' });
  if (typeof v.controller !== 'string') errors.push({ path: `${path}.controller`, message: 'must be a player name' });
  checkCards(v.weapons, `${path}.weapons`, errors);
  checkCards(v.materials, `${path}.materials`, errors, true);
  if (!isInt(v.plus)) errors.push({ path: `${path}.plus`, message: 'must be a non-negative integer' });
  if (!isInt(v.down)) errors.push({ path: `${path}.down`, message: 'must be a non-negative integer' });
  if (typeof v.accel !== 'boolean') errors.push({ path: `${path}.accel`, message: 'must be true or false' });
}

function checkPlaced(v: unknown, path: string, grid: GridName, errors: ShapeError[]): void {
  if (!isObject(v)) return void errors.push({ path, message: 'must be a placed card or null' });
  checkCard(v.card, `${path}.card`, errors);
  if (!MODES_ON[grid].includes(v.mode as never)) errors.push({ path: `${path}.mode`, message: `must be a MODE of the ${grid}` });
}

function checkGrid(v: unknown, path: string, width: number, errors: ShapeError[], one: (sq: unknown, path: string) => void): void {
  if (!Array.isArray(v) || v.length !== width) return void errors.push({ path, message: `must be an array of ${width} squares` });
  v.forEach((sq, i) => sq !== null && one(sq, `${path}[${i}]`));
}

function checkSeat(v: unknown, path: string, width: number, errors: ShapeError[]): void {
  if (!isObject(v) || typeof v.player !== 'string') return void errors.push({ path, message: 'must be a seat with a player name' });
  checkGrid(v.battleGrid, `${path}.battleGrid`, width, errors, (sq, p) => checkUnit(sq, p, errors));
  checkGrid(v.vitalGrid, `${path}.vitalGrid`, width, errors, (sq, p) => checkPlaced(sq, p, 'vitalGrid', errors));
  checkGrid(v.chargeGrid, `${path}.chargeGrid`, width, errors, (sq, p) => checkPlaced(sq, p, 'chargeGrid', errors));
  for (const pile of ['deck', 'hand', 'surge', 'storage']) checkCards(v[pile], `${path}.${pile}`, errors);
  if (v.tokens !== undefined) checkCards(v.tokens, `${path}.tokens`, errors);
  if (!Array.isArray(v.reserves)) errors.push({ path: `${path}.reserves`, message: 'must be an array of bundles' });
  else v.reserves.forEach((b, i) => checkCards(b, `${path}.reserves[${i}]`, errors));
  if (!isInt(v.installed, 0)) errors.push({ path: `${path}.installed`, message: 'must be a count of bundles' });
  for (const flag of ['finalInstalled', 'lost']) if (typeof v[flag] !== 'boolean') errors.push({ path: `${path}.${flag}`, message: 'must be true or false' });
  if (v.overSkillUsed !== undefined && typeof v.overSkillUsed !== 'boolean') errors.push({ path: `${path}.overSkillUsed`, message: 'must be true or false' });
  // deck-select's cards brought, not yet chosen (twgp.resource.deck.select).
  if (v.pool !== undefined) checkCards(v.pool, `${path}.pool`, errors);
  // Weapons left on the squares of logged units (twgp.card-type.weapon.stay).
  if (v.keepWeapons !== undefined && typeof v.keepWeapons !== 'boolean') errors.push({ path: `${path}.keepWeapons`, message: 'must be true or false' });
  if (v.stayedWeapons !== undefined && !Array.isArray(v.stayedWeapons)) errors.push({ path: `${path}.stayedWeapons`, message: 'must be an array of weapons on squares' });
  if (v.vitalsOutTurn !== null && !isInt(v.vitalsOutTurn, 0)) errors.push({ path: `${path}.vitalsOutTurn`, message: 'must be a turn number or null' });
}

const WINDOWS = ['order', 'build', 'battle', 'respond', 'damage', 'routine', 'bonus', 'sublimation', 'install', 'over-skill', 'recover', 'surge-earth', 'burst-setup', 'tracer', 'hack-continue', 'log-counter', 'over'];
const DECLARATIONS = ['assault', 'charge-boost', 'direct', 'effect', 'decoy', 'burst-charge', 'charge-effect'];

/** The flow fields: right, stack, window, queue, result, unit identities (engine/twgp/DESIGN.md). */
function checkFlow(value: Json, errors: ShapeError[]): void {
  if (value.edition !== 2012 && value.edition !== 2013) errors.push({ path: 'state.edition', message: 'must be 2012 or 2013' });
  if (value.right !== null && typeof value.right !== 'string') errors.push({ path: 'state.right', message: 'must be a player name or null' });
  if (!isObject(value.window) || !WINDOWS.includes(value.window.kind as string)) errors.push({ path: 'state.window', message: `must be a window {kind: ${WINDOWS.join(' | ')}}` });
  if (!Array.isArray(value.queue) || value.queue.some((w) => !isObject(w) || !WINDOWS.includes(w.kind as string))) errors.push({ path: 'state.queue', message: 'must be an array of windows' });
  if (!Array.isArray(value.stack)) errors.push({ path: 'state.stack', message: 'must be an array of declarations' });
  else value.stack.forEach((d, i) => {
    if (!isObject(d) || !DECLARATIONS.includes(d.kind as string) || (d.kind === 'effect' ? !isObject(d.card) : d.kind === 'charge-effect' ? typeof d.effect !== 'string' : !isObject(d.attacker)) || typeof d.by !== 'string' || typeof d.affects !== 'string') errors.push({ path: `state.stack[${i}]`, message: `must be a declaration {kind: ${DECLARATIONS.join(' | ')}, by, affects, attacker, …}` });
  });
  if (value.result !== null && !isObject(value.result)) errors.push({ path: 'state.result', message: 'must be a result or null' });
  // Fouls kept for the check after the game (twgp.resource.no-duplicates) and an install due (twgp.resource.install.when).
  if (value.fouls !== undefined && (!Array.isArray(value.fouls) || value.fouls.some((f) => !isObject(f) || typeof f.player !== 'string' || typeof f.clause !== 'string'))) errors.push({ path: 'state.fouls', message: 'must be an array of fouls {player, clause, reason}' });
  if (value.installDue !== undefined && (!isObject(value.installDue) || typeof value.installDue.player !== 'string' || !isInt(value.installDue.remaining))) errors.push({ path: 'state.installDue', message: 'must be {player, remaining}' });
  if (!isInt(value.nextUid, 1)) errors.push({ path: 'state.nextUid', message: 'must be a positive integer' });
  if (value.sublimated !== null && typeof value.sublimated !== 'string') errors.push({ path: 'state.sublimated', message: 'must be a player name or null' });
  if (value.oldLogs !== undefined) checkCards(value.oldLogs, 'state.oldLogs', errors);
}

/** States are immutable values (engine/core/contract.ts): each is checked once (core/checked.ts). */
const states = checkedOnce((value) => (isObject(value) ? findProblems(value) : [{ path: 'state', message: 'must be an object' }]));

export const checkState: (value: unknown) => ShapeError[] = states.check;

/** Records a state the engine itself made (start, position, apply) as one, so it is not checked again. */
export const madeByEngine: <S extends object>(state: S) => S = states.made;

function findProblems(value: Json): ShapeError[] {
  const errors: ShapeError[] = [];
  const format = value.format;
  if (format !== 'half' && format !== 'full' && format !== 'trial') errors.push({ path: 'state.format', message: 'must be half, full or trial' });
  if (format === 'trial' && !isInt(value.vitalCount, 7, MAX_VITAL_COUNT)) errors.push({ path: 'state.vitalCount', message: 'must be the number of vitals of a trial battle' });
  if (!isObject(value.options)) errors.push({ path: 'state.options', message: 'must be an object' });
  const turn = value.turn;
  if (!isObject(turn) || typeof turn.player !== 'string' || (turn.sequence !== 'build' && turn.sequence !== 'battle') || !isInt(turn.number, 0)) {
    errors.push({ path: 'state.turn', message: 'must be {player, sequence: build | battle, number}' });
  }
  checkFlow(value, errors);
  if (!isObject(value.rng) || !isInt(value.rng.state, 0, 0xffffffff)) errors.push({ path: 'state.rng.state', message: 'must be a 32-bit unsigned integer' });
  if (!Array.isArray(value.seats) || value.seats.length < 2) return [...errors, { path: 'state.seats', message: 'must be an array of two or more seats' }];
  if (errors.length) return errors;
  const width = gridWidth(format as 'full', value.vitalCount as number | undefined);
  value.seats.forEach((s, i) => checkSeat(s, `state.seats[${i}]`, width, errors));
  if (!errors.length) {
    // Each player has one seat.
    const seatOf = new Map<string, number>();
    value.seats.forEach((s: Json, i: number) => {
      const first = seatOf.get(s.player as string);
      if (first === undefined) seatOf.set(s.player as string, i);
      else errors.push({ path: `state.seats[${i}].player`, message: `${JSON.stringify(s.player)} already has seats[${first}]` });
    });
  }
  if (!errors.length && !value.seats.some((s: Json) => s.player === (turn as Json).player)) errors.push({ path: 'state.turn.player', message: 'must be a seated player' });
  return errors;
}
