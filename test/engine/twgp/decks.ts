/**
 * Decks in the protocol's deck form (docs/protocol/twgp.md, engine/twgp/setup.ts) for the
 * TWGP unit tests: bundles of 20 plausible converted cards, named per player so that a
 * player's cards are told apart from another's, and the vitals a format needs.
 */
export type DeckCard = { name: string; kind?: string; power?: number };
export interface DeckForm {
  entry: { archive: DeckCard[]; pile: DeckCard[] };
  reserves: DeckCard[][];
  vitals: DeckCard[];
}

/** Base powers of a bundle's sixteen units: mostly low (charge drives), some high (power drives), one 00. */
const POWERS = [1, 2, 3, 3, 2, 1, 4, 5, 6, 7, 3, 2, 0, 8, 9, 12];

/** One bundle of 20: sixteen units, two weapons, a log counter and a charge effect. */
export function bundle(prefix: string, powers: readonly number[] = POWERS): DeckCard[] {
  const units = powers.map((power, i) => ({ name: `${prefix}ユニット${i + 1}`, kind: 'ユニット', power }));
  const others = [
    { name: `${prefix}剣`, kind: 'ウェポン' },
    { name: `${prefix}盾`, kind: 'ウェポン' },
    { name: `${prefix}記録`, kind: 'ログ・カウンター' },
    { name: `${prefix}誓約`, kind: 'チャージ・エフェクト' },
  ];
  return [...units, ...others].slice(0, 20);
}

/** The vitals of a format: 3 (half), 5 (full) or a trial battle's count. */
export const vitalsFor = (format: 'half' | 'full' | 'trial', vitalCount = 7) => (format === 'half' ? 3 : format === 'full' ? 5 : vitalCount);

/** A legal deck of `player`'s for the format: the entry deck with `archive` cards in the opening hand, and `bundles` bundles in all. */
export function deckFor(player: string, format: 'half' | 'full' | 'trial' = 'half', { archive = 4, bundles, vitalCount }: { archive?: number; bundles?: number; vitalCount?: number } = {}): DeckForm {
  const n = bundles ?? (format === 'half' ? 1 : format === 'full' ? 2 : 3);
  const entry = bundle(`${player}の`);
  return {
    entry: { archive: entry.slice(0, archive), pile: entry.slice(archive) },
    reserves: Array.from({ length: n - 1 }, (_, i) => bundle(`${player}の予備${i + 1}の`)),
    vitals: Array.from({ length: vitalsFor(format, vitalCount) }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` })),
  };
}

/** A setup of two or more players with a legal deck each. */
export function setupFor(format: 'half' | 'full' | 'trial' = 'half', seed = 1, players = ['A', 'B'], more: Record<string, unknown> = {}) {
  return { players, seed, format, ...(format === 'trial' ? { vitalCount: 7 } : {}), decks: players.map((p) => deckFor(p, format)), ...more };
}
