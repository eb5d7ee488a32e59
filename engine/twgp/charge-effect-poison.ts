/**
 * A unit whose name holds poison, venom, toxi or 毒 works ポイズン when it fights an assault,
 * whether it wins or loses (twgp.charge-effect.poison.named-unit, twgp.card-type.weapon.poison-unit;
 * option charge-effects): once the assault is judged — its comparison counting the weapons
 * as they were (twgp.charge-effect.poison.note.named-unit-timing) — every weapon under the
 * units of the other side still on the field goes to its owner's log; a base-00 unit keeps
 * its weapons (twgp.charge-effect.poison.zero), and so does one a counting ポーション guards
 * (twgp.charge-effect.potion.note.span). A synchro is one side: its units are poisoned
 * together, and a poison-named unit bonded to the attacker poisons too (twgp.bonds.poison).
 * It wraps the assault's resolver (chapters.ts).
 */
import { sameUnit } from './attack.ts';
import { chargeEffectsOn } from './charge-effect.ts';
import { logOutCards, setUnit } from './field.ts';
import type { Resolver, TwgpEvent } from './rules.ts';
import type { AssaultDeclaration, TwgpState, UnitRef } from './state.ts';
import { basePower } from './status.ts';
import { poisonNamed } from './card.ts';
import { attackingUnits } from './bonds.ts';


type Fighter = { ref: UnitRef; uid: number; poison: boolean };

/** The assault's resolver, followed by the poison of the poison-named units that fought it. */
export function withPoisonUnits(resolve: Resolver<AssaultDeclaration>): Resolver<AssaultDeclaration> {
  return (state, d) => {
    if (!chargeEffectsOn(state)) return resolve(state, d);
    const fighter = (ref: UnitRef, uid: number | undefined): Fighter[] => {
      const u = uid === undefined ? null : sameUnit(state, ref, uid);
      return u ? [{ ref, uid: u.uid, poison: poisonNamed(u.card.name) }] : [];
    };
    // The attacking side is the attacker and the units bonded to it, one target as a whole (twgp.bonds.poison, bonds.ts attackingUnits).
    const attackers = attackingUnits(state, d).flatMap((u) => fighter(u.ref, u.unit.uid));
    const defenders = [...fighter(d.target, d.targetUid), ...d.intercept.flatMap((r, i) => fighter(r, d.interceptUids?.[i]))];
    const done = resolve(state, d);
    if (!done.events.some((e) => e.type === 'assault')) return done;
    let next = done.state;
    const events: TwgpEvent[] = [];
    for (const [side, other] of [[attackers, defenders], [defenders, attackers]] as const) {
      const source = side.find((f) => f.poison);
      if (!source) continue;
      for (const f of other) {
        const u = sameUnit(next, f.ref, f.uid);
        if (!u) continue;
        const guarded = next.seats.some((s) => s.chargeGrid.some((p) => p?.count && p.guards?.includes(u.uid)));
        // No weapon to take: it still takes no new one this battle (twgp.charge-effect.poison.note.duration).
        if (!u.weapons.length) {
          if (basePower(u) !== 0 && !guarded) next = setUnit(next, f.ref, { ...u, poisoned: true });
          continue;
        }
        if (basePower(u) === 0) { events.push({ type: 'poison-unit', unit: f.ref, outcome: 'void', clause: 'twgp.charge-effect.poison.zero' }); continue; }
        if (guarded) { events.push({ type: 'poison-unit', unit: f.ref, outcome: 'void', clause: 'twgp.charge-effect.potion.note.span' }); continue; }
        const out = logOutCards(setUnit(next, f.ref, { ...u, weapons: [], poisoned: true }), f.ref.player, u.weapons);
        next = out.state;
        events.push({ type: 'poison-unit', by: source.ref, unit: f.ref, weapons: u.weapons.length, outcome: 'achieved', clause: 'twgp.charge-effect.poison.named-unit' }, ...out.events);
      }
    }
    return { state: next, events: [...done.events, ...events] };
  };
}
