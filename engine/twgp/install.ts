/**
 * Chapter 2, リソース (spec/twgp/02-resources.md): the install window. When a player's pile
 * runs out and what comes next is theirs to choose — the final deck of a full battle, 好きな1束
 * of the reserve bundles (twgp.resource.full.final), or with the variant deck-select the 20
 * cards of the next deck picked from the cards brought (twgp.resource.deck.select) — the
 * install is due at once (twgp.resource.install.when): after the action that emptied the pile,
 * the install window opens before anything else, the player chooses, the bundle goes in cut
 * (twgp.resource.deck.cut), and the downloads the process still owed are made from it.
 */
import { violation, type Failure } from '../core/violation.ts';
import { checkBundleLimits, duplicatesOf, auditAfterGame } from './deck-legality.ts';
import { downloadCards, installBundle, SELECT_SIZE } from './resources.ts';
import type { ActionRule, Performed } from './rules.ts';
import { nextWindow } from './sequence.ts';
import { seatOf, type Card, type InstallWindow, type PlayerId, type Seat, type TwgpState } from './state.ts';

const installWindow = (state: TwgpState, player: PlayerId): InstallWindow | null =>
  state.window.kind === 'install' && state.window.player === player ? state.window : null;

/**
 * After every action: an install that fell due opens its window first (the window in force
 * waits in the queue, the right goes to the installing player); a game that has just been
 * decided gets the check after the game (deck-legality.ts auditAfterGame).
 */
export function settle(done: Performed): Performed {
  let { state } = done;
  const events = [...done.events];
  if (state.installDue && !state.result) {
    const { player, remaining } = state.installDue;
    const window: InstallWindow = { kind: 'install', player, remaining, picked: seatOf(state, player)!.pool ? [] : undefined };
    if (window.picked === undefined) delete window.picked;
    state = { ...state, installDue: undefined, queue: [state.window, ...state.queue], window, right: player };
    delete state.installDue;
    events.push({ type: 'install-due', player, remaining });
  }
  if (state.result && state.fouls?.length) {
    const audited = auditAfterGame(state);
    state = audited.state;
    events.push(...audited.events);
  }
  return { state, events };
}

/** Installs `bundle` from the window, then makes the downloads still owed and leaves the window. */
function finish(state: TwgpState, player: PlayerId, bundle: Card[], rest: Partial<Seat>, final: boolean): Performed {
  const w = state.window as InstallWindow;
  const seat = { ...seatOf(state, player)!, ...rest };
  const installed = installBundle(state, player, bundle, seat, final);
  const loaded = downloadCards(installed.state, player, w.remaining ?? 0);
  return { state: nextWindow(loaded.state), events: [...installed.events, ...loaded.events] };
}

interface InstallAction {
  type: 'install';
  bundle: number;
}

/**
 * The player chooses which reserve bundle becomes the final deck (twgp.resource.full.final);
 * the bundles left are not used (twgp.resource.note.full-bundles).
 */
export const installRule: ActionRule<InstallAction> = {
  type: 'install',
  fields: ['type', 'bundle'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.bundle) && (v.bundle as number) >= 0) return { type: 'install', bundle: v.bundle as number };
    errors.push({ path: 'action.bundle', message: 'must be the index of a reserve bundle, from 0' });
    return undefined;
  },
  offers(state, player) {
    const w = installWindow(state, player);
    if (!w || w.picked) return [];
    return seatOf(state, player)!.reserves.map((_, bundle) => ({ type: 'install' as const, bundle }));
  },
  refusal(state, player, action): Failure | null {
    const w = installWindow(state, player);
    if (!w || w.picked) return violation('twgp.resource.install.when', `${player} has no bundle to choose now (a bundle is installed when the pile runs out)`);
    const n = seatOf(state, player)!.reserves.length;
    return action.bundle < n ? null : violation('twgp.resource.full.final', `${player} has ${n} reserve bundles`);
  },
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const bundle = seat.reserves[action.bundle]!;
    const done = finish(state, player, bundle, { reserves: seat.reserves.filter((_, i) => i !== action.bundle) }, true);
    return { state: done.state, events: [{ type: 'install-choice', player, bundle: action.bundle }, ...done.events] };
  },
};

interface SelectAction {
  type: 'select';
  card: number;
}

/** Why picking pool card `card` now is refused: not in the pool, already picked, or over a bundle limit (twgp.resource.note.deck-select). */
function selectRefusal(state: TwgpState, player: PlayerId, card: number): Failure | null {
  const w = installWindow(state, player);
  if (!w || !w.picked) return violation('twgp.resource.deck.select', `${player} has no deck to choose now (with deck-select, a deck is chosen when it is needed)`);
  const pool = seatOf(state, player)!.pool!;
  if (card >= pool.length) return violation('twgp.resource.deck.select', `${player} brought ${pool.length} cards`);
  if (w.picked.includes(card)) return violation('twgp.resource.deck.select', `card ${card} is already picked`);
  let refused: Failure | null = null;
  const cards = [...w.picked, card].map((i, k) => ({ card: pool[i]!, path: `${k}` }));
  checkBundleLimits(cards, (_path, message) => {
    refused ??= violation(message.includes('zero-limit') ? 'twgp.resource.deck.zero-limit' : 'twgp.resource.deck.poison-limit', message);
  });
  return refused;
}

/**
 * With deck-select (twgp.resource.deck.select), the player picks the next deck's cards from
 * the cards brought, one at a time; with 20 picked the deck is installed. The picked 20 keep
 * the bundle limits (twgp.resource.note.deck-select: refused here) and the ban on duplicates,
 * which is checked after the game (kept as a foul). The deck is the final deck when the pool
 * cannot give another (fewer than 20 left, or a full battle's one later deck).
 */
export const selectRule: ActionRule<SelectAction> = {
  type: 'select',
  fields: ['type', 'card'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.card) && (v.card as number) >= 0) return { type: 'select', card: v.card as number };
    errors.push({ path: 'action.card', message: 'must be the index of a card brought (the pool), from 0' });
    return undefined;
  },
  offers(state, player) {
    const w = installWindow(state, player);
    if (!w || !w.picked) return [];
    return seatOf(state, player)!.pool!.flatMap((_, card) => (selectRefusal(state, player, card) ? [] : [{ type: 'select' as const, card }]));
  },
  refusal: (state, player, action) => selectRefusal(state, player, action.card),
  perform(state, player, action) {
    const w = state.window as InstallWindow;
    const picked = [...w.picked!, action.card];
    const events = [{ type: 'select', player, card: action.card }];
    if (picked.length < SELECT_SIZE) return { state: { ...state, window: { ...w, picked } }, events };
    const seat = seatOf(state, player)!;
    const pool = seat.pool!;
    const bundle = picked.map((i) => pool[i]!);
    const left = pool.filter((_, i) => !picked.includes(i));
    const final = state.format === 'full' || left.length < SELECT_SIZE;
    const fouls = duplicatesOf(bundle, 'the deck chosen from the pool').map((reason) => ({ player, clause: 'twgp.resource.no-duplicates', reason }));
    const withFouls = fouls.length ? { ...state, fouls: [...(state.fouls ?? []), ...fouls] } : state;
    const done = finish(withFouls, player, bundle, { pool: left }, final);
    return { state: done.state, events: [...events, ...done.events] };
  },
};

export const INSTALL_RULES = [installRule, selectRule];
