/**
 * Chapter 6, 宣言とタイミング (spec/twgp/06-timing.md): declarations (inner, outer, accept),
 * the timings as predicates on the state, and the declaration stack resolved in one
 * backward sweep (twgp.sequence.note.stack).
 */
import { endInstantEffects, remainingVitals } from './field.ts';
import { terminateChargeEffects } from './charge-effect.ts';
import { violation, type Failure } from '../core/violation.ts';
import { resolverFor, type Performed, type TwgpEvent } from './rules.ts';
import { holdsRight, holdsTargetRight, nextWindow } from './sequence.ts';
import { seatOf, type Declaration, type PlayerId, type TwgpState, type UnitRef, type Window } from './state.ts';

/** LoCK‐on (twgp.timing.lock-on): the player holds the right to target. */
export function lockOn(state: TwgpState, player: PlayerId): boolean {
  return holdsTargetRight(state, player);
}

/** ADVantage (twgp.timing.advantage): the player holds the right of action. */
export function advantage(state: TwgpState, player: PlayerId): boolean {
  return holdsRight(state, player);
}

/** SCrolL (twgp.timing.scroll): the turn is another player's than `player`'s. */
export function scrolled(state: TwgpState, player: PlayerId): boolean {
  return state.turn.player !== player;
}

/** Archive‐4↑ (twgp.timing.archive-4-up) and Archive‐3↓ (twgp.timing.archive-3-down). */
export function archive4Up(state: TwgpState, player: PlayerId): boolean {
  return (seatOf(state, player)?.hand.length ?? 0) >= 4;
}

/**
 * Vital‐GaP (twgp.timing.vital-gap, twgp.timing.vital-gap.tie): the player's face-down vitals
 * are the fewest of everyone still in the game; with everyone equal, nobody is.
 */
export function vitalGap(state: TwgpState, player: PlayerId): boolean {
  // The vitals left, a master unit on the battle grid counted (twgp.master-drive.vital-count).
  const counts = state.seats.filter((s) => !s.lost).map(remainingVitals);
  const least = Math.min(...counts);
  if (counts.every((n) => n === least)) return false;
  const mine = seatOf(state, player)!;
  return !mine.lost && remainingVitals(mine) === least;
}

/** DeCk‐Down (twgp.timing.deck-down): the player's pile has run out. */
export function deckDown(state: TwgpState, player: PlayerId): boolean {
  return seatOf(state, player)?.deck.length === 0;
}

const sameRef = (a: UnitRef, b: UnitRef) => a.player === b.player && a.square === b.square;

/** The units a declaration engages: its attacker and its target (twgp.attack.engaged). */
function engagedBy(d: Declaration): UnitRef[] {
  if (d.kind === 'effect') return d.target ? [d.target] : [];
  if (d.kind === 'direct') return d.interceptor ? [d.attacker, d.interceptor] : [d.attacker];
  if (d.kind === 'decoy') return [d.attacker];
  if (d.kind === 'charge-effect') return [...(d.target ? [d.target] : []), ...(d.via ? [d.via] : [])];
  if (d.kind === 'burst-charge') return [d.attacker];
  // A bonded synchro's units are engaged with its attacker (option bonds, twgp.bonds.who).
  return d.kind === 'assault' ? [d.attacker, d.target, ...d.intercept, ...(d.bonds ?? [])] : [d.attacker, d.target, ...(d.bonds ?? [])];
}

/** Whether the unit is engaged: declaring an attack or targeted by one (twgp.attack.engaged). */
export function engaged(state: TwgpState, ref: UnitRef): boolean {
  return state.stack.some((d) => engagedBy(d).some((r) => sameRef(r, ref)));
}

/** Battle‐oFF (twgp.timing.battle-off): the unit neither declares an attack nor is a target. */
export function battleOff(state: TwgpState, ref: UnitRef): boolean {
  return !engaged(state, ref);
}

/** The declaration on top of the stack, if any. */
export function top(state: TwgpState): Declaration | undefined {
  return state.stack.at(-1);
}

/** SighT‐on (twgp.timing.sight-on): the player is the target's side of the top declaration, in their first holding of the right since it. */
export function sightOn(state: TwgpState, player: PlayerId): boolean {
  const d = top(state);
  return !!d && d.affects === player && d.sightOn && holdsRight(state, player);
}

/** CoUnTer (twgp.timing.counter): the unit is the target of a declaration on the stack. */
export function targeted(state: TwgpState, ref: UnitRef): boolean {
  return state.stack.some((d) => (d.kind === 'assault' || d.kind === 'charge-boost') && sameRef(d.target, ref));
}

/**
 * PaRalleL (twgp.timing.parallel) and the other occasions of inner operations (drives,
 * stealth, swaps): the player holds the right of action in the battle sequence or in answer
 * to a declaration; the turn player in their build sequence after their setup
 * (twgp.sequence.build.turn-player); or the player is in A, rebuild, of their damage routine
 * (twgp.damage.routine.rebuild).
 */
export function mayOperate(state: TwgpState, player: PlayerId): boolean {
  const w = state.window;
  if (state.result) return false;
  if (w.kind === 'routine') return w.player === player && w.step === 'rebuild';
  if (!holdsRight(state, player)) return false;
  // The turn player adjusts once their own setup is over (twgp.sequence.build.turn-player, twgp.sequence.note.build-order).
  if (w.kind === 'build') return state.turn.player === player && w.setupDone.includes(player);
  return w.kind === 'battle' || w.kind === 'respond';
}

/** The refusal of an inner operation at a moment it is not allowed. */
export function operateRefusal(state: TwgpState, player: PlayerId, clause: string): Failure | null {
  if (mayOperate(state, player)) return null;
  const w = state.window;
  // In the build sequence the turn player's own setup comes first, as one whole process (twgp.sequence.note.build-order).
  if (w.kind === 'build' && state.turn.player === player && holdsRight(state, player) && !w.setupDone.includes(player)) {
    return violation('twgp.sequence.note.build-order', `${player} sets up first: end the setup (end-setup), then adjust`);
  }
  return withoutRight(state, player) ?? violation(clause, `${player} cannot do this now (${state.window.kind})`);
}

/** The refusal for an operation made without the right of action (twgp.declare.requires-right). */
export function withoutRight(state: TwgpState, player: PlayerId): Failure | null {
  if (state.result) return violation('twgp.judge.note.winner', 'the game is over');
  return holdsRight(state, player) ? null : violation('twgp.declare.requires-right', `${player} does not hold the right of action (${state.right ?? 'nobody'} does)`);
}

/**
 * An outer declaration (twgp.declare.outer): put on top of the stack, and the right of
 * action passes at once to the player it affects (twgp.sequence.battle.right-transfer),
 * whose Sight-on opens (twgp.timing.sight-on).
 */
export function declareOuter(state: TwgpState, declaration: Declaration): Performed {
  const window: Window = { kind: 'respond' };
  const stack = state.stack.map((d) => ({ ...d, sightOn: false }));
  return {
    state: { ...state, stack: [...stack, { ...declaration, sightOn: true }], right: declaration.affects, window },
    events: [{ type: 'declare', declaration: declaration.kind, by: declaration.by, affects: declaration.affects }, { type: 'right', player: declaration.affects }],
  };
}

/**
 * An interrupt (twgp.sequence.battle.interrupt, twgp.timing.interrupt): a trap's activation
 * or a counter going off takes the right of action from whoever holds it and goes on top of
 * the stack at once — in the middle of a sweep too, above what has not resolved yet
 * (twgp.sequence.note.interrupt); then, as after any outer declaration, the right goes to the
 * player it affects, who declares on top of it or accepts (twgp.sequence.battle.stack).
 */
export function interrupt(state: TwgpState, declaration: Declaration): Performed {
  const stack = state.stack.map((d) => ({ ...d, sightOn: false }));
  return {
    state: { ...state, stack: [...stack, { ...declaration, sightOn: false }], right: declaration.affects, window: { kind: 'respond' } },
    events: [{ type: 'interrupt', declaration: declaration.kind, by: declaration.by, affects: declaration.affects, clause: 'twgp.sequence.battle.interrupt' }, { type: 'right', player: declaration.affects }],
  };
}

/** The units an attack set fighting: its attacker, target and joined units (for twgp.field.charge-effect.instant). */
function foughtIn(d: Declaration): number[] {
  const x = d as Partial<{ attackerUid: number; targetUid: number; interceptUids: number[]; interceptorUid: number; bondsUids: number[] }>;
  return [x.attackerUid, x.targetUid, x.interceptorUid, ...(x.interceptUids ?? []), ...(x.bondsUids ?? [])].filter((u): u is number => typeof u === 'number');
}

/**
 * 宣言なし (twgp.declare.accept) by the holder of the right: the whole stack resolves in one
 * backward sweep, top to bottom (twgp.sequence.battle.sweep, twgp.sequence.battle.resolve-order,
 * twgp.sequence.note.stack): between two resolutions nobody gains the right and nothing is
 * declared — except an interrupt, which stops the sweep with itself on top and the right with
 * the player it affects (twgp.sequence.battle.interrupt); their accept goes on from it.
 * Vital losses found on the way wait until the stack is empty (their damage windows are
 * queued); then the right returns to the turn player.
 */
export function resolveStack(state: TwgpState): Performed {
  let current: TwgpState = { ...state, window: { kind: 'respond' } };
  const events: TwgpEvent[] = [];
  const fought = new Set<number>();
  while (current.stack.length && !current.result) {
    const declaration = current.stack.at(-1)!;
    for (const uid of foughtIn(declaration)) fought.add(uid);
    current = { ...current, stack: current.stack.slice(0, -1) };
    const below = current.stack.length;
    const done = resolverFor(declaration.kind)(current, declaration as never);
    current = done.state;
    events.push(...done.events);
    // A log counter waits for its owner's aim: the sweep goes on after it (log-counter-attack.ts).
    if (current.window.kind === 'log-counter' && !current.result) return { state: { ...current, window: { ...current.window, sweep: true } }, events };
    // An interrupt came on top while this one resolved: the sweep waits for its answer.
    if (current.stack.length > below && !current.result) return { state: { ...current, window: { kind: 'respond' } }, events };
  }
  current = { ...current, stack: [] };
  // The battle is over: the instant effects used in it end (twgp.field.charge-effect.instant).
  const ended = endInstantEffects(current, fought);
  current = ended.state;
  if (ended.units.length) events.push({ type: 'instant-effects-end', units: ended.units, clause: 'twgp.field.charge-effect.instant' });
  // The charge-effect cards used in it go to the log, but the count effects (twgp.charge-effect.duration).
  const terminated = terminateChargeEffects(current);
  current = terminated.state;
  events.push(...terminated.events);
  const after = nextWindow(current);
  if (after.right && after.right !== state.right) events.push({ type: 'right', player: after.right });
  return { state: after, events };
}
