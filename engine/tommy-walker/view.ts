/**
 * What one player may see (tommy-walker.terms.hidden): the state with every hidden card
 * replaced by HIDDEN. Hidden are both decks (contents and order), the opponent's hand and
 * the opponent's attack card while it lies face down in the draw phase; the generator is
 * blanked so the shuffle cannot be recomputed. Counts stay visible.
 */
import type { PlayerId } from '../core/game.ts';
import type { SeatState, TwState } from './state.ts';

export const HIDDEN = '?';

/** A view has the shape of a state, so helper functions that read states (powerOf …) read views too. */
export type TwView = TwState & { viewer: PlayerId };

/** Shared, frozen runs of HIDDEN by length: views are built for every decision, so they are reused. */
const HIDDEN_RUNS: readonly string[][] = Array.from({ length: 65 }, (_, n) => Object.freeze(new Array<string>(n).fill(HIDDEN)) as string[]);
const hiddenCards = (n: number): string[] => HIDDEN_RUNS[n] ?? new Array<string>(n).fill(HIDDEN);

function seen(p: SeatState, mine: boolean, faceDown: boolean): SeatState {
  return {
    ...p,
    deck: hiddenCards(p.deck.length),
    hand: mine ? p.hand : hiddenCards(p.hand.length),
    stack: faceDown ? hiddenCards(p.stack.length) : p.stack,
  };
}

/** The state as `player` sees it. Shares unchanged arrays with the state; treat it as read-only. */
export function view(s: TwState, player: PlayerId): TwView {
  const me = s.players.indexOf(player);
  const faceDown = s.phase === 'draw';
  return {
    ...s,
    seats: [seen(s.seats[0], me === 0, faceDown && me !== 0), seen(s.seats[1], me === 1, faceDown && me !== 1)],
    rng: { state: 0 },
    viewer: player,
  };
}
