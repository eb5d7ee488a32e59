// npm run simulate -- --book janken-gear --replay: a じゃんけん・ギア log in the contract's forms
// (the playground's download) replays to its recorded result with its digest checked; an
// edited log, another book's log or a log that does not replay is refused (exit 1), bad
// arguments are a usage error (exit 2), never a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playGame, randomAgent } from '../../engine/core/play.ts';
import { cardLabel } from '../../engine/janken-gear/cards.ts';
import { jankenGearEngine } from '../../engine/janken-gear/contract.ts';
import { randomDeck } from '../../engine/janken-gear/deck.ts';
import { seedRng } from '../../engine/core/rng.ts';
import { withDigest } from '../../scripts/lib/log-digest.ts';
import { assertRefused, runScript, scratch } from './command-line.ts';

const simulate = (...args: string[]) => runScript('scripts/simulate.ts', args);
const dir = scratch('jg-replay');
const write = (name: string, content: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

const [a, next] = randomDeck(seedRng(3));
const [b] = randomDeck(next);
const setup = { players: ['A', 'B'], seed: 3, decks: [a.map(cardLabel), b.map(cardLabel)], options: { 'sudden-vital-loss': false } };
const started = jankenGearEngine.start(setup);
if (!started.ok) throw new Error(JSON.stringify(started));
const game = playGame(jankenGearEngine, started.state, { A: randomAgent, B: randomAgent }, 9);
const log = { book: 'janken-gear', setup, entries: game.log, result: game.result };

test('a じゃんけん・ギア log replays to its recorded result, digest checked', () => {
  assert.ok(game.result, 'the sample game ends');
  const r = simulate('--book', 'janken-gear', '--replay', write('game.json', withDigest(log)));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`${game.log.length} actions replayed, digest checked`));
  assert.match(r.stdout, new RegExp(`result: ${game.result!.winner ?? 'draw'} \\(${game.result!.clause.replace(/\./g, '\\.')}:`));
  assert.match(r.stdout, /the replayed result is the recorded one/);
  assert.equal(r.stderr, '');
});

test('a log without a digest replays with a warning', () => {
  const r = simulate('--book', 'janken-gear', '--replay', write('plain.json', log));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /warning: the log has no digest/);
});

test('an edited log, a log whose result differs, or another book\'s log is refused', () => {
  const edited = { ...withDigest(log), entries: log.entries.slice(0, -1) };
  assertRefused(simulate('--book', 'janken-gear', '--replay', write('edited.json', edited)), 1, /edited after it was written/);
  const otherResult = withDigest({ ...log, result: { ...log.result!, winner: log.result!.winner === 'A' ? 'B' : 'A' } });
  assertRefused(simulate('--book', 'janken-gear', '--replay', write('result.json', otherResult)), 1, /differs from the recorded result/);
  const illegal = withDigest({ ...log, entries: [{ player: 'A', action: { type: 'pass' } }] });
  assertRefused(simulate('--book', 'janken-gear', '--replay', write('illegal.json', illegal)), 1, /entries\[0\] cannot be replayed: janken-gear\./);
  assertRefused(simulate('--book', 'janken-gear', '--replay', write('twgp.json', { ...log, book: 'twgp' })), 1, /not a じゃんけん・ギア game log/);
});

test('bad arguments and unreadable files are usage errors', () => {
  assertRefused(simulate('--book', 'janken-gear', '--games', '3'), 2, /takes only --replay/);
  assertRefused(simulate('--book', 'janken-gear', '--replay', write('broken.json', '{"book": ')), 2, /not a JSON game log/);
  assertRefused(simulate('--book', 'janken-gear', '--replay', join(dir, 'missing.json')), 2, /cannot read the game log/);
  assert.match(simulate('--book', 'janken-gear', '--help').stdout, /--book janken-gear --replay/);
});
