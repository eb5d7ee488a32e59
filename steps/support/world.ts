/**
 * Per-scenario state shared by the step definitions. A ruling reaches its engine only
 * through `this.engine`, a protocol session (tools/protocol/driver.ts) for the scenario's
 * book; whatever it builds before sending (a setup, a position) it keeps in `this.draft`.
 * `this.last` is what the engine answered to the last start, position or apply. Nothing here
 * decides a rule: expected outcomes are written in the rulings.
 */
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Answer, GameSession } from '../../tools/protocol/driver.ts';

export class RulingWorld extends World {
  /** The scenario's book: the folder under features/. */
  book = '';
  /** The protocol session for this scenario (set by the Before hook in engine.ts). */
  engine!: GameSession;
  /** Option keys this ruling needs, from its `@option:<key>` tags. */
  options: string[] = [];
  /** A setup or position the Given steps are building, before it is sent. */
  draft: any = undefined;
  /** The engine's answer to the last start, position or apply. */
  last: Answer | undefined = undefined;
  /** Book steps may keep other plain data here (names, remembered observations). */
  memo: Record<string, unknown> = {};

  constructor(options: IWorldOptions) {
    super(options);
  }
}

setWorldConstructor(RulingWorld);
