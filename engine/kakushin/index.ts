/**
 * 革新的なTCG reference engine (spec/kakushin/). Modules by chapter: character.ts (01),
 * cost.ts (02), skill-types.ts (03), plan.ts and plan-eval.ts (04), battle.ts and action.ts (05;
 * run.ts plays whole battles from sheets for scripts),
 * skills.ts (the skill pool, canon and sample, 06–07), log.ts (the battle log).
 */
export * from './types.ts';
export * from './skills.ts';
export * from './character.ts';
export * from './cost.ts';
export * from './skill-types.ts';
export * from './plan.ts';
export * from './plan-eval.ts';
export * from './battle.ts';
export * from './run.ts';
export { chooseSkill } from './action.ts';
export * from './log.ts';
export { seedRng } from '../core/rng.ts';
