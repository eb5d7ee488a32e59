/**
 * Chapter 25, ユニット・スキル (spec/twgp/25-unit-skills.md): バースト・チャージ
 * (twgp.unit-skill.burst-charge), the offence skill of units of computed power 04–05 under the
 * option unit-skills.
 *
 * The skill is an outer declaration (it changes another player's cards,
 * twgp.declare.note.inner-outer): its cost — three or more surge cards to the storage and the unit
 * from face-up upright to face-up sideways — is paid when it is declared (twgp.cost.pay-in-full);
 * at its resolution the forced player downloads and, if the setup was forced, takes charge cards
 * into the hand, choosing them, until six (the window burst-setup).
 */
import { violation, type Failure } from '../core/violation.ts';
import { isUpright, readIndices, readRef } from './attack.ts';
import { spendSurge } from './assault.ts';
import { isChargeCard, setMode } from './field.ts';
import { downloadable, downloadCards } from './resources.ts';
import type { ActionRule, Resolver, TwgpEvent } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { HAND_LIMIT } from './sequence-actions.ts';
import { seatOf, unitAt, withSeat, type BurstChargeDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { computedPower } from './status.ts';
import { drainCount, drainSpends, readDrain, sDrainRefusal, spendDrain, type DrainSource } from './master-skills.ts';
import { advantage, declareOuter } from './timing.ts';
import { unitSkillsOn } from './unit-skills.ts';

/** Surge cards the skill sends to the storage (twgp.unit-skill.burst-charge); more may be sent (twgp.unit-skill.burst-charge.cap). */
export const BURST_SURGE = 3;
/** The most downloads it forces, however much surge is sent (twgp.unit-skill.burst-charge.cap). */
export const BURST_DOWNLOADS = 3;

export interface BurstChargeAction {
  type: 'burst-charge';
  /** The unit using the skill: computed power 04–05, controlled by the player, face-up upright. */
  unit: UnitRef;
  /** The other player forced (one player: twgp.unit-skill.burst-charge.note.choices). */
  player: PlayerId;
  /** Indices of the user's surge cards sent to the storage, three or more. */
  surge: number[];
  /** Downloads forced, 0–3 (twgp.unit-skill.burst-charge.download, twgp.unit-skill.burst-charge.cap). */
  downloads: number;
  /** Whether the setup up to six hand cards is forced (twgp.unit-skill.burst-charge.setup). */
  setup: boolean;
  /** Option master-skills: other players' surge cards spent as the user's own by S-drain (twgp.master-skill.note.s-drain); absent: none. */
  drain?: DrainSource[];
}

/**
 * Why the burst charge is refused: the option (twgp.unit-skill.option); at Advantage, holding
 * the right of action in the battle sequence or in answer to a declaration, the right to target
 * not needed (twgp.unit-skill.burst-charge.timing, twgp.unit-skill.burst-charge.no-target-right);
 * a face-up upright unit the player controls, hacked ones included, of computed power 04–05
 * (twgp.unit-skill.burst-charge.who, twgp.unit-skill.note.which-power); another player still in
 * the game; three or more of the user's own surge cards — with S-drain, other players' surge
 * counted as the user's own (twgp.master-skill.s-drain, twgp.master-skill.note.s-drain); at least one of the two forcings; at
 * most three downloads (twgp.unit-skill.burst-charge.cap), within the forced player's empty
 * charge squares and cards (twgp.unit-skill.burst-charge.download).
 */
export function burstRefusal(state: TwgpState, player: PlayerId, action: BurstChargeAction): Failure | null {
  if (!unitSkillsOn(state)) return violation('twgp.unit-skill.option', 'unit skills are an option (unit-skills) this game has not adopted');
  if (!advantage(state, player) || (state.window.kind !== 'battle' && state.window.kind !== 'respond')) return violation('twgp.unit-skill.burst-charge.timing', `${player} may burst charge only at Advantage, holding the right of action`);
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.unit-skill.burst-charge.who', `there is no unit under ${player}'s control at ${action.unit.player}'s square ${action.unit.square}`);
  const power = computedPower(unit);
  if (power < 4 || power > 5) return violation('twgp.unit-skill.burst-charge.who', `${unit.card.name} has computed power ${power}: burst charge takes a unit of computed power 04–05`);
  if (!isUpright(unit)) return violation('twgp.unit-skill.burst-charge', `${unit.card.name} is ${unit.mode}: the skill turns a face-up upright unit sideways`);
  const forced = seatOf(state, action.player);
  if (!forced || forced.lost || action.player === player) return violation('twgp.unit-skill.burst-charge', `${action.player} is not another player in the game`);
  const surge = seatOf(state, player)!.surge;
  // twgp.master-skill.note.s-drain: other players' surge, spent by S-drain, pays as the user's own.
  const drained = sDrainRefusal(state, player, action.drain ?? []);
  if (drained) return drained;
  if (action.surge.length + drainCount(action.drain) < BURST_SURGE || action.surge.some((i) => i >= surge.length)) return violation('twgp.unit-skill.burst-charge', `the skill sends ${BURST_SURGE} or more of ${player}'s own surge cards to the storage (${player} has ${surge.length})`);
  if (action.downloads > BURST_DOWNLOADS) return violation('twgp.unit-skill.burst-charge.cap', `a burst charge forces at most ${BURST_DOWNLOADS} downloads, whatever surge is sent (${action.surge.length})`);
  const room = downloadable(forced);
  if (action.downloads > room) return violation('twgp.unit-skill.burst-charge.download', `${action.player} can download ${room} now (empty charge squares, cards left)`);
  if (!action.downloads && !action.setup) return violation('twgp.unit-skill.burst-charge', 'a burst charge forces downloads, the setup, or both');
  return null;
}

export const burstChargeRule: ActionRule<BurstChargeAction> = {
  type: 'burst-charge',
  fields: ['type', 'unit', 'player', 'surge', 'downloads', 'setup', 'drain'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (typeof v.player !== 'string') errors.push({ path: 'action.player', message: 'must be the name of the player forced' });
    const surge = readIndices(v.surge, 'action.surge', errors, 6);
    if (!Number.isSafeInteger(v.downloads) || (v.downloads as number) < 0) errors.push({ path: 'action.downloads', message: 'must be a number of downloads, 0 or more' });
    if (typeof v.setup !== 'boolean') errors.push({ path: 'action.setup', message: 'must be true or false' });
    const drain = readDrain(state, v.drain, 'action.drain', errors);
    if (!unit || !surge || !drain || typeof v.player !== 'string' || !Number.isSafeInteger(v.downloads) || (v.downloads as number) < 0 || typeof v.setup !== 'boolean') return undefined;
    return { type: 'burst-charge', unit, player: v.player, surge, downloads: v.downloads as number, setup: v.setup, ...(drain.length ? { drain } : {}) };
  },
  /**
   * The first three surge cards (one canonical choice: which surge cards go does not matter, and
   * more than three changes nothing); with fewer and S-drain, all of one's own and the rest from
   * the other players' (master-skills.ts drainSpends).
   */
  offers(state, player) {
    if (!unitSkillsOn(state) || !advantage(state, player)) return [];
    const own = seatOf(state, player)!.surge.length;
    const pay = own >= BURST_SURGE ? { surge: [0, 1, 2], drain: [] } : drainSpends(state, player, BURST_SURGE)[0];
    if (!pay) return [];
    const out: BurstChargeAction[] = [];
    const { surge } = pay;
    const drain = pay.drain.length ? { drain: pay.drain } : {};
    for (const seat of state.seats) {
      seat.battleGrid.forEach((u, square) => {
        if (!u || u.controller !== player) return;
        for (const other of state.seats) {
          for (let downloads = 0; downloads <= BURST_DOWNLOADS; downloads++) {
            for (const setup of [false, true]) {
              const action: BurstChargeAction = { type: 'burst-charge', unit: { player: seat.player, square }, player: other.player, surge, downloads, setup, ...drain };
              if (!burstRefusal(state, player, action)) out.push(action);
            }
          }
        }
      });
    }
    return out;
  },
  refusal: burstRefusal,
  /** The cost is paid (surge to the storage, the unit face-up sideways), then the declaration goes on the stack and the right passes to the forced player (twgp.declare.outer). */
  perform(state, player, action) {
    const own = spendSurge(state, player, action.surge);
    const drained = spendDrain(own.state, player, action.drain ?? []); // twgp.master-skill.note.s-drain
    const spent = { state: drained.state, events: [...own.events, ...drained.events] };
    const unit = unitAt(spent.state, action.unit)!;
    const turned = setMode(spent.state, action.unit, unit.mode === 'Hack-Active' ? 'Hack-Save' : 'Save');
    const declaration: BurstChargeDeclaration = {
      kind: 'burst-charge', by: player, affects: action.player, sightOn: true,
      attacker: action.unit, attackerUid: unit.uid, downloads: action.downloads, setup: action.setup,
    };
    const declared = declareOuter(turned, declaration);
    return {
      state: declared.state,
      events: [{ type: 'burst-charge-declared', player, unit: action.unit, forced: action.player, downloads: action.downloads, setup: action.setup }, ...spent.events, { type: 'mode', unit: action.unit, mode: unitAt(turned, action.unit)!.mode }, ...declared.events],
    };
  },
};

/** Whether the forced player still has a setup to make: fewer than six hand cards and a charge card left (twgp.unit-skill.burst-charge.setup). */
function setupLeft(state: TwgpState, player: PlayerId): boolean {
  const seat = seatOf(state, player)!;
  return !seat.lost && seat.hand.length < HAND_LIMIT && seat.chargeGrid.some((c) => isChargeCard(c));
}

/**
 * Resolves a burst charge: the forced player downloads as many as were declared, as many as
 * their charge grid and cards allow now (twgp.unit-skill.burst-charge.download); then, if the
 * setup was forced, their window burst-setup is queued (twgp.unit-skill.burst-charge.setup).
 */
export const resolveBurstCharge: Resolver<BurstChargeDeclaration> = (state, d) => {
  const seat = seatOf(state, d.affects)!;
  const loaded = downloadCards(state, d.affects, Math.min(d.downloads, downloadable(seat)));
  const events: TwgpEvent[] = [{ type: 'burst-charge', forced: d.affects, downloads: loaded.count, setup: d.setup, clause: 'twgp.unit-skill.burst-charge' }, ...loaded.events];
  const next = d.setup && setupLeft(loaded.state, d.affects) ? queueFirst(loaded.state, { kind: 'burst-setup', player: d.affects }) : loaded.state;
  return { state: next, events };
};

/**
 * The forced setup (twgp.unit-skill.burst-charge.setup, twgp.unit-skill.burst-charge.note.choices):
 * the forced player chooses a charge card of theirs to add to the hand, one at a time; the
 * window closes when the hand holds six or no charge card is left. It cannot be declined.
 */
export const burstSetupRule: ActionRule<{ type: 'burst-setup'; square: number }> = {
  type: 'burst-setup',
  fields: ['type', 'square'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.square) && (v.square as number) >= 0) return { type: 'burst-setup', square: v.square as number };
    return void errors.push({ path: 'action.square', message: 'must be a charge-grid square, from 0' });
  },
  offers(state, player) {
    if (state.window.kind !== 'burst-setup' || state.window.player !== player) return [];
    return seatOf(state, player)!.chargeGrid.flatMap((c, square) => (isChargeCard(c) ? [{ type: 'burst-setup' as const, square }] : []));
  },
  refusal(state, player, action) {
    if (state.window.kind !== 'burst-setup' || state.window.player !== player) return violation('twgp.unit-skill.burst-charge.setup', `${player} has no forced setup to make now`);
    return isChargeCard(seatOf(state, player)!.chargeGrid[action.square]) ? null : violation('twgp.field.charge-card', `${player}'s charge square ${action.square} holds no charge card`);
  },
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.chargeGrid[action.square]!.card;
    const next = withSeat(state, { ...seat, hand: [...seat.hand, card], chargeGrid: seat.chargeGrid.map((c, i) => (i === action.square ? null : c)) });
    const events: TwgpEvent[] = [{ type: 'setup', player, square: action.square, clause: 'twgp.unit-skill.burst-charge.setup' }];
    return { state: setupLeft(next, player) ? next : nextWindow(next), events };
  },
};

export const BURST_RULES = [burstChargeRule, burstSetupRule];
