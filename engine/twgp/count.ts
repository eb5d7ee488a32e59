/**
 * Chapter 14, 数え処理 (spec/twgp/14-counting.md): the clockwise count system. A count is
 * kept on a card as its step (state.ts CountState) and shown as the card's orientation; with
 * no count condition in the text, each re-active of the card's owner counts one
 * (twgp.count.default-step, twgp.count.note.re-active-step) — the re-active occasion of their
 * build sequence (which a player keeping the turn does not have: matrix 03) and C of their
 * damage routine, whether or not a unit is turned upright.
 */
import type { EffectStep } from './effect.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type CountState, type EffectDeclaration, type Placed, type PlayerId, type Seat, type TwgpState } from './state.ts';
import { logOut } from './field.ts';
import { suddenLoss } from './judge.ts';
import { endChargeCount } from './charge-effect-count.ts';

/** The orientation of each step of each count (the tables of twgp.count.effect, twgp.count.vital.decrease, twgp.count.vital.increase, twgp.count.count-e.steps). */
const ORIENTATIONS: Record<CountState['kind'], string[]> = {
  effect: ['裏タテ', '表タテ', '表左', '表逆', '表右'],
  'vital-decrease': ['裏タテ', '裏右', '裏逆', '裏左', '表タテ'],
  'vital-increase': ['表ヨコ', '表逆', '表左', '裏タテ'],
  // twgp.count.unit-life: [1] 裏右 to [3] 裏左 of the decrease, never [4].
  'unit-life': ['裏タテ', '裏右', '裏逆', '裏左'],
  'count-e': ['表タテ', '表右', '表逆', '表左'],
};

/** The player has a face-down vital again: the turn their vitals ran out is forgotten (twgp.judge.vital-out-turn). */
function vitalsBack(state: TwgpState, player: PlayerId): TwgpState {
  const seat = seatOf(state, player)!;
  return seat.vitalsOutTurn === null ? state : withSeat(state, { ...seat, vitalsOutTurn: null });
}

/** How a counting card lies now (twgp.count.directions). */
export function orientation(count: CountState): string {
  return ORIENTATIONS[count.kind][count.step]!;
}

/** The most steps an effect count lasts before [4] (twgp.count.note.number-cap). */
const EFFECT_STEPS = 3;

type Grid = 'vitalGrid' | 'chargeGrid';

function setPlaced(state: TwgpState, player: PlayerId, grid: Grid, square: number, placed: Placed | null): TwgpState {
  const seat = seatOf(state, player)!;
  return withSeat(state, { ...seat, [grid]: seat[grid].map((p, i) => (i === square ? placed : p)) } as Seat);
}

const countEvent = (player: PlayerId, grid: Grid, square: number, count: CountState | null, clause: string): TwgpEvent => ({
  type: 'count', player, grid: grid === 'vitalGrid' ? 'vital' : 'charge', square, kind: count?.kind ?? null, step: count?.step ?? null, orientation: count ? orientation(count) : null, clause,
});

/**
 * Starts a count (twgp.count.read-number): an effect count on the card itself at [1] 表タテ,
 * its number of turns read into the table's steps (twgp.count.effect); a Count‐E at 行使
 * (twgp.count.count-e); a vital decrease on the affected player's leftmost face-down vital
 * at [1] 裏右 (twgp.count.vital, twgp.count.vital.decrease); an increase on the player's own
 * leftmost lost vital at [1] 表逆 (twgp.count.vital.increase); a unit's life on the vital
 * under the target unit at [1] 裏右, every earlier life count lapsing (twgp.count.unit-life,
 * twgp.count.latest-only, twgp.count.note.life-card).
 */
export function startCount(state: TwgpState, d: EffectDeclaration, step: Extract<EffectStep, { type: 'count' | 'vital-decrease' | 'vital-increase' | 'unit-life' | 'count-e' }>): Performed {
  const none = (reason: string, clause: string): Performed => ({ state, events: [{ type: 'void', clause, reason }] });
  if (step.type === 'count' || step.type === 'count-e') {
    if (d.from.zone === 'log') return none('a card in the log keeps no count', 'twgp.count.effect');
    const grid: Grid = d.from.zone === 'charge' ? 'chargeGrid' : 'vitalGrid';
    const placed = seatOf(state, d.by)![grid][d.from.square];
    if (!placed) return none('the card has left its square', 'twgp.count.effect');
    const count: CountState = step.type === 'count' ? { kind: 'effect', step: 1, turns: Math.min(step.turns, EFFECT_STEPS) } : { kind: 'count-e', step: 0 };
    return { state: setPlaced(state, d.by, grid, d.from.square, { ...placed, count }), events: [countEvent(d.by, grid, d.from.square, count, step.type === 'count' ? 'twgp.count.effect' : 'twgp.count.count-e')] };
  }
  if (step.type === 'unit-life') {
    if (!d.target) return none('no unit is aimed at', 'twgp.count.unit-life');
    const { player, square } = d.target;
    const life = seatOf(state, player)!.vitalGrid[square];
    if (!life || life.mode !== 'Vital') return none('the vital under the unit is face up: it has no life card', 'twgp.count.note.life-card');
    let next = state;
    const events: TwgpEvent[] = [];
    for (const seat of next.seats) {
      seat.vitalGrid.forEach((p, i) => {
        if (p?.count?.kind !== 'unit-life') return;
        const { count: _lapsed, ...rest } = p;
        next = setPlaced(next, seat.player, 'vitalGrid', i, rest);
        events.push(countEvent(seat.player, 'vitalGrid', i, null, 'twgp.count.latest-only'));
      });
    }
    const count: CountState = { kind: 'unit-life', step: 1 };
    next = setPlaced(next, player, 'vitalGrid', square, { ...seatOf(next, player)!.vitalGrid[square]!, count });
    return { state: next, events: [...events, countEvent(player, 'vitalGrid', square, count, 'twgp.count.unit-life')] };
  }
  const player = step.type === 'vital-decrease' ? d.affects : d.by;
  const wanted = step.type === 'vital-decrease' ? 'Vital' : 'Damage';
  const seat = seatOf(state, player)!;
  const square = seat.vitalGrid.findIndex((p) => p?.mode === wanted && !p.count);
  if (square < 0) return none(`${player} has no ${step.type === 'vital-decrease' ? 'face-down' : 'lost'} vital to count`, 'twgp.count.vital');
  const count: CountState = { kind: step.type, step: 1 };
  return { state: setPlaced(state, player, 'vitalGrid', square, { ...seat.vitalGrid[square]!, count }), events: [countEvent(player, 'vitalGrid', square, count, `twgp.count.${step.type === 'vital-decrease' ? 'vital.decrease' : 'vital.increase'}`)] };
}

/** One count forward on one card: its next step and what the step does. */
function advance(state: TwgpState, player: PlayerId, grid: Grid, square: number, placed: Placed & { count: CountState }): Performed {
  const c = placed.count;
  const step = c.kind === 'effect' && c.step >= (c.turns ?? EFFECT_STEPS) ? 4 : c.step + 1;
  const count: CountState = { ...c, step };
  const { count: _old, ...bare } = placed;
  switch (c.kind) {
    case 'effect':
      if (c.step >= 4) return { state, events: [] };
      return { state: setPlaced(state, player, grid, square, { ...placed, count }), events: [countEvent(player, grid, square, count, step === 4 ? 'twgp.count.effect' : 'twgp.count.default-step')] };
    case 'unit-life':
      if (c.step >= 3) return { state, events: [] };
      return { state: setPlaced(state, player, grid, square, { ...placed, count }), events: [countEvent(player, grid, square, count, 'twgp.count.unit-life')] };
    case 'vital-decrease': {
      if (step < 4) return { state: setPlaced(state, player, grid, square, { ...placed, count }), events: [countEvent(player, grid, square, count, 'twgp.count.vital.decrease')] };
      // [4] 表タテ: the vital lapses and its vital effect goes off, the one in force before turning sideways.
      let next = state;
      for (const seat of next.seats) {
        const i = seat.vitalGrid.findIndex((v) => v?.mode === 'Active');
        if (i >= 0) next = setPlaced(next, seat.player, 'vitalGrid', i, { ...seat.vitalGrid[i]!, mode: 'Damage' });
      }
      next = setPlaced(next, player, grid, square, { ...bare, mode: 'Active' });
      const seat = seatOf(next, player)!;
      if (seat.vitalsOutTurn === null && !seat.vitalGrid.some((v) => v?.mode === 'Vital')) next = withSeat(next, { ...seat, vitalsOutTurn: next.turn.number });
      const events: TwgpEvent[] = [countEvent(player, grid, square, null, 'twgp.count.vital.decrease'), { type: 'vital', player, square, mode: 'Active', card: placed.card.name, clause: 'twgp.count.vital.decrease' }];
      const out = suddenLoss(next, player);
      return out ? { state: out.state, events: [...events, ...out.events] } : { state: next, events };
    }
    case 'vital-increase':
      if (step < 3) return { state: setPlaced(state, player, grid, square, { ...placed, count }), events: [countEvent(player, grid, square, count, 'twgp.count.vital.increase')] };
      // [3] 裏タテ: the vital is back, and with it the vitals have not run out: a later running out is a new one (twgp.judge.vital-out-turn, twgp.re-vital.note.loss).
      return { state: vitalsBack(setPlaced(state, player, grid, square, { ...bare, mode: 'Vital' }), player), events: [countEvent(player, grid, square, null, 'twgp.count.vital.increase'), { type: 'vital', player, square, mode: 'Vital', card: placed.card.name, clause: 'twgp.count.vital.increase' }] };
    case 'count-e': {
      if (step < 4) return { state: setPlaced(state, player, grid, square, { ...placed, count }), events: [countEvent(player, grid, square, count, 'twgp.count.count-e.steps')] };
      // [RA4]: removed, and so lapsed; the card goes to the log face up.
      const removed = setPlaced(state, player, grid, square, null);
      const out = logOut(seatOf(removed, player)!, placed.card);
      const done = { state: withSeat(removed, out.seat), events: [countEvent(player, grid, square, null, 'twgp.count.count-e.steps'), { type: 'log-out', player, card: placed.card.name, to: out.to }] };
      // A charge effect's cards stacked under it go too; a ハック's unit goes back to its owner (twgp.charge-effect.count-effect.steps, twgp.charge-effect.hack.note.end).
      return placed.card.charge ? endChargeCount(done, player, placed) : done;
    }
  }
}

/** A re-active occasion of `player`'s: every count on their cards goes one forward (twgp.count.default-step). */
export function reactiveCount(state: TwgpState, player: PlayerId): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const grid of ['chargeGrid', 'vitalGrid'] as const) {
    seatOf(state, player)![grid].forEach((p, square) => {
      if (!p?.count) return;
      const done = advance(next, player, grid, square, seatOf(next, player)![grid][square] as Placed & { count: CountState });
      next = done.state;
      events.push(...done.events);
    });
  }
  return { state: next, events };
}
