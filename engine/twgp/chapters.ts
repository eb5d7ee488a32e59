/**
 * Installs the registry of rules.ts: every chapter module's action rules and the resolvers
 * of the stack's declarations. The engine contract imports this module once.
 */
import { assaultRule, defenderSurgeRule, resolveAssault } from './assault.ts';
import { chargeBoostRule, resolveChargeBoost } from './charge-boost.ts';
import { damageRule, vitalEffectRule } from './damage.ts';
import { BONUS_RULES } from './deck-exhaustion.ts';
import { directRule, resolveDirect } from './direct.ts';
import { chargeDriveRule, powerDriveRule } from './drive.ts';
import { defuseRule } from './fusion.ts';
import { GRID_BLAST_RULES } from './grid-blast.ts';
import { ROUTINE_RULES } from './routine.ts';
import { installRegistry } from './rules.ts';
import { SEQUENCE_RULES } from './sequence-actions.ts';
import { STEALTH_RULES } from './stealth.ts';

installRegistry(() => ({
  rules: [
    ...SEQUENCE_RULES,
    damageRule,
    vitalEffectRule,
    ...ROUTINE_RULES,
    ...BONUS_RULES,
    ...STEALTH_RULES,
    chargeDriveRule,
    powerDriveRule,
    defuseRule,
    assaultRule,
    defenderSurgeRule,
    chargeBoostRule,
    directRule,
    ...GRID_BLAST_RULES,
  ],
  resolvers: { assault: resolveAssault, 'charge-boost': resolveChargeBoost, direct: resolveDirect },
}));
