/**
 * Chapter 03, スキルの種別・維持・対象 (spec/kakushin/03-skill-types.md): sword arts and
 * magic, attributes, selecting skills by class in plans, and the reduction of gained panels
 * by maintained skills.
 */
import { PANEL_KINDS, type Maintenance, type PanelKind, type SkillDef, type SkillSelector } from './types.ts';

/** kakushin.skill.kind.sword-art: a cost with 剣 makes a sword art, otherwise magic. */
export function isSwordArt(skill: SkillDef): boolean {
  return skill.cost.includes('剣');
}

/** kakushin.skill.attribute: every panel kind in the cost is an attribute; 白 gives none. */
export function attributesOf(skill: SkillDef): PanelKind[] {
  return PANEL_KINDS.filter((k) => skill.cost.includes(k));
}

/** Whether a plan's skill selector names this skill (kakushin.skill.attribute.plan). */
export function matchesSelector(selector: SkillSelector, skill: SkillDef): boolean {
  switch (selector.by) {
    case 'name':
      return skill.name === selector.name || skill.reading === selector.name;
    case 'all':
      return true;
    case 'sword-art':
      return isSwordArt(skill);
    case 'magic':
      return !isSwordArt(skill);
    case 'class':
      return (
        (selector.attribute === undefined || attributesOf(skill).includes(selector.attribute)) &&
        (selector.category === undefined || skill.categories.includes(selector.category))
      );
  }
}

export type PanelCounts = Record<PanelKind, number>;

export interface Reduction {
  /** Panels still to be gained after the kept maintenances. */
  gain: PanelCounts;
  /** Kinds taken off, in order. */
  reduced: PanelKind[];
  /** Maintenances that stay. */
  kept: Maintenance[];
  /** Maintenances released for want of panels (kakushin.maintain.shortfall). */
  released: Maintenance[];
}

/**
 * Reduces the panels to be gained by each maintained skill's cost, oldest first
 * (kakushin.maintain.reduce, kakushin.maintain.shortfall, kakushin.qa.multi-maintain,
 * kakushin.maintain.note-instances). Kinds in the cost take that kind; 白 takes the first
 * kind left in `whiteOrder` (kakushin.qa.white-reduction). With `allOrNone` (the reading
 * 'shortfall-releases-all'), the costs are taken together, and if they do not all fit, every
 * maintenance is released and nothing is reduced.
 */
export function reduceGain(gain: PanelCounts, maintenance: readonly Maintenance[], whiteOrder: readonly PanelKind[], allOrNone = false): Reduction {
  if (allOrNone && maintenance.length > 0) {
    const together = reduceGain(gain, [{ skill: '', cost: maintenance.flatMap((m) => m.cost), guard: 0 }], whiteOrder);
    return together.released.length > 0
      ? { gain: { ...gain }, reduced: [], kept: [], released: [...maintenance] }
      : { ...together, kept: [...maintenance] };
  }
  let left = { ...gain };
  const reduced: PanelKind[] = [];
  const kept: Maintenance[] = [];
  const released: Maintenance[] = [];
  for (const m of maintenance) {
    const trial = { ...left };
    const taken: PanelKind[] = [];
    let short = false;
    // Named kinds first, then 白 from what is left, so a 白 never takes a kind the same cost names.
    for (const symbol of [...m.cost.filter((s) => s !== '白'), ...m.cost.filter((s) => s === '白')]) {
      const kind = symbol === '白' ? whiteOrder.find((k) => trial[k] > 0) : symbol;
      if (kind === undefined || trial[kind] <= 0) {
        short = true;
        break;
      }
      trial[kind] -= 1;
      taken.push(kind);
    }
    if (short) released.push(m);
    else {
      left = trial;
      reduced.push(...taken);
      kept.push(m);
    }
  }
  return { gain: left, reduced, kept, released };
}
