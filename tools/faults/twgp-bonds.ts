/**
 * Seeded faults of a charge effect used on a synchro member (twgp.charge-effect.bonds, note
 * twgp.charge-effect.note.bonds-kinds; engine/twgp/charge-effect-bonds.ts and the kinds that
 * use it) and of a poison-named unit in a bonded assault (twgp.bonds.poison). Same form as the
 * base system's (tools/faults/twgp.ts joins them into the book's one set; docs/seeded-faults.md).
 */
import type { SeededFault } from './fault.ts';

export const TWGP_BONDS_FAULTS: SeededFault[] = [
  {
    id: 'synchro-reach-named-only',
    file: 'engine/twgp/charge-effect-bonds.ts',
    function: 'synchroMembers',
    clauses: ['twgp.charge-effect.note.bonds-kinds', 'twgp.charge-effect.hazard.cancel-attack'],
    find: '  return [ref, ...others].flatMap((r) => {',
    replace: '  return [ref].flatMap((r) => {',
    why: 'a dropped step: a use on a synchro member reaches the named unit only (a ハザード turns one unit, a スペル deletes one)',
  },
  {
    id: 'bonded-attacker-not-attacking',
    file: 'engine/twgp/charge-effect-bonds.ts',
    function: 'attacksWith',
    clauses: ['twgp.charge-effect.note.bonds-kinds', 'twgp.charge-effect.hack.counter-side'],
    find: "  return 'bondsUids' in d && !!(d as { bondsUids?: number[] }).bondsUids?.includes(uid);",
    replace: '  return false;',
    why: 'a dropped case: a unit bonded to the attacker is not counted as attacking, so the defender cannot hazard or hack it without the right to target',
  },
  {
    id: 'spell-deletes-named-only',
    file: 'engine/twgp/charge-effect-kinds.ts',
    function: 'spell',
    clauses: ['twgp.charge-effect.spell.delete'],
    find: '  for (const m of synchroMembers(state, d.target!)) {',
    replace: '  for (const m of synchroMembers(state, d.target!).slice(0, 1)) {',
    why: 'an inconsistency: the spell fights the synchro\'s summed power but deletes only the unit named',
  },
  {
    id: 'status-kinds-one-unit',
    file: 'engine/twgp/charge-effect-status.ts',
    function: 'applyStatusKind',
    clauses: ['twgp.charge-effect.note.bonds-kinds', 'twgp.charge-effect.down.amount', 'twgp.charge-effect.plus.amount'],
    find: "return reachSynchro(state, d, (s, r, u) => onUnit(s, d, r, u, amount));",
    replace: "return onUnit(state, d, ref!, target, amount);",
    why: 'a skipped step: プラス, ダウン, ドレイン and ハザード on a synchro member change the unit named only',
  },
  {
    id: 'poison-unit-lead-only',
    file: 'engine/twgp/charge-effect-poison.ts',
    function: 'withPoisonUnits',
    clauses: ['twgp.bonds.poison'],
    find: '    const attackers = attackingUnits(state, d).flatMap((u) => fighter(u.ref, u.unit.uid));',
    replace: '    const attackers = fighter(d.attacker, d.attackerUid);',
    why: 'a dropped step: the attacking side of a bonded assault is its lead unit only, for a poison-named unit\'s poison either way',
  },
  {
    id: 'hack-synchro-named-only',
    file: 'engine/twgp/charge-effect-kinds.ts',
    function: 'hack',
    clauses: ['twgp.charge-effect.note.bonds-kinds', 'twgp.charge-effect.hack.bonds'],
    find: '  const members = synchroMembers(state, d.target!);',
    replace: '  const members = synchroMembers(state, d.target!).slice(0, 1);',
    why: 'an inconsistency: the hack fights the synchro\'s summed power but takes only the unit named',
  },
  {
    id: 'hack-release-first-only',
    file: 'engine/twgp/charge-effect-count.ts',
    function: 'endChargeCount',
    clauses: ['twgp.charge-effect.hack.note.end'],
    find: '  for (const uid of placed.hacks ?? []) {',
    replace: '  for (const uid of (placed.hacks ?? []).slice(0, 1)) {',
    why: 'a dropped step: when a hack on a synchro ends, only its first unit goes back to its owner',
  },
  {
    id: 'accel-synchro-named-only',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'accel',
    clauses: ['twgp.charge-effect.note.bonds-kinds', 'twgp.charge-effect.accel'],
    find: '  const members = synchroMembers(state, ref);',
    replace: '  const members = [{ ref, uid: target.uid }];',
    why: 'a skipped step: an アクセル on a synchro member speeds the unit named only (the synchro stays as slow as its slowest)',
  },
  {
    id: 'evade-synchro-target-only',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'aimedAt',
    clauses: ['twgp.charge-effect.accel.evade'],
    find: 'const aimedAt = (attack: Declaration, uids: number[]): boolean => !!sidesOf(attack)?.[1]!.some((m) => uids.includes(m.uid));',
    replace: "const aimedAt = (attack: Declaration, uids: number[]): boolean => 'targetUid' in attack && uids.includes(attack.targetUid);",
    why: 'a narrowed case: a unit joined by intercept cannot evade the attack on its synchro',
  },
  {
    id: 'slow-synchro-named-only',
    file: 'engine/twgp/charge-effect-status.ts',
    function: 'applyStatusKind',
    clauses: ['twgp.charge-effect.slow'],
    find: '      return reachSynchro(state, d, (s, r, u) => slow(s, d, r, u));',
    replace: '      return slow(state, d, ref!, target!);',
    why: 'a skipped step: a スロー on a synchro member takes the アクセル of the unit named only',
  },
  {
    id: 'accel-mutual-lead-only',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'accel',
    clauses: ['twgp.charge-effect.accel.mutual'],
    find: '    const others = sides[1 - mine]!.flatMap((m) => {',
    replace: '    const others = sides[1 - mine]!.slice(0, 1).flatMap((m) => {',
    why: 'a narrowed case: mutual アクセル cancels only on the attacker or the target, a unit of the synchro joined to it keeps its アクセル',
  },
];
