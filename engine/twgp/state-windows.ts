/**
 * The windows of the TWGP engine's state (engine/twgp/DESIGN.md): who decides what, and when,
 * beyond the turn's sequences. Split from state.ts, which re-exports them.
 */
import type { LogCounterWindow } from './log-counter-attack.ts';
import type { PlayerId, AssaultDeclaration, ChargeBoostDeclaration, UnitRef } from './state.ts';

/**
 * The loser of an assault chooses which of their face-down surge earths cancel the surge
 * direct's vitals (option surge-earth, twgp.surge-earth.use, twgp.surge-earth.note.when-chosen).
 */
export interface SurgeEarthWindow {
  kind: 'surge-earth';
  player: PlayerId;
  /** Vitals the surge direct takes before any surge earth. */
  vitals: number;
  /** The winner's player (for the bonus). */
  dealer: PlayerId | null;
}

/** A player may trace the `leaving` units of `victim`'s that leave the battle grid (option unit-skills, twgp.unit-skill.tracer). */
export interface TracerWindow {
  kind: 'tracer';
  player: PlayerId;
  victim: PlayerId;
  leaving: number;
}

/**
 * The hacker decides whether the attack of the unit they have just hacked, aimed at their own
 * side, goes on against a target of theirs (option charge-effects, twgp.charge-effect.hack.continue-attack).
 */
export interface HackContinueWindow {
  kind: 'hack-continue';
  player: PlayerId;
  /** The attack taken off the stack when the hack was achieved. */
  declaration: AssaultDeclaration | ChargeBoostDeclaration;
}

/** A player forced by a burst charge adds charge cards to the hand, one at a time, until six (twgp.unit-skill.burst-charge.setup). */
export interface BurstSetupWindow {
  kind: 'burst-setup';
  player: PlayerId;
}

/** What the game waits for (engine/twgp/DESIGN.md). */
export type Window =
  | OrderWindow
  | { kind: 'build'; setupDone: PlayerId[]; reactiveDone: boolean }
  | { kind: 'battle' }
  | { kind: 'respond' }
  | DamageWindow
  | RoutineWindow
  | BonusWindow
  | SublimationWindow
  | InstallWindow
  | OverSkillWindow
  | RecoverWindow
  | SurgeEarthWindow
  | BurstSetupWindow
  | TracerWindow
  | HackContinueWindow
  | LogCounterWindow
  | { kind: 'over' };

/**
 * Players choose their places in the turn order, the youngest first (twgp.sequence.first-player,
 * twgp.sequence.note.first-player).
 */
export interface OrderWindow {
  kind: 'order';
  /** Who chooses, in order; the first is choosing now. */
  choosers: PlayerId[];
  /** The turn order being filled: index 0 plays first. */
  places: (PlayerId | null)[];
}

/**
 * A player whose pile has run out chooses the bundle to install next (twgp.resource.full.final),
 * or with the variant deck-select picks its 20 cards from the cards brought, one at a time
 * (twgp.resource.deck.select); then the downloads still owed are made (twgp.resource.install.when).
 */
export interface InstallWindow {
  kind: 'install';
  player: PlayerId;
  /** Downloads of the interrupted process still to make once the bundle is in. */
  remaining?: number;
  /** deck-select: indices into the pool picked so far, in order. */
  picked?: number[];
}

/** A player chooses which vitals turn face up (twgp.damage.choose) and the new vital effect (twgp.damage.active-one). */
export interface DamageWindow {
  kind: 'damage';
  player: PlayerId;
  count: number;
  /** The player whose process made them lose the vitals (for the bonus), if any. */
  dealer: PlayerId | null;
  /** Vital squares turned face up so far in this damage. */
  chosen: number[];
}

/** The five processes of the damage routine (twgp.damage.routine.list). */
export type RoutineStep = 'rebuild' | 'setup' | 're-active' | 'reload' | 'full-charge';

export interface RoutineWindow {
  kind: 'routine';
  player: PlayerId;
  done: RoutineStep[];
  /** The process under way (its own actions until it ends), or null between processes. */
  step: RoutineStep | null;
  /** D, reload: cards put back under the pile so far. */
  reloaded: number;
}

export interface BonusWindow {
  kind: 'bonus';
  player: PlayerId;
  /** Times the bonus may still be taken (one per vital lost, twgp.bonus.refill). */
  remaining: number;
  /** Cards picked so far for the bonus under way (six make one bonus). */
  picked: number;
  /** Whether the pile may now be shuffled (after cards were added: twgp.bonus.shuffle). */
  shuffle: boolean;
}

/**
 * An over skill under way (option over-skills, over-skills.ts): the player turns `count`
 * face-down vitals face-up sideways one at a time (`chosen`), then over drive summons from the
 * hand within the summon power, over load adds its over power; then `resume` is the window
 * again, with the right of action back with `right`.
 */
export interface OverSkillWindow {
  kind: 'over-skill';
  player: PlayerId;
  skill: 'over-drive' | 'over-load';
  count: number;
  chosen: number[];
  /** Over drive: the base power summoned so far (twgp.over-skill.over-drive.multiple). */
  summoned: number;
  /** Over load: the engaged unit and the declaration (stack index) it fights in. */
  unit?: UnitRef;
  declaration?: number;
  resume: Window;
  right: PlayerId | null;
}

/** A player recovers vitals by re-vital, choosing which face-up sideways vitals turn face down, one at a time (twgp.re-vital.recover, twgp.re-vital.note.which-cards). */
export interface RecoverWindow {
  kind: 'recover';
  player: PlayerId;
  count: number;
  chosen: number[];
}

/** The sublimating player returns their logs to the pile, then may shuffle it (twgp.sublimation.logs-to-deck). */
export interface SublimationWindow {
  kind: 'sublimation';
  player: PlayerId;
}
