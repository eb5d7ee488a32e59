/**
 * The end of a count effect's span (twgp.charge-effect.count-effect.steps, option
 * charge-effects): when count.ts removes a ハック, クラック or ポーション card at [RA4], the
 * copies stacked under it go to the log with it, and each unit of a ハック's goes back to its
 * owner the right way round (twgp.charge-effect.hack.note.end; a synchro hacked whole, every
 * unit of it: twgp.charge-effect.note.bonds-kinds).
 */
import { releaseHack } from './charge-effect-kinds.ts';
import { logOutCards } from './field.ts';
import type { Performed } from './rules.ts';
import type { Placed, PlayerId } from './state.ts';

export function endChargeCount(done: Performed, player: PlayerId, placed: Placed): Performed {
  const out = logOutCards(done.state, player, placed.stacked ?? []);
  const events = [...done.events, ...out.events];
  let next = out.state;
  for (const uid of placed.hacks ?? []) {
    const released = releaseHack(next, uid);
    next = released.state;
    events.push(...released.events);
  }
  return { state: next, events };
}
