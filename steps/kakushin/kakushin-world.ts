/**
 * Scenario state for 革新的なTCG rulings and the small lookups the step files share.
 * Nothing here decides a rule: it builds sheets, finds sides by name and slices the log.
 */
import assert from 'node:assert/strict';
import {
  buildCharacter, eventLines, SKILL_POOL,
  type BattleEvent, type BattleState, type BuildResult, type Character, type CharacterSheet, type Plan, type Side, type SkillDef,
} from '../../engine/kakushin/index.ts';
import type { RulingWorld } from '../support/world.ts';

export interface KakushinScene {
  pool: SkillDef[];
  sheets: Map<string, CharacterSheet>;
  battle?: BattleState;
  /** Index of the first event produced by the last When step. */
  mark: number;
  build?: BuildResult;
  plan?: Plan;
  final: boolean;
  loopLimit?: number;
  seed?: number;
}

export type W = RulingWorld & { state: KakushinScene };

export function scene(world: W): KakushinScene {
  if (!world.state) world.state = { pool: [...SKILL_POOL], sheets: new Map(), mark: 0, final: false };
  return world.state;
}

export function character(world: W, name: string): Character {
  const sheet = scene(world).sheets.get(name);
  assert.ok(sheet, `no character sheet named "${name}"`);
  const built = buildCharacter(sheet, { pool: scene(world).pool });
  assert.ok(built.ok, `the sheet of "${name}" was rejected: ${JSON.stringify(!built.ok && built.errors)}`);
  return built.character;
}

export function battle(world: W): BattleState {
  const b = scene(world).battle;
  assert.ok(b, 'no battle has been started');
  return b;
}

export function sideOf(world: W, name: string): Side {
  const b = battle(world);
  const i = b.fighters.findIndex((f) => f.name === name);
  assert.ok(i === 0 || i === 1, `no fighter named "${name}" (fighters: ${b.fighters.map((f) => f.name).join(', ')})`);
  return i as Side;
}

/** Replaces the battle with the result of one engine call, remembering where its events start. */
export function advance(world: W, step: (s: BattleState) => BattleState): void {
  const before = battle(world);
  scene(world).mark = before.events.length;
  scene(world).battle = step(before);
}

/** Events produced by the last When step. */
export function recent(world: W): BattleEvent[] {
  return battle(world).events.slice(scene(world).mark);
}

export function lines(world: W, events: BattleEvent[]): string[] {
  return events.flatMap((e) => eventLines(battle(world), e));
}

/** 「斬撃、沙羅双樹」 → ['斬撃', '沙羅双樹']; an empty string is no skill. */
export function skillList(text: string): string[] {
  return text === '' ? [] : text.split(/[、,]/u).map((s) => s.trim()).filter((s) => s !== '');
}
