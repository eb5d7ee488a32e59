/**
 * Undoing a fusion, as far as the charge-boost example needs it
 * (twgp.attack.charge-boost.note.defusion).
 */
import { violation, type Applied } from '../core/violation.ts';
import { plainUnit, type TwgpState, type Unit } from './state.ts';

export interface DefuseAction {
  type: 'defuse';
  unit: string;
}

export interface Defused {
  type: 'defused';
  unit: string;
  /** IDs of the units it split into: `<id>/1`, `<id>/2`, … */
  into: string[];
}

/** Splits a fused unit into its materials, each keeping the fusion's face and orientation. */
export function defuse(state: TwgpState, action: DefuseAction): Applied<TwgpState, Defused> {
  const NOTE = 'twgp.attack.charge-boost.note.defusion';
  const index = state.units.findIndex((u) => u.id === action.unit);
  const unit = state.units[index];
  if (!unit) return violation(NOTE, `no unit '${action.unit}' is on the battle grids`);
  if (unit.materials.length < 2) return violation(NOTE, `unit '${unit.id}' is not a fusion of two or more materials`);
  // The source does not say where weapons go when a fusion splits; refuse rather than lose cards.
  if (unit.weapons > 0) return violation(NOTE, `unit '${unit.id}' carries weapons; undoing such a fusion is not defined`);
  const parts: Unit[] = unit.materials.map((power, i) => ({
    ...plainUnit(`${unit.id}/${i + 1}`, unit.owner, power),
    face: unit.face,
    orientation: unit.orientation,
  }));
  const units = [...state.units.slice(0, index), ...parts, ...state.units.slice(index + 1)];
  return { ok: true, state: { ...state, units }, events: [{ type: 'defused', unit: unit.id, into: parts.map((p) => p.id) }] };
}
