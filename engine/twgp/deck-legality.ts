/**
 * Chapter 2, リソース (spec/twgp/02-resources.md): the content rules of the bundles and
 * vitals a setup brings. The limits of a bundle (one base-00 unit, one poison unit) refuse the
 * setup; a duplicate is not looked for before the game (twgp.resource.no-duplicates: it is
 * checked after the game is decided), so the setup is accepted, the duplicate is kept as a
 * foul found later, and `auditAfterGame` applies it once the game has a result
 * (twgp.judge.loss.foul, twgp.judge.note.after-check).
 */
import type { Performed, TwgpEvent } from './rules.ts';
import type { Card, PlayerId, TwgpState } from './state.ts';
import { poisonNamed } from './card.ts';

/** A foul found by the check after the game (twgp.judge.loss.foul). */
export interface Foul {
  player: PlayerId;
  clause: string;
  reason: string;
}

type Fail = (path: string, message: string) => void;

/** A unit: a card of kind ユニット, or one with a base power and no kind (twgp.resource.unit). */
const isUnit = (c: Card): boolean => c.kind === 'ユニット' || (c.kind === undefined && c.power !== undefined);

/**
 * The limits of one bundle of 20 (twgp.resource.deck.zero-limit, twgp.resource.deck.poison-limit):
 * 1. at most one unit of base power 00;
 * 2. at most one unit whose name holds poison, venom, toxi or 毒 (in any case).
 * Each extra card is refused at its path. Cards are given with their paths.
 */
export function checkBundleLimits(cards: { card: Card; path: string }[], fail: Fail): void {
  const zero = cards.filter(({ card }) => isUnit(card) && card.power === 0);
  for (const extra of zero.slice(1)) fail(extra.path, `a second base-00 unit in this bundle (the first is '${zero[0]!.card.name}'); a bundle holds at most one (twgp.resource.deck.zero-limit)`);
  const poison = cards.filter(({ card }) => isUnit(card) && poisonNamed(card.name));
  for (const extra of poison.slice(1)) fail(extra.path, `a second unit whose name holds poison, venom, toxi or 毒 in this bundle (the first is '${poison[0]!.card.name}'); at most one (twgp.resource.deck.poison-limit)`);
}

/** The effect of a card as TWGP reads it, when it has one (twgp.resource.note.duplicate-effect). */
const effectKey = (c: Card): string | null => {
  const effect = (c as Card & { effect?: unknown }).effect;
  return effect === undefined ? null : JSON.stringify(effect);
};

/**
 * The duplicates of one bundle or of the vitals (twgp.resource.no-duplicates, scope:
 * twgp.resource.note.duplicate-scope): a card whose name is already in the group, or whose
 * effect as TWGP reads it is the same as another card's (twgp.resource.note.duplicate-effect).
 * Cards of different names with the same base power are not duplicates
 * (twgp.resource.same-power-allowed). Returns one reason per duplicate card.
 */
export function duplicatesOf(cards: Card[], group: string): string[] {
  const names = new Map<string, number>();
  const effects = new Map<string, string>();
  const out: string[] = [];
  cards.forEach((card) => {
    if (names.has(card.name)) out.push(`'${card.name}' is twice in ${group}`);
    else names.set(card.name, 1);
    const key = effectKey(card);
    if (key === null) return;
    const other = effects.get(key);
    if (other !== undefined && other !== card.name) out.push(`'${card.name}' has the same effect as '${other}' in ${group}`);
    else effects.set(key, card.name);
  });
  return out;
}

/**
 * Once the game has a result, the check after the game (twgp.resource.no-duplicates,
 * twgp.judge.loss.foul): every player whose bundle or vitals held a duplicate is found to have
 * fouled, and is taken to have left the game when the foul was made, before the game began
 * (twgp.judge.note.after-check). So the result is revised: if the winner fouled, the players who
 * did not foul win when exactly one of them is left (with two players: the other one); if
 * none is, or several are (the order they would have finished in is unknown), there is no
 * winner. A winner who did not foul keeps the result; the fouls are reported either way.
 */
export function auditAfterGame(state: TwgpState): Performed {
  const fouls = state.fouls ?? [];
  if (!state.result || !fouls.length) return { state, events: [] };
  const fouled = new Set(fouls.map((f) => f.player));
  const events: TwgpEvent[] = fouls.map((f) => ({ type: 'foul', player: f.player, clause: f.clause, reason: f.reason }));
  const seats = state.seats.map((s) => (fouled.has(s.player) ? { ...s, lost: true } : s));
  let result = state.result;
  if (result.winner === null || fouled.has(result.winner)) {
    const clean = state.seats.filter((s) => !fouled.has(s.player)).map((s) => s.player);
    const winner = result.winner !== null && clean.length === 1 ? clean[0]! : null;
    const reason = `the check after the game found a foul: ${fouls.map((f) => `${f.player}: ${f.reason}`).join('; ')}`;
    result = { winner, clause: fouls[0]!.clause, reason };
    events.push({ type: 'result', winner, clause: result.clause });
  }
  return { state: { ...state, seats, result, fouls: [] }, events };
}
