/**
 * The protocol's card form (docs/protocol/twgp.md): what TWGP reads of a card of any
 * company's game (twgp.overview.scope.unified) — its name, its kind as TWGP classifies it,
 * its 基本パワー given directly (`power`) or as the printed value converted by the table
 * (`printed`, conversion.ts, twgp.status.power.conversion), and the TCG it comes from
 * (`game`). Every problem is reported by its JSON path under the path given; nothing throws.
 */
import { nameProblem } from '../core/text.ts';
import type { ShapeError } from '../core/violation.ts';
import { CONVERSION, convertPrinted } from './conversion.ts';
import { CARD_KINDS, type Card } from './state.ts';

/** A card as TWGP reads it, with the TCG it comes from (e.g. `ドルサーガ` for twgp.drive.charge.dorsaga). */
export type CardForm = Card & { game?: string };

/**
 * Whether a card's name holds one of the poison words, poison, venom, toxi or 毒, anywhere and
 * in any case, full-width letters read as half-width (twgp.resource.deck.poison-limit,
 * twgp.card-type.weapon.poison-unit, twgp.charge-effect.poison.named-unit,
 * twgp.card-type.weapon.note.poison-name): the one test the deck rules and the assault share.
 */
export function poisonNamed(name: string): boolean {
  return /poison|venom|toxi|毒/i.test(name.normalize('NFKC'));
}

/**
 * Whether two cards are the same card, to be stacked as one use: the same name and the same
 * text as TWGP reads it — a charge effect's reading (twgp.charge-effect.note.same-card), a
 * property card's effect (twgp.card-type.charge-trap.stack, twgp.card-type.charge-trap.note.stack).
 */
export function sameCard(a: Card, b: Card): boolean {
  return a.name === b.name && JSON.stringify(a.charge) === JSON.stringify(b.charge) && JSON.stringify(a.effect) === JSON.stringify(b.effect);
}

/** The fields of the card form. */
export const CARD_FORM_FIELDS = ['name', 'kind', 'power', 'game', 'printed', 'cursed'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a card `{name, kind?, power?, game?, printed?}` at `path`, pushing each problem onto
 * `errors`; `extra` names further fields the caller reads itself (a unit's `mode`, …).
 * - `name`: a name (nameProblem: non-empty, at most 100 characters, no control or
 *   bidirectional formatting character);
 * - `kind`: one of CARD_KINDS (twgp.resource.unit, twgp.card-type.*); absent: not classified;
 * - `power`: the base power, an integer 0–99 (twgp.status.power.base, twgp.status.power.digits);
 * - `printed`: the printed value `{game, item?, value}`, converted to the base power by
 *   twgp.status.power.conversion; a card gives `power` or `printed`, not both, and a unit
 *   (kind ユニット) one of them;
 * - `game`: the TCG the card comes from, any name (the printed value's TCG when absent);
 * - `cursed`: true for a weapon that brings a bad status when equipped (twgp.card-type.weapon.cursed).
 * Returns undefined when the card cannot be read (its name is wrong or it is not an object).
 */
export function readCard(v: unknown, path: string, errors: ShapeError[], extra: readonly string[] = []): CardForm | undefined {
  const fail = (at: string, message: string): undefined => void errors.push({ path: at, message });
  if (!isObject(v)) return fail(path, 'must be an object (a card: name, kind, power or printed, game)');
  const fields = [...CARD_FORM_FIELDS, ...extra];
  for (const k of Object.keys(v)) if (!fields.includes(k)) fail(`${path}.${k}`, `unknown field (the fields are ${fields.join(', ')})`);

  const problem = typeof v.name === 'string' && v.name !== '' ? nameProblem(v.name) : 'must be the card name (a non-empty string)';
  if (problem !== null) fail(`${path}.name`, problem.startsWith('must') ? problem : `the card name ${problem}`);
  let ok = problem === null;
  const kind = v.kind === undefined ? undefined : CARD_KINDS.find((k) => k === v.kind);
  if (v.kind !== undefined && kind === undefined) fail(`${path}.kind`, `must be one of ${CARD_KINDS.join(', ')}`);
  const game = v.game === undefined ? undefined : readGame(v.game, `${path}.game`, fail);

  let power: number | undefined;
  if (v.power !== undefined) {
    if (Number.isSafeInteger(v.power) && (v.power as number) >= 0 && (v.power as number) <= 99) power = v.power as number;
    else fail(`${path}.power`, 'must be an integer from 0 to 99 (twgp.status.power.digits)');
  }
  let printedGame: string | undefined;
  if (v.printed !== undefined) {
    if (v.power !== undefined) {
      fail(`${path}.printed`, `a card gives its base power either as power or as printed (converted by ${CONVERSION}), not both`);
    } else {
      const c = convertPrinted(v.printed);
      if (c.ok) power = c.power;
      else fail(`${path}.printed${c.field === '' ? '' : c.field.startsWith('[') ? c.field : `.${c.field}`}`, c.message.includes(c.clause) ? c.message : `${c.message} (${c.clause})`);
      if (c.ok && isObject(v.printed)) printedGame = v.printed.game as string;
      if (!c.ok) ok = false;
    }
  }
  if (kind === 'ユニット' && v.power === undefined && v.printed === undefined) {
    fail(`${path}.power`, 'a unit has a base power (twgp.status.power.base): give power, or printed with its TCG');
  }
  if (game !== undefined && printedGame !== undefined && game !== printedGame) {
    fail(`${path}.game`, `the card comes from '${game}' but its printed value is read by the row of '${printedGame}'; leave game out or make them the same`);
  }
  if (v.cursed !== undefined && (v.cursed !== true || kind !== 'ウェポン')) fail(`${path}.cursed`, "only a weapon (kind ウェポン) is cursed: give true, or leave the field out (twgp.card-type.weapon.cursed)");
  if (!ok) return undefined;
  const card: CardForm = { name: v.name as string };
  if (v.cursed === true && kind === 'ウェポン') card.cursed = true;
  if (kind !== undefined) card.kind = kind;
  if (power !== undefined) card.power = power;
  if (game ?? printedGame) card.game = (game ?? printedGame)!;
  return card;
}

/** The TCG a card comes from: a name like any other (nameProblem). */
function readGame(v: unknown, path: string, fail: (at: string, message: string) => undefined): string | undefined {
  if (typeof v !== 'string' || v === '') return fail(path, "must be the name of the card's TCG (a non-empty string)");
  const problem = nameProblem(v);
  return problem === null ? v : fail(path, `the TCG's name ${problem}`);
}
