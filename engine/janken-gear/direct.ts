/**
 * Spec chapter 09 (ダイレクトと勝敗): a direct costs one vital; a player hit with no vital
 * left loses, except in the turn the last one was lost; the sudden-loss variant.
 */
import { area, finish, type JgState, type PlayerId, type Step } from './state.ts';

/**
 * A direct (normal or penetrating) is aimed at `to`. janken-gear.direct.grace: in the turn
 * `to` lost the last vital it has no effect. Otherwise it waits for the answers of
 * janken-gear.diamond.counter.timing, starting with the player it is aimed at.
 */
export function launchDirect(step: Step, from: PlayerId, to: PlayerId, penetrating: boolean): void {
  const s = step.state;
  step.events.push({ type: 'direct-launched', from, to, penetrating });
  if (!s.variants.suddenVitalLoss && s.exhausted.includes(to)) {
    step.events.push({ type: 'direct-void', to, clause: 'janken-gear.direct.grace' });
    s.phase = 'main';
    return;
  }
  s.direct = { from, to, penetrating, counter: null, toAct: to };
  s.phase = 'direct';
}

export function remainingVitals(state: JgState, player: PlayerId): number {
  return area(state, player).vitals.filter((v) => !v.lost).length;
}

/**
 * The direct hits: janken-gear.direct.effect (one face-down vital turns face up);
 * janken-gear.direct.lose (with none left, the player loses). The last vital lost starts
 * the grace of janken-gear.direct.grace, or, with the variant
 * janken-gear.direct.sudden-loss, loses the game at once.
 */
export function hit(step: Step): void {
  const s = step.state;
  const { from, to } = s.direct!;
  s.direct = null;
  s.phase = 'main';
  const vital = area(s, to).vitals.find((v) => !v.lost);
  if (!vital) {
    finish(step, { winner: from, clause: 'janken-gear.direct.lose', reason: `${to} took a direct with no vital left` });
    return;
  }
  vital.lost = true;
  const remaining = remainingVitals(s, to);
  step.events.push({ type: 'direct-hit', to, vital: vital.card, remaining });
  if (remaining > 0) return;
  if (s.variants.suddenVitalLoss) {
    finish(step, { winner: from, clause: 'janken-gear.direct.sudden-loss', reason: `${to} lost the last vital (variant sudden-vital-loss)` });
  } else {
    s.exhausted.push(to);
  }
}
