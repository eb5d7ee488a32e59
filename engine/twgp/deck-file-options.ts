/**
 * What a TWGP deck file (deck-file.ts, docs/twgp-deck-files.md) brings for the options that
 * need more than the bundles and the vitals: the phase device's cards (section `[phase]`,
 * option phase-device, chapter 28) and a master unit among the vitals (`master ♂`, option
 * master-drive, chapter 26); and how a deck file becomes a game's setup under a choice of
 * options (`deckFileSetup`), which every tool that plays deck files uses.
 *
 * A deck file is written once for every game: under the options it does not adopt, its
 * master unit is an ordinary vital and its phase cards stay out of the game (nothing is
 * laid under the vitals: twgp.phase-device.setup makes the phase device optional, and
 * twgp.options.note.base-mentions reads the base system's mentions of these cards as doing
 * nothing when their option is not adopted), so the same file plays with and without them.
 */
import { nameProblem } from '../core/text.ts';
import type { CardForm } from './card.ts';
import { adopted } from './options.ts';
import type { Section } from './deck-rules.ts';
import type { MasterCharacter } from './state.ts';

/** A master unit's mark on a vital line (twgp.master-drive.master-unit): the vital's index and its character. */
export interface MasterMark extends MasterCharacter {
  /** The index of the master unit among the file's vitals. */
  vital: number;
}

const MASTER_WORDS = new Set(['master', 'マスター']);
const SEX_WORDS: Record<string, '♂' | '♀'> = { '♂': '♂', '♀': '♀', male: '♂', female: '♀', '男': '♂', '女': '♀' };
const HUMAN_WORDS: Record<string, boolean> = { human: true, '地球人': true, 'non-human': false, '地球人以外': false };

/** Whether the kind field of a card line is a master unit's mark (`master …` or `マスター …`). */
export const isMasterSpec = (word: string): boolean => MASTER_WORDS.has(word.toLowerCase());

/**
 * The master unit's mark after `master`: its character's sex (`♂`/`♀`, or male/female,
 * 男/女: twgp.master-drive.sex) and, optionally, whether it is an Earth human (`human`/地球人,
 * the default, or `non-human`/地球人以外: twgp.master-drive.human,
 * twgp.master-drive.note.real-world). Returns the character, or the problem.
 */
export function readMasterWords(words: string[]): MasterCharacter | string {
  let sex: '♂' | '♀' | undefined;
  let human: boolean | undefined;
  for (const raw of words) {
    const w = raw.normalize('NFKC').toLowerCase();
    const s = Object.hasOwn(SEX_WORDS, w) ? SEX_WORDS[w] : undefined;
    const h = Object.hasOwn(HUMAN_WORDS, w) ? HUMAN_WORDS[w] : undefined;
    if (s && !sex) sex = s;
    else if (h !== undefined && human === undefined) human = h;
    else return `'${raw.slice(0, 40)}' is not part of a master unit's mark: write 'master ♂' or 'master ♀', then optionally 'human' or 'non-human' (twgp.master-drive.sex, twgp.master-drive.human)`;
  }
  if (!sex) return "a master unit names its character's sex: 'master ♂' or 'master ♀' (twgp.master-drive.sex)";
  return { sex, human: human ?? true };
}

const ATTRIBUTE = /^(?:属性|attribute)[\s\u3000]+(.+)$/i;

/**
 * Splits a phase attribute off a card line's fields: the last field `属性 タキオン` (or
 * `attribute タキオン`) names the card's phase attribute (twgp.phase-device.attribute).
 * Returns the fields left and the attribute, or the problem.
 */
export function splitAttribute(parts: string[]): { parts: string[]; attribute?: string } | string {
  const m = parts.length > 1 ? ATTRIBUTE.exec(parts[parts.length - 1]!) : null;
  if (!m) return { parts };
  const attribute = m[1]!.trim();
  const problem = nameProblem(attribute);
  if (problem) return `the phase attribute ${problem} (twgp.phase-device.attribute)`;
  return { parts: parts.slice(0, -1), attribute };
}

type At = (line: number, message: string) => void;

/**
 * The checks of the options' sections once the file is read: at most one master unit, among
 * the vitals (twgp.master-drive.prepare), whose card is nowhere else in the file, not even in
 * the phase device (twgp.master-drive.only-in-vitals); the phase device as many different
 * cards as vitals, or none (twgp.phase-device.all-or-none; they are not counted in any
 * bundle, twgp.phase-device.not-deck-count).
 */
export function checkOptionSections(sections: Section[], masters: { line: number; vital: number; character: MasterCharacter }[], at: At): void {
  masters.slice(1).forEach((m) => at(m.line, `a second master unit (the first at line ${masters[0]!.line}); a player prepares one master unit among the vitals (twgp.master-drive.prepare)`));
  const vitals = sections.find((s) => s.kind === 'vitals');
  const master = masters[0] && vitals?.cards[masters[0].vital];
  if (master) {
    for (const s of sections.filter((x) => x.kind !== 'vitals')) {
      for (const c of s.cards) if (c.card.name === master.card.name) at(c.line, `'${c.card.name}' is the master unit (line ${master.line}): the same card elsewhere than the vitals is a foul (twgp.master-drive.only-in-vitals)`);
    }
  }
  const phase = sections.find((s) => s.kind === 'phase');
  if (!phase) return;
  const count = phase.cards.length + phase.unread;
  const need = vitals ? vitals.cards.length + vitals.unread : undefined;
  if (need !== undefined && count !== need) at(phase.line, `the phase device lays one card under each vital, ${need}; this [phase] has ${count} (twgp.phase-device.all-or-none)`);
  const seen = new Map<string, number>();
  for (const c of phase.cards) {
    const first = seen.get(c.card.name);
    if (first !== undefined) at(c.line, `'${c.card.name}' is already in [phase] (line ${first}); the phase device's cards are all different (twgp.phase-device.all-or-none)`);
    else seen.set(c.card.name, c.line);
  }
}

/** A deck in the setup's deck form (docs/protocol/twgp.md), with the phase device's cards when laid. */
export interface SetupDeck {
  entry: { archive: CardForm[]; pile: CardForm[] };
  reserves: CardForm[][];
  vitals: CardForm[];
  phase?: CardForm[];
}

/** What deckFileSetup reads of a deck file. */
export interface OptionDeckFile {
  deck: { entry: { archive: CardForm[]; pile: CardForm[] }; reserves: CardForm[][]; vitals: CardForm[] };
  phase?: CardForm[];
  master?: MasterMark;
}

/**
 * The setup's `decks` (in the order of `players`) and `masters` for deck files played under
 * `options`: with master-drive, a file's master unit gets its `master` mark among the vitals
 * and its player is registered with the master's sex (twgp.master-drive.sex); a non-human
 * master is consented to by every other player (twgp.master-drive.consent). A tool that
 * plays deck files plays every seat itself, so it gives that consent for the other seats;
 * a real table asks the opponents. With phase-device, the file's `[phase]` cards are laid
 * (twgp.phase-device.setup). Without the option, neither is brought (see the module's comment).
 */
export function deckFileSetup(files: readonly OptionDeckFile[], players: readonly string[], options: Readonly<Record<string, unknown>> = {}): { decks: SetupDeck[]; masters?: Record<string, { sex: '♂' | '♀'; consent?: string[] }> } {
  const masterOn = adopted(options, 'master-drive');
  const phaseOn = adopted(options, 'phase-device');
  const masters: Record<string, { sex: '♂' | '♀'; consent?: string[] }> = {};
  const decks = files.map((f, i): SetupDeck => {
    const m = masterOn ? f.master : undefined;
    const vitals = m ? f.deck.vitals.map((c, j) => (j === m.vital ? { ...c, master: { sex: m.sex, human: m.human } } : c)) : f.deck.vitals;
    if (m) masters[players[i]!] = { sex: m.sex, ...(m.human ? {} : { consent: players.filter((p) => p !== players[i]) }) };
    return { entry: f.deck.entry, reserves: f.deck.reserves, vitals, ...(phaseOn && f.phase?.length ? { phase: f.phase } : {}) };
  });
  return { decks, ...(Object.keys(masters).length ? { masters } : {}) };
}
