/**
 * Per-scenario state shared by the step definitions: the engine state under test and
 * what the last action returned. Nothing here decides a rule.
 */
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';

export class RulingWorld extends World {
  /** Engine state of whichever rulebook the scenario exercises. */
  state: unknown = undefined;
  /** What the last engine call returned. */
  last: unknown = undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }
}

setWorldConstructor(RulingWorld);
