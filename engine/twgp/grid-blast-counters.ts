/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): the log counters a grid blast sets off
 * (twgp.attack.grid-blast.counter-by), processed before its reveal; one that waits for its
 * owner's aim (log-counter-attack.ts) holds the grid blast, which goes on once it is aimed
 * (continueGridBlast).
 */
import { hackedAt, revealAndCompare } from './grid-blast.ts';
import type { GridBlastResume } from './log-counter-attack.ts';
import { propertyOf, toLog } from './property.ts';
import { resolverFor, type Performed, type TwgpEvent } from './rules.ts';
import { nextWindow } from './sequence.ts';
import { optionOn } from './options.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState } from './state.ts';

/**
 * twgp.attack.grid-blast.reveal, twgp.attack.grid-blast.counter-by: before the reveal, every log
 * counter lying face down on the attacked players' grids goes off as a counter — it goes to
 * its owner's log from the field, which is how a log counter goes off
 * (twgp.property.log-counter.where, property.ts toLog), so it is no longer on the grid when
 * the cards are compared (twgp.attack.grid-blast.note.log-counter-after). They lie face down
 * on the charge grid (downloaded or laid) and on the battle grid (laid by a stealth drive:
 * twgp.stealth.other-cards); a unit's text is void. The counterattacks are all
 * processed before the reveal: each one's effect, put on top of the stack as an interrupt,
 * resolves at once, the newest first, and the stack below, its Sight-on and the right of
 * action are as they were (the right does not move during the grid blast:
 * twgp.attack.grid-blast.no-right-move).
 */
export function logCountersBeforeReveal(state: TwgpState, attacked: PlayerId[], gb: Pick<GridBlastResume, 'attacker' | 'uid' | 'player' | 'power'>): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  // A hacked unit's grid blast: the counters of the grid it stands on aim at that side, their owner's own (twgp.card-type.log-counter.hacked-grid-blast, a rule of the option deck-card-types).
  const hacked = optionOn(state, 'deck-card-types') && hackedAt(gb.attacker, unitAt(state, gb.attacker)!) ? gb.attacker.player : null;
  for (const player of attacked) {
    const seat = seatOf(next, player)!;
    const squares = seat.chargeGrid.flatMap((c, square) => (c && c.mode === 'Charge' && propertyOf(c.card) === 'log-counter' ? [square] : []));
    // A laid counter a ハザード turned face-up sideways does not go off: it stays on its square (twgp.card-type.log-counter.hazard, twgp.charge-effect.hazard.note.turned-cards).
    const laid = (seat.counters ?? []).filter((c) => !c.turned);
    const turned = (seat.counters ?? []).filter((c) => c.turned);
    if (!squares.length && !laid.length) continue;
    const cards = [...laid.map((c) => c.card), ...squares.map((square) => seat.chargeGrid[square]!.card)];
    const { counters: _laid, ...rest } = seat;
    next = withSeat(next, { ...rest, ...(turned.length ? { counters: turned } : {}), chargeGrid: seat.chargeGrid.map((c, i) => (squares.includes(i) ? null : c)) });
    events.push({ type: 'grid-blast-counters', player, count: cards.length, clause: 'twgp.attack.grid-blast.counter-by' });
    const done = toLog(next, player, cards.map((card) => ({ card, faceDown: true, from: 'field' as const })), hacked === player ? player : undefined);
    next = done.state;
    events.push(...done.events.filter((e) => e.type !== 'right'));
  }
  return resolveCounters(next, events, { ...gb, attacked, stack: state.stack, right: state.right, window: state.window });
}

/**
 * The counters' effects resolve now, before the reveal, the newest first (a counter's effect
 * may set off more); one its owner must aim (log-counter-attack.ts) opens the window
 * `log-counter`, and the grid blast goes on once it is aimed (continueGridBlast). Then the
 * stack below, its Sight-on and the right of action are as they were.
 */
function resolveCounters(state: TwgpState, events: TwgpEvent[], gb: GridBlastResume): Performed {
  let next = state;
  while (next.stack.length > gb.stack.length && !next.result) {
    const d = next.stack.at(-1)!;
    const done = resolverFor(d.kind)({ ...next, stack: next.stack.slice(0, -1) }, d as never);
    next = done.state;
    events.push(...done.events);
    if (next.window.kind === 'log-counter' && !next.result) return { state: { ...next, window: { ...next.window, gridBlast: gb } }, events };
  }
  if (next.result) return { state: nextWindow(next), events };
  return { state: { ...next, stack: gb.stack, right: gb.right, window: gb.window }, events };
}

/** The grid blast after a log counter was aimed (log-counter-attack.ts): the counters left, then the reveal and the comparison. */
export function continueGridBlast(state: TwgpState, gb: GridBlastResume): Performed {
  const countered = resolveCounters(state, [], gb);
  if (countered.state.result || countered.state.window.kind === 'log-counter') return countered;
  const done = revealAndCompare(countered.state, gb.attacked, gb.attacker, gb.power, gb.uid);
  return { state: done.state, events: [...countered.events, ...done.events] };
}

