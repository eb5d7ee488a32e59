/**
 * The end of a count effect's span (twgp.charge-effect.count-effect.steps, option
 * charge-effects): when count.ts removes a ハック, クラック or ポーション card at [RA4], the
 * copies stacked under it go to the log with it, and a ハック's unit goes back to its owner the
 * right way round (twgp.charge-effect.hack.note.end).
 */
import { releaseHack } from './charge-effect-kinds.ts';
import { logOutCards } from './field.ts';
import type { Performed } from './rules.ts';
import type { Placed, PlayerId } from './state.ts';

export function endChargeCount(done: Performed, player: PlayerId, placed: Placed): Performed {
  const out = logOutCards(done.state, player, placed.stacked ?? []);
  const events = [...done.events, ...out.events];
  if (placed.hacks === undefined) return { state: out.state, events };
  const released = releaseHack(out.state, placed.hacks);
  return { state: released.state, events: [...events, ...released.events] };
}
