/**
 * Spec chapter 06 (ターン): whose turn it is, refilling the hand, what a turn player may
 * do, which attacks are allowed, and the stalemate draw.
 */
import { violation, type Violation } from '../core/violation.ts';
import { HAND_SIZE } from './setup.ts';
import { area, finish, other, type JgAction, type JgState, type PlayerId, type Step } from './state.ts';

/**
 * Starts `player`'s turn: janken-gear.turn.order (the turn passes), then
 * janken-gear.turn.refill (draw up to six; an empty deck simply stops the draw). The
 * per-turn records of janken-gear.turn.attack-once, janken-gear.turn.stalemate and
 * janken-gear.direct.grace are empty already: a game starts with them empty (setup.ts), and
 * endTurn clears them when a turn ends.
 */
export function startTurn(step: Step, player: PlayerId): void {
  const s = step.state;
  s.turnPlayer = player;
  s.turn += 1;
  s.phase = 'main';
  const a = area(s, player);
  const drew = Math.max(0, Math.min(HAND_SIZE - a.hand.length, a.deck.length));
  a.hand.push(...a.deck.splice(0, drew));
  step.events.push({ type: 'turn-started', player, turn: s.turn, drew });
}

/**
 * Ends the turn player's turn (janken-gear.turn.actions.end, also after a Joker,
 * janken-gear.battle.joker); the records that last for a turn (janken-gear.turn.attack-once,
 * janken-gear.direct.grace) end with it. janken-gear.turn.stalemate: the second quiet turn
 * in a row ends the game in a draw; otherwise the other player's turn starts.
 */
export function endTurn(step: Step): void {
  const s = step.state;
  const player = s.turnPlayer;
  const quiet = !s.active;
  s.quietTurns = quiet ? s.quietTurns + 1 : 0;
  s.battle = null;
  s.direct = null;
  s.attacked = [];
  s.active = false;
  s.exhausted = [];
  step.events.push({ type: 'turn-ended', player, quiet });
  if (s.quietTurns >= 2) {
    finish(step, { winner: null, clause: 'janken-gear.turn.stalemate', reason: 'two turns in a row passed with no card used and no attack: the game is drawn' });
    return;
  }
  startTurn(step, other(s, player));
}

/**
 * Why `attacker` may not attack `target` now, or null: janken-gear.turn.attack-once
 * (once per turn), janken-gear.turn.attack-target (an opponent's field card, or a direct
 * only when the opponent has none).
 */
export function attackProblem(state: JgState, player: PlayerId, attacker: string, target: string | null): Violation | null {
  const mine = area(state, player).field;
  const theirs = area(state, other(state, player)).field;
  if (!mine.some((f) => f.id === attacker)) {
    return violation('janken-gear.turn.actions.attack', `${player} has no field card '${attacker}' to attack with`).violation;
  }
  if (state.attacked.includes(attacker)) {
    return violation('janken-gear.turn.attack-once', `field card '${attacker}' has already attacked this turn`).violation;
  }
  if (target === null) {
    if (theirs.length > 0) {
      return violation('janken-gear.turn.attack-target', `a direct is allowed only when the opponent has no field card; they have ${theirs.length}`).violation;
    }
  } else if (!theirs.some((f) => f.id === target)) {
    return violation('janken-gear.turn.attack-target', `the opponent has no field card '${target}'`).violation;
  }
  return null;
}

/** Every attack the turn player may declare now (janken-gear.turn.actions.attack). */
export function attackOptions(state: JgState): JgAction[] {
  const player = state.turnPlayer;
  const theirs = area(state, other(state, player)).field;
  const targets: (string | null)[] = theirs.length ? theirs.map((f) => f.id) : [null];
  return area(state, player)
    .field.filter((f) => !state.attacked.includes(f.id))
    .flatMap((f) => targets.map((target): JgAction => ({ type: 'attack', attacker: f.id, target })));
}
