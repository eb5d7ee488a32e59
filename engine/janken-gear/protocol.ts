/**
 * The book's protocol forms (the book's page in docs/protocol/) and their translation to and
 * from the engine's own values: cards as the spec writes them ('♠5', '◆10', 'ジョーカー')
 * for the engine's codes ('S5', 'D10', 'JOKER'), janken signs as グー/チョキ/パー, actions
 * and events. Input is checked here and every problem located by a JSON path.
 */
import type { ShapeError } from '../core/violation.ts';
import { ALL_CARDS, cardLabel, parseSignLabel, signLabel } from './cards.ts';
import { naturalSign, ownPower } from './field.ts';
import { READING_KEYS } from './readings.ts';
import type { CardCode, FieldCard, JgAction, JgEvent, PlayerId, Sign, Variants } from './state.ts';

/** A card as the spec writes it. */
export type CardName = string;
/** グー, チョキ or パー. */
export type SignName = string;

export type ProtocolAction =
  | { type: 'choose-order'; goFirst: boolean }
  | { type: 'deploy'; cards: CardName[] }
  | { type: 'attack'; attacker: string; target: string | null }
  | { type: 'end-turn' | 'pass' | 'joker' }
  | { type: 'boost' | 'chain' | 'cancel'; card: CardName }
  | { type: 'change-sign'; card: CardName; sign: SignName }
  | { type: 'counter'; card: CardName; target: string | null };

/** An event in the protocol form: the engine's event with card names and sign names. */
export type ProtocolEvent = { type: string } & Record<string, unknown>;

/** A field card as observations, views and events show it. */
export interface ProtocolFieldCard {
  id: string;
  cards: CardName[];
  sign: SignName;
  power: number;
}

/** The book's variant option: janken-gear.direct.sudden-loss. The other options are the readings (readings.ts). */
export const SUDDEN_VITAL_LOSS = 'sudden-vital-loss';
const OPTION_KEYS: readonly string[] = [SUDDEN_VITAL_LOSS, ...READING_KEYS];

const LABEL_CODES = new Map<unknown, CardCode>(ALL_CARDS.map((c) => [cardLabel(c), c]));

export const signName = (sign: Sign): SignName => signLabel(sign);
export const signOfName = (name: unknown): Sign | undefined => parseSignLabel(name);
/** The engine's code of a card written as the spec writes it, or undefined. */
export const codeOf = (name: unknown): CardCode | undefined => LABEL_CODES.get(name);
export const names = (cards: readonly CardCode[]): CardName[] => cards.map(cardLabel);

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list of card names at `path`, as codes, or the problems found (each entry located). */
export function cardList(value: unknown, path: string, errors: ShapeError[], max = Infinity): CardCode[] {
  if (!Array.isArray(value)) {
    errors.push({ path, message: 'must be a list of cards written as the spec writes them (♠5, ◆10, ジョーカー)' });
    return [];
  }
  if (value.length > max) {
    errors.push({ path, message: `has ${value.length} cards; at most ${max}` });
    return [];
  }
  const out: CardCode[] = [];
  value.forEach((v, i) => {
    const code = codeOf(v);
    if (code === undefined) errors.push({ path: `${path}[${i}]`, message: `${JSON.stringify(v)} is not a card (♠5, ◆10, ♥K, ジョーカー)` });
    else out.push(code);
  });
  return out;
}

/**
 * The options object of a setup or position at `path` as the engine's switches: the variant
 * `sudden-vital-loss` and the alternative readings (readings.ts), each true or false.
 */
export function optionsIn(value: unknown, path: string, errors: ShapeError[]): Variants {
  if (value === undefined) return { suddenVitalLoss: false };
  if (!isObject(value)) {
    errors.push({ path, message: `must be an object of option keys (${OPTION_KEYS.join(', ')})` });
    return { suddenVitalLoss: false };
  }
  for (const [key, v] of Object.entries(value)) {
    if (!OPTION_KEYS.includes(key)) errors.push({ path: `${path}.${key}`, message: `unknown option; this book has ${OPTION_KEYS.join(', ')}` });
    else if (typeof v !== 'boolean') errors.push({ path: `${path}.${key}`, message: 'must be true or false' });
  }
  const readings = READING_KEYS.filter((k) => value[k] === true).sort();
  return { suddenVitalLoss: value[SUDDEN_VITAL_LOSS] === true, ...(readings.length ? { readings } : {}) };
}

/** The options as observations show them: the variant always, a reading only when it is on. */
export const optionsOut = (v: Variants): Record<string, boolean> => ({
  [SUDDEN_VITAL_LOSS]: v.suddenVitalLoss,
  ...Object.fromEntries((v.readings ?? []).map((k) => [k, true])),
});

/** Fields not in `allowed` are reported as unknown. */
export function unknownFields(value: Record<string, unknown>, allowed: readonly string[], path: string, errors: ShapeError[]): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) errors.push({ path: `${path}.${key}`, message: 'unknown field' });
}

const ACTION_FIELDS: Record<string, readonly string[]> = {
  'choose-order': ['goFirst'],
  deploy: ['cards'],
  attack: ['attacker', 'target'],
  'end-turn': [],
  pass: [],
  joker: [],
  boost: ['card'],
  chain: ['card'],
  cancel: ['card'],
  'change-sign': ['card', 'sign'],
  counter: ['card', 'target'],
};

/** Reads an action of the protocol as the engine's action, or says where it is malformed. */
export function actionIn(value: unknown): { ok: true; action: JgAction } | { ok: false; malformed: ShapeError[] } {
  if (!isObject(value)) return { ok: false, malformed: [{ path: 'action', message: 'an action is an object with a type' }] };
  const type = value.type;
  // Own keys only: a type such as '__proto__' or 'constructor' is unknown, not an inherited property.
  const fields = typeof type === 'string' && Object.hasOwn(ACTION_FIELDS, type) ? ACTION_FIELDS[type] : undefined;
  if (!fields) return { ok: false, malformed: [{ path: 'action.type', message: `unknown action type ${JSON.stringify(type)}; the types are ${Object.keys(ACTION_FIELDS).join(', ')}` }] };
  const errors: ShapeError[] = [];
  unknownFields(value, ['type', ...fields], 'action', errors);
  const card = (): CardCode => {
    const code = codeOf(value.card);
    if (code === undefined) errors.push({ path: 'action.card', message: `${JSON.stringify(value.card)} is not a card (♠5, ◆10, ♥K, ジョーカー)` });
    return code ?? '';
  };
  const id = (key: 'attacker' | 'target', nullable: boolean): string | null => {
    const v = value[key];
    if (typeof v === 'string' && v !== '') return v;
    if (nullable && v === null) return null;
    errors.push({ path: `action.${key}`, message: nullable ? 'must be a field card id, or null' : 'must be a field card id' });
    return null;
  };
  let action: JgAction;
  switch (type) {
    case 'choose-order':
      if (typeof value.goFirst !== 'boolean') errors.push({ path: 'action.goFirst', message: 'must be true or false' });
      action = { type, goFirst: value.goFirst === true };
      break;
    case 'deploy':
      action = { type, cards: cardList(value.cards, 'action.cards', errors) };
      break;
    case 'attack':
      action = { type, attacker: id('attacker', false) ?? '', target: id('target', true) };
      break;
    case 'end-turn':
    case 'pass':
    case 'joker':
      action = { type };
      break;
    case 'boost':
    case 'chain':
    case 'cancel':
      action = { type, card: card() };
      break;
    case 'change-sign': {
      const sign = signOfName(value.sign);
      if (!sign) errors.push({ path: 'action.sign', message: 'must be グー, チョキ or パー' });
      action = { type, card: card(), sign: sign ?? 'rock' };
      break;
    }
    default:
      action = { type: 'counter', card: card(), target: id('target', true) };
  }
  return errors.length ? { ok: false, malformed: errors } : { ok: true, action };
}

/** The engine's action in the protocol form. */
export function actionOut(a: JgAction): ProtocolAction {
  switch (a.type) {
    case 'deploy':
      return { type: a.type, cards: names(a.cards) };
    case 'boost':
    case 'chain':
    case 'cancel':
      return { type: a.type, card: cardLabel(a.card) };
    case 'change-sign':
      return { type: a.type, card: cardLabel(a.card), sign: signName(a.sign) };
    case 'counter':
      return { type: a.type, card: cardLabel(a.card), target: a.target };
    default:
      return { ...a };
  }
}

export function fieldCardOut(f: FieldCard): ProtocolFieldCard {
  return { id: f.id, cards: names(f.cards), sign: signName(naturalSign(f)), power: ownPower(f) };
}

/** The engine's event in the protocol form; `players` in seat order (for the janken's throws). */
export function eventOut(e: JgEvent, players: readonly PlayerId[]): ProtocolEvent {
  switch (e.type) {
    case 'janken':
      return { type: e.type, throws: e.throws.map((t) => players.map((p) => signName(t[p]!))), winner: e.winner };
    case 'deployed':
      return { type: e.type, player: e.player, fieldCard: fieldCardOut(e.fieldCard) };
    case 'support-used':
      return { ...e, card: cardLabel(e.card), ...(e.sign ? { sign: signName(e.sign) } : {}) };
    case 'counter-used':
    case 'counter-cancelled':
    case 'direct-nullified':
      return { ...e, card: cardLabel(e.card) };
    case 'direct-hit':
      return { ...e, vital: cardLabel(e.vital) };
    default:
      return { ...e };
  }
}
