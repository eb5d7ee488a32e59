/**
 * The seeded-fault sets, one per book that has one (tools/faults/<book>.ts). A book adds its
 * set here; the hook and the runner read nothing else.
 */
import type { FaultSet } from './fault.ts';
import { TWGP_FAULTS } from './twgp.ts';

export const FAULT_SETS: Readonly<Record<string, FaultSet>> = {
  twgp: TWGP_FAULTS,
};
