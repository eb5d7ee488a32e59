export * from './state.ts';
export * from './status.ts';
export * from './attack.ts';
export * from './fusion.ts';
export * from './apply.ts';
export { seedRng } from '../core/rng.ts';
export type { Violation, Applied } from '../core/violation.ts';
