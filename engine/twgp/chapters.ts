/**
 * Installs the registry of rules.ts: every chapter module's action rules and the resolvers
 * of the stack's declarations. The engine contract imports this module once.
 */
import { assaultRule, defenderSurgeRule, resolveAssault } from './assault.ts';
import { chargeBoostRule, resolveChargeBoost } from './charge-boost.ts';
import { chargeEffectRule, resolveChargeEffect } from './charge-effect.ts';
import { withPoisonUnits } from './charge-effect-poison.ts';
import { counterDriveRule } from './counter-drive.ts';
import { damageRule, finishDamage, vitalEffectRule } from './damage.ts';
import { chargeBackRule } from './charge-back.ts';
import { masterDamageRule, masterDriveRule } from './master-drive.ts';
import { MASTER_SKILL_RULES } from './master-skills.ts';
import { phaseDeviceRule } from './phase-device.ts';
import { BONUS_RULES } from './deck-exhaustion.ts';
import { directRule, directTargetRule, resolveDirect } from './direct.ts';
import { chargeDriveRule, powerDriveRule } from './drive.ts';
import { defuseRule } from './fusion.ts';
import { INSTALL_RULES } from './install.ts';
import { GRID_BLAST_RULES } from './grid-blast.ts';
import { interceptRule } from './intercept.ts';
import { ROUTINE_RULES } from './routine.ts';
import { judgeRule } from './judge.ts';
import { PROPERTY_RULES, resolveEffect } from './property.ts';
import { logCounterAttackRule } from './log-counter-attack.ts';
import { BONDS_RULES } from './bonds.ts';
import { OVER_SKILL_RULES } from './over-skills.ts';
import { RE_VITAL_RULES } from './re-vital.ts';
import { installRegistry, type ActionRule } from './rules.ts';
import { SEQUENCE_RULES } from './sequence-actions.ts';
import { STEALTH_RULES } from './stealth.ts';
import { WEAPON_RULES } from './weapon.ts';
import { SUBLIMATION_RULES } from './sublimation.ts';
import { resolveDecoy, SUBLIMATION_SKILL_RULES } from './sublimation-skills.ts';
import { SURGE_EARTH_RULES } from './surge-earth.ts';
import { continueAttackRule } from './hack-continue.ts';
import { probeRule, tracerRule, withAstralLimit } from './unit-skills.ts';
import { BURST_RULES, resolveBurstCharge } from './unit-skills-burst.ts';

installRegistry(() => ({
  // twgp.unit-skill.astral.processes: with unit-skills, the astral limit on other chapters' rules.
  rules: [
    ...SEQUENCE_RULES,
    damageRule,
    vitalEffectRule,
    ...ROUTINE_RULES,
    ...BONUS_RULES,
    ...INSTALL_RULES,
    ...STEALTH_RULES,
    chargeDriveRule,
    powerDriveRule,
    counterDriveRule,
    defuseRule,
    assaultRule,
    defenderSurgeRule,
    interceptRule,
    chargeBoostRule,
    directRule,
    directTargetRule,
    ...SUBLIMATION_RULES,
    ...SUBLIMATION_SKILL_RULES,
    ...GRID_BLAST_RULES,
    ...PROPERTY_RULES,
    logCounterAttackRule,
    judgeRule,
    ...RE_VITAL_RULES,
    ...BONDS_RULES,
    ...OVER_SKILL_RULES,
    ...SURGE_EARTH_RULES,
    probeRule,
    tracerRule,
    ...BURST_RULES,
    chargeEffectRule,
    continueAttackRule,
    ...WEAPON_RULES,
    masterDriveRule,
    masterDamageRule(finishDamage),
    ...MASTER_SKILL_RULES,
    chargeBackRule,
    phaseDeviceRule,
  ].map((rule) => withAstralLimit(rule as ActionRule<any>)),
  resolvers: { assault: withPoisonUnits(resolveAssault), 'charge-boost': resolveChargeBoost, direct: resolveDirect, effect: resolveEffect, decoy: resolveDecoy, 'burst-charge': resolveBurstCharge, 'charge-effect': resolveChargeEffect },
}));
