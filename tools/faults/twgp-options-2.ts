/**
 * Seeded faults of the TWGP reference engine's option modules (spec chapters 20–31), second
 * file: アクセル evading a direct, a copied クラック's second name (crackNamed), and L/S-D
 * counters laid on the battle grid. The same form as twgp-options.ts; tools/faults/twgp.ts
 * joins them into the book's set.
 */
import type { SeededFault } from './fault.ts';

export const TWGP_OPTION_FAULTS_2: SeededFault[] = [
  {
    id: 'accel-never-evades-direct',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'evadeRefusal',
    clauses: ['twgp.charge-effect.accel.note.evade-direct', 'twgp.charge-effect.accel.evade'],
    find: "    if (attack?.kind === 'direct' && attack.affects === player) return null;",
    replace: '    if (false) return null;',
    why: 'a dropped case: an アクセル on no unit is always refused, so a direct cannot be evaded',
  },
  {
    id: 'accel-evades-spell-direct',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'evadeRefusal',
    clauses: ['twgp.charge-effect.accel.note.evade-direct'],
    find: "    if (attack?.kind === 'direct' && attack.affects === player) return null;",
    replace: "    if ((attack?.kind === 'direct' || attack?.kind === 'charge-effect') && attack.affects === player) return null;",
    why: 'a widened condition: an アクセル is accepted against a spell\'s direct (method C) too',
  },
  {
    id: 'evaded-direct-stays',
    file: 'engine/twgp/charge-effect-tactics.ts',
    function: 'evadeDirect',
    clauses: ['twgp.charge-effect.accel.note.evade-direct', 'twgp.charge-effect.accel.evade'],
    find: '  const next = { ...state, stack: state.stack.slice(0, -1) };',
    replace: '  const next = state;',
    why: 'a skipped step: the evaded direct is not taken off the stack, so it still takes a vital',
  },
  {
    id: 'accel-without-target-or-evade',
    file: 'engine/twgp/charge-effect-status.ts',
    function: 'statusKindRefusal',
    clauses: ['twgp.charge-effect.accel'],
    find: "&& !(kind === 'アクセル' && a.evade)) return",
    replace: "&& kind !== 'アクセル') return",
    why: 'a dropped condition: an アクセル on no unit is accepted without an evasion',
  },
  {
    id: 'copied-crack-cracks-crack',
    file: 'engine/twgp/charge-effect-use.ts',
    function: 'asUsed',
    clauses: ['twgp.charge-effect.copy.note.crack'],
    find: "  return kind === 'クラック' && crackNamed ? { ...rest, named: crackNamed } : rest;",
    replace: "  return kind === 'クラック' ? a : rest;",
    why: 'the old reading: a copied クラック keeps the copied kind as its name and ignores crackNamed, so it cracks only クラック',
  },
  {
    id: 'crack-named-anywhere',
    file: 'engine/twgp/charge-effect-use.ts',
    function: 'useOf',
    clauses: ['twgp.charge-effect.copy.note.crack'],
    find: "  if (a.crackNamed && (base.length || a.named !== 'クラック')) return violation(",
    replace: '  if (false) return violation(',
    why: 'a dropped check: crackNamed is accepted (and ignored) on a use that is not a クラック taken by copies alone',
  },
  {
    id: 'copied-crack-offers-no-name',
    file: 'engine/twgp/charge-effect-offers.ts',
    function: 'chargeEffectOffers',
    clauses: ['twgp.charge-effect.copy.note.crack'],
    find: "const more = named === 'クラック' ? CHARGE_KINDS.map((crackNamed) => ({ crackNamed })) : extras(state, player, use.kind, cards);",
    replace: "const more = named === 'クラック' ? [{}] : extras(state, player, use.kind, cards);",
    why: 'an offer left out: a クラック taken by copies alone is offered without the kind it cracks',
  },
  {
    id: 'sd-counters-charge-grid-only',
    file: 'engine/twgp/log-counter-variants.ts',
    function: 'sdBattleCounterSquares',
    clauses: ['twgp.card-type.log-counter.note.sd-counter-grids'],
    find: '  return (seat.counters ?? []).filter((c) => !c.turned).map((c) => c.square).sort((x, y) => x - y);',
    replace: '  return [];',
    why: 'a dropped source: log counters laid on the battle grid never act as L/S-D counters',
  },
  {
    id: 'sd-battle-counters-without-variant',
    file: 'engine/twgp/log-counter-variants.ts',
    function: 'sdBattleCounterSquares',
    clauses: ['twgp.card-type.log-counter.variant.sd-counter', 'twgp.card-type.log-counter.note.sd-counter-grids'],
    find: '  if (!sdCounterOn(state)) return [];\n  return (seat.counters',
    replace: '  return (seat.counters',
    why: 'a dropped condition: battle-grid log counters cancel a surge direct without the variant',
  },
  {
    id: 'sd-battle-counter-stays',
    file: 'engine/twgp/log-counter-variants.ts',
    function: 'takeSdCounters',
    clauses: ['twgp.card-type.log-counter.note.sd-counter-grids'],
    find: '  const left = (all ?? []).filter((c) => !laid.includes(c.square));',
    replace: '  const left = all ?? [];',
    why: 'a skipped step: a battle-grid log counter turned up stays on its square as well as going to the log',
  },
  {
    id: 'sd-battle-counter-any-square',
    file: 'engine/twgp/log-counter-variants.ts',
    function: 'sdCounterRefusal',
    clauses: ['twgp.card-type.log-counter.note.sd-counter-grids'],
    find: '  const badLaid = laid.find((q, i) => !laidAllowed.includes(q) || laid.indexOf(q) !== i);',
    replace: '  const badLaid = undefined as number | undefined;',
    why: 'a dropped check: any battle square is accepted as a log counter to turn up',
  },
];
