/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): グリッド・ブラスト (twgp.attack.grid-blast).
 * Three inner operations: the declaration (a face-up upright unit turns face-down sideways,
 * GB-Prompt), cancelling it (back to face-up upright), and the execution (face-up sideways,
 * then every opponent's battle and charge grid is revealed and compared at once). None of
 * them is put on the stack or moves the right of action.
 */
import { violation, type Failure } from '../core/violation.ts';
import { isUpright, readRef } from './attack.ts';
import { logOutCards, removeUnit, setMode, setUnit } from './field.ts';
import { propertyOf } from './property.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { holdsRight } from './sequence.ts';
import { computedPower as computedPowerOf } from './status.ts';
import { seatOf, unitAt, withSeat, type Card, type Mode, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { archive4Up, mayOperate, scrolled, withoutRight } from './timing.ts';
import { logCountersBeforeReveal } from './grid-blast-counters.ts';

/** The most cards in hand for a declaration: Archive-3↓ (twgp.timing.archive-3-down). */
export const DECLARE_HAND_MAX = 3;

export interface GridBlastAction {
  type: 'grid-blast-declare' | 'grid-blast-cancel' | 'grid-blast';
  unit: UnitRef;
}

/** Whether the unit stands declared (裏ヨコ置き, GB-Prompt): the declaration lasts exactly as long as that MODE (twgp.attack.grid-blast.reset). */
export function gridBlastDeclared(unit: Unit): boolean {
  return unit.mode === 'GB-Prompt';
}

/** Whether the unit at `ref` is hacked: controlled by another player than the owner of the grid it stands on (twgp.mode.hack.controller). */
export const hackedAt = (ref: UnitRef, unit: Unit) => unit.controller !== ref.player;

/** The face-up MODE a unit takes, keeping its orientation, when it is turned face up (twgp.attack.grid-blast.reveal). */
function faceUp(ref: UnitRef, unit: Unit): Mode {
  if (unit.mode === 'Stealth') return 'Active';
  if (unit.mode === 'GB-Prompt' || unit.mode === 'Drain') return hackedAt(ref, unit) ? 'Hack-Save' : 'Save';
  return unit.mode;
}

/**
 * Why `player` may not declare a grid blast with the unit at `ref` (twgp.attack.grid-blast.declare):
 * in their own turn, at Parallel — whenever they may operate, holding the right of action
 * (twgp.timing.parallel), the first round included (twgp.attack.grid-blast.first-round) — with
 * three cards or fewer in hand (Archive-3↓), a face-up upright unit they control (a Hack-Active
 * unit counts for its hacker: twgp.attack.declare-upright, twgp.mode.hack.controller), not of
 * base power 00 (twgp.attack.grid-blast.zero-limit), and no other declared unit on that grid
 * (twgp.attack.grid-blast.one-per-grid).
 */
export function declareRefusal(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const right = withoutRight(state, player);
  if (right) return right;
  if (state.turn.player !== player) return violation('twgp.attack.grid-blast.declare', `a grid blast is declared in one's own turn; it is ${state.turn.player}'s`);
  if (!mayOperate(state, player)) return violation('twgp.attack.grid-blast.declare', `${player} cannot operate now (${state.window.kind}): a grid blast is declared at Parallel`);
  const hand = seatOf(state, player)!.hand.length;
  if (hand > DECLARE_HAND_MAX) return violation('twgp.attack.grid-blast.declare', `${player} holds ${hand} cards; a grid blast is declared at Archive-3↓ (3 or fewer)`);
  const unit = unitAt(state, ref);
  if (!unit || unit.controller !== player) return violation('twgp.attack.grid-blast.declare', `there is no unit of ${player}'s at ${ref.player}'s square ${ref.square}`);
  if (!isUpright(unit)) return violation('twgp.attack.declare-upright', `the unit is ${unit.mode}, not face-up upright`);
  if (unit.card.power === 0) return violation('twgp.attack.grid-blast.zero-limit', 'a unit of base power 00 cannot grid blast');
  const other = seatOf(state, ref.player)!.battleGrid.findIndex((u, i) => i !== ref.square && u !== null && gridBlastDeclared(u));
  if (other >= 0) return violation('twgp.attack.grid-blast.one-per-grid', `${ref.player}'s grid already has a declared unit at square ${other}`);
  return null;
}

/**
 * Why `player` may not cancel the declaration of the unit at `ref`: a declared unit they
 * control, whenever they may operate (an inner operation). Cancelling turns it face-up upright
 * and ends the declaration (twgp.attack.grid-blast.reset).
 */
export function cancelRefusal(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const right = withoutRight(state, player);
  if (right) return right;
  if (!mayOperate(state, player)) return violation('twgp.attack.grid-blast.reset', `${player} cannot operate now (${state.window.kind})`);
  const unit = unitAt(state, ref);
  if (!unit || unit.controller !== player || !gridBlastDeclared(unit)) return violation('twgp.attack.grid-blast.reset', `there is no grid-blast-declared unit of ${player}'s at ${ref.player}'s square ${ref.square}`);
  return null;
}

/**
 * Why `player` may not execute the grid blast of the unit at `ref` (twgp.attack.grid-blast.execute):
 * a declared unit they control (its declaration is gone once it turned upright or face up:
 * twgp.attack.grid-blast.reset), while they hold the right of action — the right to target is
 * not needed (twgp.attack.grid-blast.no-target-right) — in the battle sequence or answering a
 * declaration; never in the turn of the declaration (twgp.attack.grid-blast.not-same-turn),
 * only when the turn is another player's (Scroll: twgp.attack.grid-blast.scroll-condition),
 * with four cards or more in hand (Archive-4↑, the hacker's hand for a hacked unit:
 * twgp.attack.grid-blast.hacker).
 */
export function executeRefusal(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const right = withoutRight(state, player);
  if (right) return right;
  if (state.window.kind !== 'battle' && state.window.kind !== 'respond') return violation('twgp.attack.grid-blast.execute', `a grid blast is executed in the battle sequence, not now (${state.window.kind})`);
  const unit = unitAt(state, ref);
  if (!unit || unit.controller !== player || !gridBlastDeclared(unit)) return violation('twgp.attack.grid-blast.execute', `there is no grid-blast-declared (裏ヨコ置き) unit of ${player}'s at ${ref.player}'s square ${ref.square}`);
  if (unit.card.power === 0) return violation('twgp.attack.grid-blast.zero-limit', 'a unit of base power 00 cannot grid blast');
  if (!scrolled(state, player)) {
    if (unit.declaredTurn === state.turn.number) return violation('twgp.attack.grid-blast.not-same-turn', 'the grid blast was declared in this turn');
    return violation('twgp.attack.grid-blast.scroll-condition', `the turn is the declarer's own (${player}'s), not another player's (Scroll)`);
  }
  if (!archive4Up(state, player)) return violation('twgp.attack.grid-blast.execute', `${player} holds ${seatOf(state, player)!.hand.length} cards; a grid blast is executed at Archive-4↑ (4 or more)`);
  return null;
}

/** The grid blast's attack power (twgp.attack.grid-blast.power, twgp.attack.grid-blast.note.temporary): base power and weapons; charge effects (プラス, ダウン) do not count. */
export function gridBlastPower(unit: Unit): number {
  return unit.card.power + unit.weapons.length;
}

/** twgp.attack.grid-blast.reveal: every face-down card of the attacked players' battle and charge grids turns face up, keeping its orientation; the vital grid is not touched. */
function reveal(state: TwgpState, attacked: PlayerId[], attacker: UnitRef): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const player of attacked) {
    const seat = seatOf(next, player)!;
    seat.battleGrid.forEach((unit, square) => {
      const ref = { player, square };
      if (!unit || (ref.player === attacker.player && ref.square === attacker.square)) return;
      const mode = faceUp(ref, unit);
      if (mode === unit.mode) return;
      next = setUnit(next, ref, { ...unit, mode });
      events.push({ type: 'mode', unit: ref, mode, clause: 'twgp.attack.grid-blast.reveal' });
    });
    const now = seatOf(next, player)!;
    const chargeGrid = now.chargeGrid.map((c, square) => {
      if (!c || c.mode !== 'Charge') return c;
      events.push({ type: 'revealed', player, square, card: c.card.name, clause: 'twgp.attack.grid-blast.reveal' });
      return { ...c, mode: 'Active' as const };
    });
    next = withSeat(next, { ...now, chargeGrid });
  }
  return { state: next, events };
}

/**
 * twgp.attack.grid-blast.compare, .achieve, .charge-cards, .hacked-caught, .orientation-kept:
 * every unit on the attacked battle grids (units the attacker's player hacked there included)
 * is compared with the one attack power: power ≤ it → logged out; the others keep their
 * orientation. Every charge-grid card is logged out whatever it is, log counters excepted.
 * The attacker is never logged out by it.
 */
function compare(state: TwgpState, attacked: PlayerId[], attacker: UnitRef, power: number): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const player of attacked) {
    seatOf(next, player)!.battleGrid.forEach((unit, square) => {
      const ref = { player, square };
      if (!unit || (ref.player === attacker.player && ref.square === attacker.square)) return;
      const target = computedPowerOf(unit);
      const achieved = target <= power;
      events.push({ type: 'grid-blast-compare', unit: ref, name: unit.card.name, power: target, attackPower: power, outcome: achieved ? 'logged' : 'kept', clause: achieved ? 'twgp.attack.grid-blast.achieve' : 'twgp.attack.grid-blast.orientation-kept' });
      if (!achieved) return;
      const removed = removeUnit(next, ref);
      next = removed.state;
      events.push(...removed.events);
    });
    const seat = seatOf(next, player)!;
    const isCounter = (c: { card: Card }) => propertyOf(c.card) === 'log-counter';
    const logged = seat.chargeGrid.flatMap((c) => (c && !isCounter(c) ? [c.card] : []));
    if (!logged.length) continue;
    const cleared = withSeat(next, { ...seat, chargeGrid: seat.chargeGrid.map((c) => (c && !isCounter(c) ? null : c)) });
    events.push({ type: 'grid-blast-charge', player, count: logged.length, clause: 'twgp.attack.grid-blast.charge-cards' });
    const out = logOutCards(cleared, player, logged);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}

/**
 * Executes the grid blast (twgp.attack.grid-blast.execute): the declared unit turns face-up
 * sideways; the attacked players are every player but the executor (twgp.attack.grid-blast.note.multiplayer),
 * the grid a hacked attacker stands on included (twgp.attack.grid-blast.hacker); their log
 * counters first, then the reveal, then the comparison, all at once: no right moves until it
 * is judged (twgp.attack.grid-blast.no-right-move), so nothing answers it but traps and log
 * counters (twgp.attack.grid-blast.no-counter, twgp.attack.grid-blast.counter-by).
 */
export function executeGridBlast(state: TwgpState, player: PlayerId, ref: UnitRef): Performed {
  const unit = unitAt(state, ref)!;
  const power = gridBlastPower(unit);
  const mode: Mode = hackedAt(ref, unit) ? 'Hack-Save' : 'Save';
  const events: TwgpEvent[] = [
    { type: 'grid-blast', attacker: ref, player, attackPower: power, clause: 'twgp.attack.grid-blast.execute' },
    { type: 'mode', unit: ref, mode, clause: 'twgp.attack.grid-blast.execute' },
  ];
  const attacked = state.seats.filter((s) => s.player !== player && !s.lost).map((s) => s.player);
  const countered = logCountersBeforeReveal(setMode(state, ref, mode), attacked, { attacker: ref, uid: unit.uid, player, power });
  events.push(...countered.events);
  // A counter ended the game (twgp.judge.loss), or waits for its owner's aim.
  if (countered.state.result || countered.state.window.kind === 'log-counter') return { state: countered.state, events };
  const done = revealAndCompare(countered.state, attacked, ref, power, unit.uid);
  return { state: done.state, events: [...events, ...done.events] };
}

/**
 * The reveal, then the comparison (twgp.attack.grid-blast.reveal, twgp.attack.grid-blast.compare);
 * none if a log counter's counterattack took the attacking unit off the field
 * (twgp.card-type.log-counter.note.attacker-gone).
 */
export function revealAndCompare(state: TwgpState, attacked: PlayerId[], ref: UnitRef, power: number, uid: number): Performed {
  if (unitAt(state, ref)?.uid !== uid) return { state, events: [{ type: 'fizzle', declaration: 'grid-blast', unit: ref, clause: 'twgp.card-type.log-counter.note.attacker-gone', reason: 'a log counter took the attacking unit off the field' }] };
  const shown = reveal(state, attacked, ref);
  if (shown.state.result) return shown;
  const compared = compare(shown.state, attacked, ref, power);
  return { state: compared.state, events: [...shown.events, ...compared.events] };
}

function readUnitAction<T extends GridBlastAction['type']>(type: T) {
  return (state: TwgpState, v: Record<string, unknown>, errors: { path: string; message: string }[]) => {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type, unit } : undefined;
  };
}

/**
 * The squares of the field holding a unit `player` controls for which `ok` holds: the only
 * ones the three refusals do not refuse outright, those the rest of the refusal lets through.
 */
function squares(state: TwgpState, player: PlayerId, ok: (unit: Unit, ref: UnitRef) => boolean): UnitRef[] {
  const out: UnitRef[] = [];
  for (const s of state.seats) {
    for (let square = 0; square < s.battleGrid.length; square++) {
      const u = s.battleGrid[square];
      if (!u || u.controller !== player) continue;
      const ref = { player: s.player, square };
      if (ok(u, ref)) out.push(ref);
    }
  }
  return out;
}

/** The declarations declareRefusal lets through: its first checks, of the player and the moment, once. */
function declareOffers(state: TwgpState, player: PlayerId): UnitRef[] {
  if (!holdsRight(state, player) || state.turn.player !== player || !mayOperate(state, player)) return [];
  return squares(state, player, (_unit, ref) => !declareRefusal(state, player, ref));
}

/** The cancels cancelRefusal lets through. */
function cancelOffers(state: TwgpState, player: PlayerId): UnitRef[] {
  if (!holdsRight(state, player) || !mayOperate(state, player)) return [];
  return squares(state, player, gridBlastDeclared);
}

/** The executions executeRefusal lets through: Scroll and Archive-4↑ are the player's, the rest each unit's. */
function executeOffers(state: TwgpState, player: PlayerId): UnitRef[] {
  if (!holdsRight(state, player) || (state.window.kind !== 'battle' && state.window.kind !== 'respond') || !scrolled(state, player) || !archive4Up(state, player)) return [];
  return squares(state, player, (unit) => gridBlastDeclared(unit) && unit.card.power !== 0);
}

type UnitAction<T extends string> = { type: T; unit: UnitRef };

/** The declaration (twgp.attack.grid-blast.declare): 表タテ置き → 裏ヨコ置き; the right of action does not move (twgp.attack.grid-blast.first-round). */
export const gridBlastDeclareRule: ActionRule<UnitAction<'grid-blast-declare'>> = {
  type: 'grid-blast-declare',
  fields: ['type', 'unit'],
  read: readUnitAction('grid-blast-declare'),
  offers: (state, player) => declareOffers(state, player).map((unit) => ({ type: 'grid-blast-declare' as const, unit })),
  refusal: (state, player, action) => declareRefusal(state, player, action.unit),
  perform(state, _player, action) {
    const unit = unitAt(state, action.unit)!;
    const next = setUnit(state, action.unit, { ...unit, mode: 'GB-Prompt', declaredTurn: state.turn.number });
    return { state: next, events: [{ type: 'mode', unit: action.unit, mode: 'GB-Prompt', clause: 'twgp.attack.grid-blast.declare' }] };
  },
};

/**
 * Cancelling the declaration: 裏ヨコ置き → 表タテ置き (Hack-Active for a hacked unit), the
 * declaration is gone (twgp.attack.grid-blast.reset). Unlike a stealth unit put face up, it
 * does not stop a direct declared before it (twgp.attack.grid-blast.cancel-no-block): the
 * direct stays on the vitals.
 */
export const gridBlastCancelRule: ActionRule<UnitAction<'grid-blast-cancel'>> = {
  type: 'grid-blast-cancel',
  fields: ['type', 'unit'],
  read: readUnitAction('grid-blast-cancel'),
  offers: (state, player) => cancelOffers(state, player).map((unit) => ({ type: 'grid-blast-cancel' as const, unit })),
  refusal: (state, player, action) => cancelRefusal(state, player, action.unit),
  perform(state, _player, action) {
    const unit = unitAt(state, action.unit)!;
    const mode: Mode = hackedAt(action.unit, unit) ? 'Hack-Active' : 'Active';
    const { declaredTurn: _gone, ...rest } = unit;
    const events: TwgpEvent[] = [{ type: 'mode', unit: action.unit, mode, clause: 'twgp.attack.grid-blast.reset' }];
    const d = state.stack.at(-1);
    if (d && d.kind === 'direct' && d.affects === action.unit.player && !d.interceptor) events.push({ type: 'no-block', unit: action.unit, clause: 'twgp.attack.grid-blast.cancel-no-block' });
    return { state: setUnit(state, action.unit, { ...rest, mode }), events };
  },
};

/** The execution (twgp.attack.grid-blast.execute): 裏ヨコ置き → 表ヨコ置き, then the attack at once. */
export const gridBlastRule: ActionRule<UnitAction<'grid-blast'>> = {
  type: 'grid-blast',
  fields: ['type', 'unit'],
  read: readUnitAction('grid-blast'),
  offers: (state, player) => executeOffers(state, player).map((unit) => ({ type: 'grid-blast' as const, unit })),
  refusal: (state, player, action) => executeRefusal(state, player, action.unit),
  perform: (state, player, action) => executeGridBlast(state, player, action.unit),
};

export const GRID_BLAST_RULES = [gridBlastDeclareRule, gridBlastCancelRule, gridBlastRule];
