/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): チャージ・ブースト (twgp.attack.charge-boost).
 * The downloads are made with the declaration; the execution and achievement conditions are
 * judged when the declaration resolves (twgp.attack.charge-boost.execute).
 */
import { jammingRefusal } from './master-skills.ts';
import { evaded } from './drive.ts';
import { attackingUnits, bondsFields, bondsRefusal, bondsSets, readBonds, synchroPower } from './bonds.ts';
import { optionOn } from './options.ts';
import { overLoadAtDeclaration, overLoadRefusal, overOf, withOverLoads } from './over-skills.ts';
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, isUpright, opponentUnits, ownUnits, readIndices, readRef, sameUnit } from './attack.ts';
import { rechargeCards, zeroSpurtOffers, zeroSpurtRefusal } from './deck-exhaustion.ts';
import { removeUnit, setMode } from './field.ts';
import { downloadable, downloadCards, pileLimitRefusal } from './resources.ts';
import type { ActionRule, Performed, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, type ChargeBoostDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { computedPower, computedSpeed, isFaster, slowedSpeed } from './status.ts';
import { declareOuter } from './timing.ts';

export interface ChargeBoostAction {
  type: 'charge-boost';
  attacker: UnitRef;
  target: UnitRef;
  /** Cards downloaded to boost the attacker (twgp.attack.charge-boost.downloads). */
  downloads: number;
  /** Hand cards recharged face down to the charge grid in place of downloads once the pile is out (twgp.zero-spurt.charge-boost); absent: none. */
  recharge?: number[];
  /** Option bonds: the units bonded to the attacker in one synchro (twgp.bonds.who, bonds.ts); absent: none. */
  bonds?: UnitRef[];
  /** Option over-skills: face-down vitals the attacker turns for an over load with the declaration (twgp.over-skill.over-load.do, over-skills.ts); absent: none. */
  overLoad?: number;
}

/** Why `player` may not make this charge boost, or null (the chapter's legality clauses in its order). */
export function chargeBoostRefusal(state: TwgpState, player: PlayerId, action: ChargeBoostAction): Failure | null {
  const refused = attackerRefusal(state, player, action.attacker, 'twgp.attack.charge-boost.timing');
  if (refused) return refused;
  const attacker = unitAt(state, action.attacker)!;
  // twgp.attack.charge-boost.zero-limit: base power 00 cannot charge boost.
  if (attacker.card.power === 0) return violation('twgp.attack.charge-boost.zero-limit', 'the attacker has base power 00');
  // twgp.attack.charge-boost.target: one face-up upright unit an opponent controls.
  const target = unitAt(state, action.target);
  if (!target) return violation('twgp.attack.charge-boost.target', `there is no unit at ${action.target.player}'s square ${action.target.square}`);
  if (target.controller === player) return violation('twgp.attack.charge-boost.target', "the target is not an opponent's unit");
  if (!isUpright(target)) return violation('twgp.attack.charge-boost.target', `the target is ${target.mode}, not face-up upright`);
  const jammed = jammingRefusal(target, player); // twgp.master-skill.s-jamming
  if (jammed) return jammed;
  // twgp.attack.charge-boost.downloads: any whole number of cards, zero or more.
  if (!Number.isSafeInteger(action.downloads) || action.downloads < 0) {
    return violation('twgp.attack.charge-boost.downloads', `downloads must be a whole number ≥ 0, got ${action.downloads}`);
  }
  return downloadRefusal(state, player, action.downloads) ?? zeroSpurtRefusal(state, player, action.downloads, action.recharge ?? [])
    ?? bondsRefusal(state, player, action.attacker, action.bonds ?? [], 0)
    ?? overLoadRefusal(state, player, action.overLoad ?? 0, [action.attacker, ...(action.bonds ?? [])]);
}

/**
 * Each download takes the pile's top card (twgp.field.download): a chosen count beyond the cards
 * the pile can still give is refused (twgp.field.download.pile-limit), as is one beyond the empty
 * charge squares (twgp.field.charge-grid.capacity).
 */
function downloadRefusal(state: TwgpState, player: PlayerId, n: number): Failure | null {
  const seat = seatOf(state, player)!;
  const beyondPile = pileLimitRefusal(seat, n);
  if (beyondPile) return beyondPile;
  const room = seat.chargeGrid.filter((c) => c === null).length;
  if (n > room) return violation('twgp.field.charge-grid.capacity', `${player}'s charge grid has ${room} empty squares; cannot download ${n}`);
  return null;
}

export const chargeBoostRule: ActionRule<ChargeBoostAction> = {
  type: 'charge-boost',
  fields: ['type', 'attacker', 'target', 'downloads', 'recharge', 'bonds', 'overLoad'],
  read(state, v, errors) {
    const attacker = readRef(state, v.attacker, 'action.attacker', errors);
    const target = readRef(state, v.target, 'action.target', errors);
    if (typeof v.downloads !== 'number') errors.push({ path: 'action.downloads', message: 'must be a number of cards' });
    const recharge = readIndices(v.recharge, 'action.recharge', errors, 99);
    const bonds = readBonds(state, v.bonds, 'action.bonds', errors);
    if (v.overLoad !== undefined && !Number.isSafeInteger(v.overLoad)) errors.push({ path: 'action.overLoad', message: 'must be the number of face-down vitals turned for an over load' });
    if (!attacker || !target || typeof v.downloads !== 'number' || !recharge || !bonds || (v.overLoad !== undefined && !Number.isSafeInteger(v.overLoad))) return undefined;
    const action: ChargeBoostAction = recharge.length ? { type: 'charge-boost', attacker, target, downloads: v.downloads, recharge } : { type: 'charge-boost', attacker, target, downloads: v.downloads };
    if (bonds.length) action.bonds = bonds;
    if (v.overLoad !== undefined && v.overLoad !== 0) action.overLoad = v.overLoad as number;
    return action;
  },
  offers(state, player) {
    if (state.window.kind !== 'battle' || state.right !== player || state.turn.player !== player) return [];
    const most = downloadable(seatOf(state, player)!);
    const out: ChargeBoostAction[] = [];
    for (const a of ownUnits(state, player)) {
      for (const t of opponentUnits(state, player)) {
        for (let downloads = 0; downloads <= most; downloads++) {
          const action: ChargeBoostAction = { type: 'charge-boost', attacker: a.ref, target: t.ref, downloads };
          if (!chargeBoostRefusal(state, player, action)) out.push(action);
          // The zero spurt: recharged hand cards make up more boost, the first hand cards canonically (zeroSpurtOffers).
          if (downloads === most) for (const recharge of zeroSpurtOffers(state, player, downloads)) {
            const more: ChargeBoostAction = { ...action, recharge };
            if (!chargeBoostRefusal(state, player, more)) out.push(more);
          }
        }
      }
    }
    // Bonded synchros, canonically ordered (bonds.ts bondsSets); each with the attacker's over loads (over-skills.ts).
    for (const set of bondsSets(state, player)) {
      for (const t of opponentUnits(state, player)) {
        for (let downloads = 0; downloads <= most; downloads++) {
          const action: ChargeBoostAction = { type: 'charge-boost', attacker: set[0]!, target: t.ref, downloads, bonds: set.slice(1) };
          if (!chargeBoostRefusal(state, player, action)) out.push(action);
        }
      }
    }
    return withOverLoads(state, player, out, (a) => chargeBoostRefusal(state, player, a));
  },
  refusal: chargeBoostRefusal,
  perform(state, player, action) {
    const downloaded = downloadCards(state, player, action.downloads);
    const recharged = rechargeCards(downloaded.state, player, action.recharge ?? []);
    const loaded = { state: recharged.state, events: [...downloaded.events, ...recharged.events] };
    const target = unitAt(state, action.target)!;
    const declaration: ChargeBoostDeclaration = {
      kind: 'charge-boost', by: player, affects: target.controller, sightOn: true,
      attacker: action.attacker, target: action.target,
      attackerUid: unitAt(state, action.attacker)!.uid, targetUid: target.uid, downloads: action.downloads,
      ...(action.recharge?.length ? { recharged: action.recharge.length } : {}),
      ...bondsFields(state, action.bonds ?? []),
    };
    const declared = declareOuter(loaded.state, declaration);
    const bonded = action.bonds?.length ? { bonds: action.bonds } : {};
    const done = { state: declared.state, events: [{ type: 'charge-boost-declared', attacker: action.attacker, target: action.target, downloads: action.downloads, ...bonded }, ...loaded.events, ...declared.events] };
    // An over load declared with the attack: the attacker turns the vitals now (over-skills.ts).
    return overLoadAtDeclaration(done, player, action.overLoad ?? 0, action.attacker);
  },
};

/**
 * Resolves a charge boost: the execution condition, the attacker faster than the target
 * now (twgp.attack.charge-boost.execute, twgp.attack.charge-boost.weapon-removal), then
 * the achievement condition, boost power ≥ the target's computed power
 * (twgp.attack.charge-boost.achieve): only the target is logged out and the attacker turns
 * face-up sideways (twgp.attack.charge-boost.attacker-sideways). On a miss or a failure
 * nothing moves (twgp.attack.charge-boost.no-discard-on-failure) and the downloads stay
 * (twgp.attack.charge-boost.downloads-remain).
 */
export const resolveChargeBoost: Resolver<ChargeBoostDeclaration> = (state, d) => {
  // The attacking side: the attacker, and with bonds the bonded units still in its synchro (bonds.ts).
  const side = attackingUnits(state, d);
  const attacker = side[0]?.unit;
  if (!attacker) return { state, events: [{ type: 'fizzle', declaration: 'charge-boost', clause: 'twgp.attack.charge-boost.downloads-remain', reason: 'the attacker has left the field; the downloaded cards stay' }] };
  const target = sameUnit(state, d.target, d.targetUid);
  // The target made a material of a drive: the lock-on is lost (twgp.drive.power.evade).
  if (!target && !unitAt(state, d.target)) return side.reduce<Performed>((p, u) => { const e = evaded(p.state, u.ref); return { state: e.state, events: [...p.events, ...e.events] }; }, { state, events: [] });
  if (!target || !isUpright(target)) {
    // The target is gone, split or turned (twgp.attack.charge-boost.example.defusion): the attack misses.
    return { state, events: [{ type: 'charge-boost', attacker: d.attacker, target: d.target, downloads: d.downloads, outcome: 'miss', clause: 'twgp.attack.charge-boost.execute' }] };
  }
  const base = {
    type: 'charge-boost', attacker: d.attacker, target: d.target, downloads: d.downloads,
    // twgp.status.power.boost, twgp.zero-spurt.note.boost-amount; a bonded synchro boosts its synchro power (twgp.bonds.note.attack),
    // an over load adds its over power to its side (twgp.over-skill.note.over-load-target).
    boostPower: synchroPower(side.map((u) => u.unit)) + d.downloads + (d.recharged ?? 0) + overOf(d).attack,
    targetPower: computedPower(target) + overOf(d).defense,
    // A synchro's speed is its slowest unit's (twgp.status.speed.synchro); over power changes
    // no speed (twgp.over-skill.note.speed) unless the reading over-power-slows is played.
    attackerSpeed: Math.min(...side.map((u) => slowedSpeed(u.unit, overSlowing(state, overOf(d).attack)))),
    targetSpeed: slowedSpeed(target, overSlowing(state, overOf(d).defense)),
    ...(side.length > 1 ? { attackers: side.map((u) => u.ref) } : {}),
  };
  if (!(base.attackerSpeed > base.targetSpeed)) return { state, events: [{ ...base, outcome: 'miss', clause: 'twgp.attack.charge-boost.execute' }] };
  // A charge shield adds its downloads to what the boost must reach (twgp.unit-skill.charge-shield.achieve, sublimation-skills.ts).
  if (d.shield) {
    const shielded = { ...base, shield: d.shield };
    if (base.boostPower < base.targetPower + d.shield) return { state, events: [{ ...shielded, outcome: 'failed', clause: 'twgp.unit-skill.charge-shield.achieve' }] };
  }
  if (base.boostPower < base.targetPower) return { state, events: [{ ...base, outcome: 'failed', clause: 'twgp.attack.charge-boost.achieve' }] };
  const events: TwgpEvent[] = [{ ...base, ...(d.shield ? { shield: d.shield } : {}), outcome: 'achieved', clause: 'twgp.attack.charge-boost.achieve' }];
  const removed = removeUnit(state, d.target, [attacker.card]); // the attacker fought it (twgp.phase-device.variant.attribute)
  events.push(...removed.events);
  // Every unit of the attacking side turns face-up sideways (twgp.attack.charge-boost.attacker-sideways, twgp.bonds.note.attack).
  let next = removed.state;
  for (const u of side) {
    next = setMode(next, u.ref, u.unit.mode === 'Hack-Active' ? 'Hack-Save' : 'Save');
    events.push({ type: 'mode', unit: u.ref, mode: unitAt(next, u.ref)!.mode });
  }
  return { state: next, events };
};

/**
 * The over power that slows a side's speed: none (twgp.over-skill.note.speed: over power is
 * added for the comparison of power only), or all of it under the reading over-power-slows,
 * which treats it like weapons (twgp.status.speed.weapon).
 */
function overSlowing(state: TwgpState, over: number): number {
  return optionOn(state, 'over-power-slows') ? over : 0;
}
