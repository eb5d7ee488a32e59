/**
 * The rules playgrounds without a browser: their sessions (site/src/lib/playground/) played
 * through by random choices of the reader against the engines' agents (TWGP: both matches of
 * its page). Every log line, label and result reads in Japanese (no event, action or decision
 * left untranslated or in the generic fallback form), every clause
 * they cite is a clause of the book, moves the page offers to try are refused by a
 * violation citing a clause or accepted as the engine says, and the replay log replays
 * through the engine to the recorded result. The built pages: the clause table, the links
 * from the home page and the books' front pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { nextInt, seedRng } from '../../engine/core/rng.ts';
import { replay as coreReplay } from '../../engine/core/play.ts';
import { jankenGearEngine } from '../../engine/janken-gear/contract.ts';
import { parseDeckFile } from '../../engine/tommy-walker/deck-file.ts';
import { replay as twReplay } from '../../engine/tommy-walker/log.ts';
import { nameOf } from '../../engine/tommy-walker/wire.ts';
import { humanDecision, play, replayLog, resultOf, startSession, unofferedTries, type Session } from '../../site/src/lib/playground/session.ts';
import { jankenGearPlay } from '../../site/src/lib/playground/janken-gear.ts';
import { tommyWalkerPlay } from '../../site/src/lib/playground/tommy-walker.ts';
import { twgpPlay, type TwgpMatch } from '../../site/src/lib/playground/twgp.ts';
import { isGeneric } from '../../site/src/lib/playground/labels-common.ts';
import { twgpEngine } from '../../engine/twgp/contract.ts';
import { parseDeckFile as parseTwgpDeck } from '../../engine/twgp/deck-file.ts';
import { chosenOptions } from '../../site/src/lib/playground/twgp-options.ts';
import { PLAYGROUND_BOOKS } from '../../site/src/lib/playground/pages.ts';
import type { PlayBook } from '../../site/src/lib/playground/types.ts';
import { loadSpec } from '../../tools/spec/load.ts';
import { page, ROOT } from './built-html.ts';

const SPEC = loadSpec(ROOT);
const clauseIds = new Set(SPEC.clauses.map((c) => c.id));
/** Each TWGP option key's name for the board (the page names it from its clause; here its heading will do). */
const OPTION_NAMES = Object.fromEntries(SPEC.clauses.filter((c) => c.book === 'twgp' && c.attrs.option).map((c) => [c.attrs.option!, c.title]));
const deck = (name: string) => {
  const r = parseDeckFile(readFileSync(join(ROOT, 'decks', 'tommy-walker', `${name}.txt`), 'utf8'));
  if (!r.ok) throw new Error(`deck ${name}`);
  return r.deck.map(nameOf);
};
/** A TWGP match of the page (site/src/pages/play/twgp.astro): two sample deck files of one format. */
function twgpMatch(a: string, b: string): TwgpMatch {
  const files = [a, b].map((k) => {
    const r = parseTwgpDeck(readFileSync(join(ROOT, 'decks', 'twgp', `${k}.txt`), 'utf8'), k);
    if (!r.ok) throw new Error(`deck ${k}`);
    return r.deckFile;
  });
  return { format: files[0]!.format, files: [files[0]!, files[1]!] };
}
const TWGP_MATCHES = [twgpMatch('half-card-types', 'half'), twgpMatch('full-knights', 'full-three-worlds')];
/**
 * The options a reader may tick, in the page's first match (whose decks bring every option's
 * cards): two sets, as the engine takes them together (re-vital and sudden-loss exclude each
 * other; deck-select needs a deck to choose from, which a half battle lacks).
 */
const TWGP_OPTION_SETS = [
  ['deck-card-types', 'charge-effects', 'surge-earth', 'log-sd-counter', 'master-drive', 'master-skills', 'charge-back', 'phase-device', 'bonds', 'sudden-loss'],
  ['log-counter-weapon', 'spell-speed', 'unit-skills', 'master-center', 'phase-attribute', 'over-skills', 'over-skill-no-sublimation', 'surge-count', 'assault-download', 'download-face-up', 'reuse'],
];
const BOOKS: PlayBook<any, any>[] = [
  tommyWalkerPlay([deck('a'), deck('b')]), jankenGearPlay(), ...TWGP_MATCHES.map((m) => twgpPlay(m)),
  ...TWGP_OPTION_SETS.map((keys) => twgpPlay(TWGP_MATCHES[0]!, chosenOptions(keys), OPTION_NAMES)),
];
const GAMES = 12;

/**
 * TWGP's inner operations undo each other (stealth and unstealth, a grid blast declared and
 * cancelled) and a player who only ends turns can stall: the reader's random choice there is
 * among the attacks when one is offered, else among the options but those; after
 * STALL_MOVES moves the reader asks the judge for the deadlock, as the page offers.
 */
const TOGGLES = new Set(['stealth', 'unstealth', 'grid-blast-declare', 'grid-blast-cancel']);
const ATTACKS = new Set(['direct', 'assault', 'charge-boost']);
const STALL_MOVES = 1500;
function choices<A extends { type?: string }>(book: string, options: A[]): A[] {
  if (book !== 'twgp') return options;
  const attacks = options.filter((o) => ATTACKS.has(o.type ?? ''));
  const moving = options.filter((o) => !TOGGLES.has(o.type ?? ''));
  return attacks.length ? attacks : moving.length ? moving : options;
}

/** Plays a session to its end with the reader's choices from `seed`; every few moves it first tries an unoffered move. */
function playOut(s: Session<any, any>, seed: number): { refusals: string[]; labels: string[] } {
  let rng = seedRng(seed);
  const refusals: string[] = [];
  const labels: string[] = [];
  for (let n = 0; !resultOf(s); n++) {
    assert.ok(n < 5000, 'the game ends');
    const d = humanDecision(s);
    assert.ok(d, 'the reader has a decision while the game goes on');
    labels.push(s.book.decisionLabel(d), ...d.options.map((o) => s.book.actionLabel(o, s.state)));
    // The judge's deadlock (TWGP) ends any game at once: tried only on a stall, below.
    const tries = unofferedTries(s).filter((a: { type?: string; event?: string }) => a.event !== 'deadlock');
    if (n % 3 === 0 && tries.length) {
      const before = s.log.length;
      const r = play(s, tries[n % tries.length]);
      if (!r.ok) {
        assert.ok('violation' in r, `a tried move is refused by a rule, not as malformed: ${JSON.stringify(r)}`);
        refusals.push(r.violation.clause);
        assert.equal(s.log.length, before);
      }
      if (resultOf(s)) break;
    }
    const now = humanDecision(s)!;
    if (s.book.book === 'twgp' && n >= STALL_MOVES) {
      assert.ok(play(s, { type: 'judge', event: 'deadlock' }).ok, 'the deadlock is entered');
      break;
    }
    const pool = choices(s.book.book, now.options);
    const [i, next] = nextInt(rng, pool.length);
    rng = next;
    const r = play(s, pool[i]);
    assert.ok(r.ok, `an offered option is accepted: ${JSON.stringify(r)}`);
  }
  return { refusals, labels };
}

for (const [k, book] of BOOKS.entries()) {
  const name = book.book === 'twgp' ? `twgp (${k < 4 ? `match ${k - 1}` : `options ${TWGP_OPTION_SETS[k - 4]!.join(', ')}`})` : book.book;
  test(`${name}: games played through the playground session read in the spec's terms, cite real clauses and replay`, () => {
    const refused = new Set<string>();
    const played: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const started = startSession(book, 100 + g);
      assert.ok(started.ok, JSON.stringify(started));
      const s = started.session;
      const { refusals, labels } = playOut(s, g);
      refusals.forEach((c) => refused.add(c));
      played.push(resultOf(s)!.clause);
      for (const l of [...labels, ...s.log.map((l) => l.text), book.resultText(resultOf(s)!), ...book.board(s.state).map((r) => r.value)]) {
        assert.doesNotMatch(l, /undefined|NaN|\[object|^（[a-z-]+）/, `${book.book}: untranslated text '${l}'`);
        assert.ok(!isGeneric(l), `${book.book}: a kind without a label, in the fallback form: '${l}'`);
        assert.match(l, /[ぁ-んァ-ヶ一-龠]/, `${book.book}: not Japanese: '${l}'`);
      }
      for (const c of [...s.log.flatMap((l) => (l.clause ? [l.clause] : [])), ...refusals]) assert.ok(clauseIds.has(c), `${book.book}: '${c}' is not a clause`);
      const log = replayLog(s) as { setup: unknown; entries: unknown[]; result: unknown };
      const engine = book.book === 'twgp' ? twgpEngine : jankenGearEngine;
      const replayed = book.book === 'tommy-walker'
        ? twReplay(log as never)
        : (() => { const st = engine.start(log.setup); return st.ok ? coreReplay(engine as typeof jankenGearEngine, st.state as never, log.entries, log.result as never) : st; })();
      assert.ok(replayed.ok, `${book.book} seed ${100 + g}: the replay log replays to the recorded result: ${JSON.stringify(replayed)}`);
    }
    assert.ok(refused.size > 0, `${book.book}: some tried moves were refused`);
    assert.ok(played.some((c) => !/deadlock|round-limit|stalemate/.test(c)), `${name}: no game was won by play: ${played.join(', ')}`);
  });

  test(`${name}: the same seed and the same moves give the same game`, () => {
    const game = (seed: number) => {
      const s = (startSession(book, seed) as { session: Session<any, any> }).session;
      playOut(s, 1);
      return JSON.stringify(replayLog(s));
    };
    assert.equal(game(42), game(42));
    assert.notEqual(game(42), game(43));
  });
}

test('the playground pages carry every clause of their book with its anchor, and the home page and the books link them', () => {
  for (const book of PLAYGROUND_BOOKS) {
    const tree = page(`/play/${book}/`);
    const root = select('.playground', tree)!;
    assert.equal(root.properties.dataBook, book);
    const table = JSON.parse(toString(select('script[data-part="clauses"]', tree)!)) as Record<string, { number: string; href: string }>;
    const own = [...clauseIds].filter((id) => id.startsWith(`${book}.`));
    assert.deepEqual(Object.keys(table).sort(), own.sort());
    for (const [id, c] of Object.entries(table)) assert.match(c.href, new RegExp(`^/${book}/[^#]*#${id.replace(/\./g, '\\.')}$`));
    const linked = (path: string) => selectAll('a', page(path)).some((a) => a.properties.href === `/play/${book}/`);
    assert.ok(linked('/'), `the home page links /play/${book}/`);
    assert.ok(linked(`/${book}/`), `/${book}/ links its playground`);
  }
  assert.ok(!selectAll('a', page('/kakushin/')).some((a) => String(a.properties.href).startsWith('/play/')), 'a book without a playground links none');
});
