/**
 * Chapter 2, リソース (spec/twgp/02-resources.md): the decks and vitals a player brings,
 * the cut of a pile before use, and the install of the next bundle when a pile runs out.
 */
import { shuffled, type Rng } from '../core/rng.ts';
import { download, emptyChargeSquares } from './field.ts';
import type { TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type TwgpState } from './state.ts';

/** One player's resources in the protocol's deck form (docs/protocol/twgp.md). */
export interface DeckForm {
  entry: { archive: Card[]; pile: Card[] };
  reserves: Card[][];
  vitals: Card[];
}

/** Cards in one bundle (twgp.resource.deck). */
export const BUNDLE_SIZE = 20;
/** The most cards of the opening archive (twgp.resource.archive.prepared). */
export const OPENING_ARCHIVE_MAX = 6;

/**
 * The cut (twgp.resource.deck.cut): the pile is dealt one card at a time into six heaps
 * and the heaps are stacked again in the order another player directs; with no direction
 * given, the order comes from the state's generator (twgp.resource.note.cut-director).
 */
export function cut(pile: Card[], rng: Rng): { pile: Card[]; rng: Rng } {
  const heaps: Card[][] = [[], [], [], [], [], []];
  pile.forEach((card, i) => heaps[i % 6]!.unshift(card));
  const [order, r] = shuffled([0, 1, 2, 3, 4, 5], rng);
  return { pile: order.flatMap((h) => heaps[h]!), rng: r };
}

/**
 * Installs the next bundle when the pile has run out and a reserve bundle is left
 * (twgp.resource.full.final, twgp.resource.trial.order, twgp.resource.note.install-moment):
 * the bundle is cut and becomes the pile; the last one installed is the final deck.
 */
export function installIfOut(state: TwgpState, player: PlayerId): { state: TwgpState; events: TwgpEvent[] } {
  const seat = seatOf(state, player)!;
  if (seat.deck.length > 0 || seat.reserves.length === 0) return { state, events: [] };
  const [bundle, ...rest] = seat.reserves;
  const dealt = cut(bundle!, state.rng);
  const installed = seat.installed + 1;
  const next: Seat = { ...seat, deck: dealt.pile, reserves: rest, installed, finalInstalled: rest.length === 0 };
  return {
    state: { ...withSeat(state, next), rng: dealt.rng },
    events: [{ type: 'install', player, bundle: installed, final: rest.length === 0 }],
  };
}

/**
 * Downloads `n` cards one by one (twgp.field.download), installing the next bundle whenever
 * the pile runs out on the way. Stops early when the pile and the reserves are empty or the
 * charge grid is full; says how many were downloaded.
 */
export function downloadCards(state: TwgpState, player: PlayerId, n: number): { state: TwgpState; events: TwgpEvent[]; count: number } {
  let current = state;
  const events: TwgpEvent[] = [];
  let count = 0;
  while (count < n) {
    const installed = installIfOut(current, player);
    current = installed.state;
    events.push(...installed.events);
    const seat = seatOf(current, player)!;
    if (seat.deck.length === 0 || emptyChargeSquares(seat).length === 0) break;
    current = withSeat(current, download(seat, 1));
    count++;
  }
  const installed = installIfOut(current, player);
  if (count) events.push({ type: 'download', player, count });
  return { state: installed.state, events: [...events, ...installed.events], count };
}

/** Cards the player could download now, with the reserve bundles counted (capacity bounded by the empty charge squares). */
export function downloadable(seat: Seat): number {
  const cards = seat.deck.length + seat.reserves.reduce((n, b) => n + b.length, 0);
  return Math.min(cards, emptyChargeSquares(seat).length);
}
