/**
 * Spec chapter 07 (場札戦闘): a field battle from the attack to its settlement — the
 * support step, the judgement, defeats, the penetrating direct and the Joker.
 */
import { violation, type Violation } from '../core/violation.ts';
import { beats, isFaceCard, JOKER, rankOf } from './cards.ts';
import { defeat, findFieldCard, naturalSign, ownPower } from './field.ts';
import { plays } from './readings.ts';
import { area, other, takeCard, type FieldCard, type JgState, type PlayerId, type Sign, type Step, type SupportEffects } from './state.ts';

export const PENETRATION_POWER = 11;

const noEffects = (): SupportEffects => ({ boost: 0, sign: null, chains: [] });

/**
 * janken-gear.battle.start: the attack opens a field battle between the two field cards;
 * janken-gear.battle.support-step: the defender acts first.
 */
export function openBattle(step: Step, attacker: PlayerId, attackerCard: string, defenderCard: string): void {
  const s = step.state;
  const defender = other(s, attacker);
  s.battle = {
    attacker,
    defender,
    attackerCard,
    defenderCard,
    effects: { [attacker]: noEffects(), [defender]: noEffects() },
    toAct: defender,
    passes: 0,
  };
  s.phase = 'support';
  step.events.push({ type: 'battle-started', attacker, attackerCard, defenderCard });
}

/**
 * janken-gear.battle.support-step: a pass hands the step to the other player; the second
 * pass in a row ends it. Returns whether the battle is now to be settled.
 */
export function passSupport(step: Step, player: PlayerId): boolean {
  const b = step.state.battle!;
  b.passes += 1;
  step.events.push({ type: 'passed', player });
  if (b.passes >= 2) return true;
  b.toAct = other(step.state, player);
  return false;
}

/** After a card is used in the support step, the other player acts and the pass count restarts. */
export function handOver(step: Step, player: PlayerId): void {
  const b = step.state.battle!;
  b.passes = 0;
  b.toAct = other(step.state, player);
  step.state.active = true;
}

/** Why `player` may not use the Joker now, or null (janken-gear.battle.joker.timing). */
export function jokerProblem(state: JgState, player: PlayerId): Violation | null {
  if (state.battle?.defender !== player) {
    return violation('janken-gear.battle.joker.timing', 'only the defender may use the Joker, during the support step of a field battle').violation;
  }
  if (!area(state, player).hand.includes(JOKER)) {
    return violation('janken-gear.battle.joker.timing', `${player} has no Joker in hand`).violation;
  }
  return null;
}

/**
 * janken-gear.battle.joker: the battle ends unsettled — both field cards stay, the support
 * effects vanish (janken-gear.diamond.expire) and the Joker goes to the discard pile. The
 * caller then ends the turn so that the Joker's player takes the next one.
 */
export function useJoker(step: Step, player: PlayerId): void {
  const a = area(step.state, player);
  takeCard(a.hand, JOKER);
  a.discard.push(JOKER);
  step.state.battle = null;
  step.state.active = true;
  step.events.push({ type: 'joker-used', player });
}

export interface Judgement {
  winner: 'attacker' | 'defender' | 'both-defeated';
  clause: string;
  attackerPower: number;
  defenderPower: number;
}

/** An A alone, for janken-gear.battle.judge.ace. */
const isLoneAce = (f: FieldCard) => f.cards.length === 1 && rankOf(f.cards[0]!) === 'A';
const hasFaceCard = (f: FieldCard) => f.cards.some(isFaceCard);

/** janken-gear.battle.judge.ace: a lone A beats a field card holding a face card; null if neither is so. */
function aceJudgement(att: FieldCard, def: FieldCard): 'attacker' | 'defender' | null {
  if (isLoneAce(att) && hasFaceCard(def)) return 'attacker';
  if (isLoneAce(def) && hasFaceCard(att)) return 'defender';
  return null;
}

/**
 * janken-gear.battle.judge: compares two field cards with their support effects, in order
 * janken-gear.battle.judge.ace, .janken, .power, .tie; the first that decides wins. With
 * `aceOnSameSign` (the reading ace-on-same-sign of janken-gear.battle.note.ace) the A rule
 * comes after the janken, as an exception to the power comparison only.
 */
export function judge(att: FieldCard, attFx: SupportEffects, def: FieldCard, defFx: SupportEffects, aceOnSameSign = false): Judgement {
  const attackerPower = ownPower(att) + attFx.boost;
  const defenderPower = ownPower(def) + defFx.boost;
  const at = { attackerPower, defenderPower };
  const ace = aceJudgement(att, def);
  // 1. A alone against a field card holding a face card, whatever the signs and powers.
  if (ace && !aceOnSameSign) return { winner: ace, clause: 'janken-gear.battle.judge.ace', ...at };
  // 2. Different signs: janken decides, with any sign changed by a diamond.
  const attSign: Sign = attFx.sign ?? naturalSign(att);
  const defSign: Sign = defFx.sign ?? naturalSign(def);
  if (attSign !== defSign) {
    return { winner: beats(attSign, defSign) ? 'attacker' : 'defender', clause: 'janken-gear.battle.judge.janken', ...at };
  }
  if (ace) return { winner: ace, clause: 'janken-gear.battle.judge.ace', ...at };
  // 3. Same sign: the greater battle power wins; 4. equal power: both are defeated.
  if (attackerPower !== defenderPower) {
    return { winner: attackerPower > defenderPower ? 'attacker' : 'defender', clause: 'janken-gear.battle.judge.power', ...at };
  }
  return { winner: 'both-defeated', clause: 'janken-gear.battle.judge.tie', ...at };
}

/**
 * Settles the battle: janken-gear.battle.judge, janken-gear.battle.defeat (losers to the
 * discard pile, winners stay), chains (janken-gear.diamond.chain) for each side whose
 * opposing field card fell, then the support effects vanish (janken-gear.diamond.expire);
 * the readings ace-on-same-sign and same-power-boosted where they are on.
 * Returns whether a penetrating direct follows (janken-gear.battle.penetrate).
 */
export function settle(step: Step): { penetrate: boolean } {
  const s = step.state;
  const b = s.battle!;
  const att = findFieldCard(s, b.attacker, b.attackerCard)!;
  const def = findFieldCard(s, b.defender, b.defenderCard)!;
  const j = judge(att, b.effects[b.attacker]!, def, b.effects[b.defender]!, plays(s, 'ace-on-same-sign'));
  const defeated: string[] = [];
  const chained: string[] = [];
  const fell = (side: 'attacker' | 'defender') => j.winner === 'both-defeated' || j.winner !== side;
  const losers: [PlayerId, FieldCard][] = [];
  if (fell('attacker')) losers.push([b.attacker, att]);
  if (fell('defender')) losers.push([b.defender, def]);
  for (const [owner, f] of losers) {
    defeat(step, owner, f.id);
    defeated.push(f.id);
  }
  // Chains: the side that defeated the opposing field card also defeats the opponent's
  // other field cards of the chained power. Under same-power-boosted the chain was matched
  // with the battle power when it was used, so only the victims compare own powers.
  const boosted = plays(s, 'same-power-boosted');
  for (const [owner, f] of losers) {
    const chooser = other(s, owner);
    for (const power of b.effects[chooser]!.chains) {
      if (!boosted && power !== ownPower(f)) continue;
      for (const victim of area(s, owner).field.filter((g) => ownPower(g) === power)) {
        defeat(step, owner, victim.id);
        chained.push(victim.id);
      }
    }
  }
  s.battle = null;
  s.phase = 'main';
  step.events.push({ type: 'battle-settled', winner: j.winner, clause: j.clause, attackerPower: j.attackerPower, defenderPower: j.defenderPower, defeated, chained });
  return { penetrate: j.winner === 'attacker' && j.attackerPower >= PENETRATION_POWER };
}
