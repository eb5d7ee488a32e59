/**
 * The options and variant rules the TWGP playground offers (spec/twgp/20-options.md and the
 * variant clauses with an `option=` key): which keys the reader ticked become the setup's
 * `options`, with the keys they presuppose (twgp.options.dependencies, twgp.options.variants)
 * and, for a key that takes a number, the value the page plays it with; and, for a match of
 * two sample decks, why a key cannot be played with them (the decks bring none of the cards
 * it needs, or the engine refuses the setup). Pure: the page (twgp.astro) works out the
 * reasons at build time and the browser reads the ticks.
 */
import { OPTION_DEPENDENCIES } from '../../../../engine/twgp/options.ts';
import { NUMERIC_OPTION_VALUES, optionsOn } from '../../../../scripts/lib/twgp-options-results.ts';
import type { OptionDeckFile } from '../../../../engine/twgp/deck-file-options.ts';
import type { CardForm } from '../../../../engine/twgp/card.ts';

/** The value a key that takes a number is switched on with, as `npm run twgp:options` plays it. */
export { NUMERIC_OPTION_VALUES };

/** The keys a key presupposes (directly), for the page to tick with it. */
export const prerequisitesOf = (key: string): readonly string[] => (Object.hasOwn(OPTION_DEPENDENCIES, key) ? OPTION_DEPENDENCIES[key]!.requires : []);

/** The setup's `options` for the ticked keys: each with the keys it presupposes, each with its value (the same as `npm run twgp:options`). */
export const chosenOptions = optionsOn;


const cardsOf = (f: OptionDeckFile): CardForm[] => [...f.deck.entry.archive, ...f.deck.entry.pile, ...f.deck.reserves.flat(), ...f.deck.vitals];
const anyCard = (files: readonly OptionDeckFile[], test: (c: CardForm) => boolean) => files.some((f) => cardsOf(f).some(test));
const kind = (k: string) => (c: CardForm) => c.kind === k;

/**
 * What each key needs of the decks to change anything in a game, and the reason shown when
 * neither deck brings it: the option's own cards (twgp.options.note.base-mentions: a rule of an
 * option whose cards are absent does nothing). A key without a row needs nothing of the decks.
 */
const NEEDS: Readonly<Record<string, { has: (files: readonly OptionDeckFile[]) => boolean; reason: string }>> = (() => {
  const master = { has: (fs: readonly OptionDeckFile[]) => fs.some((f) => f.master), reason: 'この対戦のデッキにはマスター・ユニット（ヴァイタルの master 印）がありません' };
  const phase = { has: (fs: readonly OptionDeckFile[]) => fs.some((f) => f.phase?.length), reason: 'この対戦のデッキにはフェーズ・デヴァイスの札（[phase]）がありません' };
  const typed = { has: (fs: readonly OptionDeckFile[]) => anyCard(fs, (c) => c.kind !== undefined && c.kind !== 'ユニット'), reason: 'この対戦のデッキにはユニット以外の種類（ウェポンなど）を書いた札がありません' };
  const logCounter = { has: (fs: readonly OptionDeckFile[]) => anyCard(fs, kind('ログ・カウンター')), reason: 'この対戦のデッキにはログ・カウンターの札がありません' };
  const charge = { has: (fs: readonly OptionDeckFile[]) => anyCard(fs, kind('チャージ・エフェクト')), reason: 'この対戦のデッキにはチャージ・エフェクトの札がありません' };
  const earth = { has: (fs: readonly OptionDeckFile[]) => anyCard(fs, kind('サージ・アース')), reason: 'この対戦のデッキにはサージ・アースの札がありません' };
  // A deck file has no section for deck-select's cards brought (docs/twgp-deck-files.md): the engine's setup would need them as `pool`.
  const pool = { has: () => false, reason: 'デッキ・ファイルにはデッキ・セレクトで持ち込む札（セットアップの pool）を書く欄がなく、見本のデッキはそれを持ちません' };
  return {
    'deck-select': pool,
    'master-drive': master, 'master-skills': master, 'master-center': master,
    'phase-device': phase, 'phase-attribute': phase,
    'deck-card-types': typed, 'log-counter-weapon': logCounter, 'log-sd-counter': logCounter, 'log-sd-counter-weapon': logCounter,
    'charge-effects': charge, 'spell-speed': charge, 'surge-earth': earth,
  };
})();

/**
 * Why `key` cannot be played in a match of these deck files, or undefined: the decks lack what
 * it needs (NEEDS), or the engine refuses the setup with the key on (`refusal`: the engine's
 * messages, given by the caller, which starts the game).
 */
export function unavailableReason(key: string, files: readonly OptionDeckFile[], refusal: (options: Record<string, unknown>) => string | undefined): string | undefined {
  const need = Object.hasOwn(NEEDS, key) ? NEEDS[key]! : undefined;
  if (need && !need.has(files)) return need.reason;
  const refused = refusal(chosenOptions([key]));
  return refused === undefined ? undefined : `この対戦のデッキではエンジンがゲームの用意を受け付けません：${refused}`;
}
