/**
 * Chapter 2, リソース (spec/twgp/02-resources.md): the decks and vitals a player brings,
 * the cut of a pile before use, and the install of the next bundle when a pile runs out.
 */
import { shuffled, type Rng } from '../core/rng.ts';
import { violation, type Failure } from '../core/violation.ts';
import { reuseIfOut } from './deck-exhaustion.ts';
import { pileFaceDown } from './pile-turned.ts';
import { download, emptyChargeSquares } from './field.ts';
import type { TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type TwgpState } from './state.ts';

/** One player's resources in the protocol's deck form (docs/protocol/twgp.md). */
export interface DeckForm {
  entry: { archive: Card[]; pile: Card[] };
  reserves: Card[][];
  vitals: Card[];
  /** The order of the six heaps of the entry pile's cut, as the other player directs it (twgp.resource.note.cut-director). */
  cut?: number[];
  /** The variant deck-select: the cards brought for the later decks (twgp.resource.deck.select). */
  pool?: Card[];
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
export function cut(pile: Card[], rng: Rng, directed?: readonly number[]): { pile: Card[]; rng: Rng } {
  // 1. Deal the pile from the top, one card at a time, onto heaps 0 to 5 in turn (each card on top of its heap).
  const heaps: Card[][] = [[], [], [], [], [], []];
  pile.forEach((card, i) => heaps[i % 6]!.unshift(card));
  // 2. Stack the heaps again in the directed order, the first named heap on top; no direction: the generator's.
  if (directed) return { pile: directed.flatMap((h) => heaps[h]!), rng };
  const [order, r] = shuffled([0, 1, 2, 3, 4, 5], rng);
  return { pile: order.flatMap((h) => heaps[h]!), rng: r };
}

/** Cards of a later deck chosen from the pool (twgp.resource.deck.select). */
export const SELECT_SIZE = BUNDLE_SIZE;

/**
 * Whether another bundle can still be installed for this seat (twgp.resource.install.when):
 * never in a half battle (its one bundle is the entry deck, twgp.resource.note.half-final);
 * in a full battle only the final deck, once (twgp.resource.full.final: 40 cards are used,
 * twgp.resource.note.full-bundles); in a trial battle every reserve bundle in turn
 * (twgp.resource.trial.order). With deck-select a later deck needs 20 cards left in the pool.
 */
export function canInstall(state: TwgpState, seat: Seat): boolean {
  if (state.format === 'half' || seat.finalInstalled) return false;
  return seat.reserves.length > 0 || (seat.pool?.length ?? 0) >= SELECT_SIZE;
}

/**
 * Whether the player must choose what is installed (the install window): in a full battle
 * with two or more reserve bundles, the final deck is 好きな1束 (twgp.resource.full.final);
 * with deck-select the 20 cards are picked (twgp.resource.deck.select). A trial battle's order
 * is the order the bundles were given (twgp.resource.trial.order); one bundle left needs no choice.
 */
export function installNeedsChoice(state: TwgpState, seat: Seat): boolean {
  if (seat.pool !== undefined && seat.pool.length >= SELECT_SIZE) return true;
  return state.format === 'full' && seat.reserves.length >= 2;
}

/** Puts a bundle in as the pile, cut first (twgp.resource.deck.cut); `final` marks the final deck (twgp.resource.final-deck). */
export function installBundle(state: TwgpState, player: PlayerId, bundle: Card[], seat: Seat, final: boolean): { state: TwgpState; events: TwgpEvent[] } {
  const dealt = cut(bundle, state.rng);
  const installed = seat.installed + 1;
  const next: Seat = { ...pileFaceDown(seat), deck: dealt.pile, installed, finalInstalled: final };
  return {
    state: { ...withSeat(state, next), rng: dealt.rng },
    events: [{ type: 'install', player, bundle: installed, final }],
  };
}

/**
 * The moment the pile reaches 0 with a bundle left to install, the next one goes in at once
 * (twgp.resource.install.when): in a trial battle (or a full battle's last reserve) the next
 * bundle in order; when the player must choose (installNeedsChoice) the state marks the install
 * as due and the install window opens after the action (install.ts). Otherwise nothing happens
 * (no bundle left: the zero spurt, twgp.zero-spurt).
 */
export function installIfOut(state: TwgpState, player: PlayerId): { state: TwgpState; events: TwgpEvent[] } {
  const seat = seatOf(state, player)!;
  if (seat.deck.length > 0 || state.installDue) return { state, events: [] };
  // No bundle left: the zero spurt (twgp.zero-spurt), or with the variant reuse the storage becomes the pile (twgp.bonus.reuse).
  if (!canInstall(state, seat)) return reuseIfOut(state, player);
  if (installNeedsChoice(state, seat)) return { state: { ...state, installDue: { player, remaining: 0 } }, events: [] };
  const [bundle, ...rest] = seat.reserves;
  const final = state.format === 'full' || rest.length === 0;
  return installBundle(state, player, bundle!, { ...seat, reserves: rest }, final);
}

/**
 * Downloads `n` cards one by one (twgp.field.download), installing the next bundle whenever
 * the pile runs out on the way. Stops early when no card is left or the charge grid is full
 * (twgp.field.charge-grid.capacity); when the player must first choose the bundle, the
 * downloads still owed wait in `installDue` for the install window. Says how many were made.
 */
export function downloadCards(state: TwgpState, player: PlayerId, n: number): { state: TwgpState; events: TwgpEvent[]; count: number } {
  let current = state;
  const events: TwgpEvent[] = [];
  let count = 0;
  while (count < n) {
    const installed = installIfOut(current, player);
    current = installed.state;
    events.push(...installed.events);
    if (current.installDue?.player === player) {
      current = { ...current, installDue: { player, remaining: n - count } };
      break;
    }
    const seat = seatOf(current, player)!;
    if (seat.deck.length === 0 || emptyChargeSquares(seat).length === 0) break;
    current = withSeat(current, download(seat, 1, downloadFaceUp(current)));
    count++;
  }
  const installed = installIfOut(current, player);
  if (count) events.push({ type: 'download', player, count });
  return { state: installed.state, events: [...events, ...installed.events], count };
}

/** The variant download-face-up (twgp.field.download.face-up): downloaded cards lie face-up reversed. */
export function downloadFaceUp(state: TwgpState): boolean {
  return state.options['download-face-up'] === true;
}

/**
 * Cards that can still come after the pile: the reserve bundles' or, with deck-select, the
 * pool's while it can give a deck of 20; none once the final deck is in (twgp.resource.full.final).
 */
export function laterCards(seat: Seat): number {
  if (seat.finalInstalled) return 0;
  const pool = (seat.pool?.length ?? 0) >= SELECT_SIZE ? seat.pool!.length : 0;
  return seat.reserves.reduce((n, b) => n + b.length, 0) + pool;
}

/**
 * A chosen number of downloads beyond the cards the pile can still give, the reserve bundles
 * counted, is refused (twgp.field.download.pile-limit); null when the pile suffices.
 */
export function pileLimitRefusal(seat: Seat, n: number): Failure | null {
  const cards = seat.deck.length + laterCards(seat);
  return n > cards ? violation('twgp.field.download.pile-limit', `${seat.player}'s pile has ${cards} cards; cannot download ${n}`) : null;
}

/** Cards the player could download now, with the reserve bundles counted (capacity bounded by the empty charge squares). */
export function downloadable(seat: Seat): number {
  const cards = seat.deck.length + laterCards(seat);
  return Math.min(cards, emptyChargeSquares(seat).length);
}
