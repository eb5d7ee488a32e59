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
export function launchDirect(step: Step, from: PlayerId, to: PlayerId, penetrating: boolean, penetrator?: string): void {
  const s = step.state;
  step.events.push({ type: 'direct-launched', from, to, penetrating });
  if (!s.variants.suddenVitalLoss && s.exhausted.includes(to)) {
    step.events.push({ type: 'direct-void', to, clause: 'janken-gear.direct.grace' });
    s.phase = 'main';
    followUp(step, from, to, penetrator);
    return;
  }
  s.direct = { from, to, penetrating, counter: null, toAct: to, ...(penetrator === undefined ? {} : { penetrator }) };
  s.phase = 'direct';
}

/**
 * The reading penetrate-on-direct of janken-gear.battle.note.penetrate: a direct made by a
 * field card of power 11 or more (`penetrator`) is followed, once it is settled, by a
 * penetrating direct (janken-gear.battle.penetrate), if the game goes on and that field card
 * is still on the field (so that a counter has a field card to attack,
 * janken-gear.diamond.counter.timing).
 */
export function followUp(step: Step, from: PlayerId, to: PlayerId, penetrator: string | undefined): void {
  const s = step.state;
  if (penetrator === undefined || s.result || !area(s, from).field.some((f) => f.id === penetrator)) return;
  launchDirect(step, from, to, true);
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
