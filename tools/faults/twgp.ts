/**
 * Seeded faults of the TWGP reference engine, base system (spec chapters 02–19) and options (20–31): one rule
 * function broken at a time, each a small realistic bug (an off-by-one, a dropped condition, a
 * swapped comparison, a skipped step, a wrong default). `npm run faults -- --book twgp` runs
 * the rulings tagged with each fault's clauses against the engine with that fault applied
 * (docs/seeded-faults.md); `npm test` requires every one to be caught.
 *
 * A `find` text must occur exactly once in its file: when the engine's code changes so that it
 * no longer does, the run stops and names the fault, which is then updated to the new code
 * (never dropped to make the run pass).
 */
import type { FaultSet } from './fault.ts';
import { TWGP_FAULTS_02_10 } from './twgp-base-02-10.ts';
import { TWGP_FAULTS_11_19 } from './twgp-base-11-19.ts';
import { TWGP_OPTION_FAULTS } from './twgp-options.ts';
import { TWGP_OPTION_FAULTS_2 } from './twgp-options-2.ts';
import { TWGP_SKILL_FAULTS } from './twgp-skills.ts';
import { TWGP_BONDS_FAULTS } from './twgp-bonds.ts';
import { TWGP_HAZARD_FAULTS } from './twgp-hazard.ts';

export const TWGP_FAULTS: FaultSet = { book: 'twgp', serve: ['twgp'], faults: [...TWGP_FAULTS_02_10, ...TWGP_FAULTS_11_19, ...TWGP_OPTION_FAULTS, ...TWGP_OPTION_FAULTS_2, ...TWGP_SKILL_FAULTS, ...TWGP_BONDS_FAULTS, ...TWGP_HAZARD_FAULTS] };
