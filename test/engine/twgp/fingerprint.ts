/**
 * The TWGP engine's behaviour fingerprint: the bench's games (bench/twgp.ts: the same-format
 * pairs of the sample decks of decks/twgp/, game i with seed i) played by the random agent
 * (200 games) and the heuristic agent (50 games), each hashed twice:
 *
 * - `log`: the game as the simulator and the bench play it (scripts/lib/twgp-simulate.ts
 *   playTwgp): every action of its log, its result, and the final observation;
 * - `steps`: the same game played through the contract step by step, hashing at every step
 *   all the pending decisions with every option in order, the view the deciding player's
 *   agent sees, the chosen action and the events `apply` reports.
 *
 * A change to the engine that keeps every game's fingerprint keeps what the rules do (the
 * options offered, their order, the effects and what the players see) on all these games.
 * The fingerprint is recorded in reports/ (not committed: while the chapters are still being
 * written the base games change often): record it before a change that must not change any
 * game (an optimisation), then compare after it.
 *
 *   node test/engine/twgp/fingerprint.ts           compare, print the games that differ
 *   node test/engine/twgp/fingerprint.ts --quick   compare the log hashes only
 *   node test/engine/twgp/fingerprint.ts --steps N compare the step hashes of each agent's first N games only
 *   node test/engine/twgp/fingerprint.ts --write   record the current engine's fingerprint
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRng } from '../../../engine/core/rng.ts';
import { TWGP_AGENTS } from '../../../engine/twgp/agents.ts';
import { twgpEngine } from '../../../engine/twgp/contract.ts';
import { parseDeckFile, type DeckFile } from '../../../engine/twgp/deck-file.ts';
import { deckFileSetup } from '../../../engine/twgp/deck-file-options.ts';
import { DEFAULT_STALL_TURNS, playTwgp } from '../../../scripts/lib/twgp-simulate.ts';

export const FINGERPRINT_FILE = fileURLToPath(new URL('../../../reports/twgp-fingerprint.json', import.meta.url));
export const GAMES = { random: 200, heuristic: 50 } as const;
const MAX_ACTIONS = 1_000_000;

const deckDir = fileURLToPath(new URL('../../../decks/twgp', import.meta.url));

/** The bench's ordered pairs of same-format sample decks. */
function deckPairs(): (readonly [DeckFile, DeckFile])[] {
  const decks = readdirSync(deckDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => {
      const r = parseDeckFile(readFileSync(join(deckDir, f), 'utf8'), f);
      if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.errors)}`);
      return r.deckFile;
    });
  return decks.flatMap((a) => decks.filter((b) => b.format === a.format && b.vitalCount === a.vitalCount).map((b) => [a, b] as const));
}

/** The setup of the bench's game number `g`. */
export function benchSetup(pairs: (readonly [DeckFile, DeckFile])[], g: number): Record<string, unknown> {
  const [a, b] = pairs[g % pairs.length]!;
  return { players: ['A', 'B'], seed: g, format: a.format, ...(a.format === 'trial' ? { vitalCount: a.vitalCount } : {}), decks: deckFileSetup([a, b], ['A', 'B']).decks };
}

const progressed = (events: { type: string }[]) => events.some((e) => e.type === 'damage' || e.type === 'loss' || e.type === 'vital');

/** The step-by-step hash of one game, played as playTwgp plays it. */
function stepsHash(setup: Record<string, unknown>, agentName: string, agentSeed: number): string {
  const h = createHash('sha256');
  const agent = TWGP_AGENTS[agentName]!;
  const started = twgpEngine.start(setup);
  if (!started.ok) throw new Error(`setup refused: ${JSON.stringify(started)}`);
  let state = started.state;
  let rng = seedRng(agentSeed);
  let lastProgressTurn = state.turn.number;
  let n = 0;
  while (n < MAX_ACTIONS && state.result === null) {
    let player: string;
    let action: unknown;
    if (state.turn.number - lastProgressTurn >= DEFAULT_STALL_TURNS) {
      player = state.turn.player;
      action = { type: 'judge', event: 'deadlock' };
    } else {
      const decisions = twgpEngine.pending(state);
      h.update(JSON.stringify(decisions));
      const decision = decisions[0];
      if (!decision) break;
      player = decision.player;
      const view = twgpEngine.view(state, player);
      h.update(JSON.stringify(view));
      const chosen = agent(view, decision, rng);
      rng = chosen.rng;
      action = chosen.action;
    }
    h.update(`${player} ${JSON.stringify(action)}`);
    const r = twgpEngine.apply(state, player, action as never);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
    h.update(JSON.stringify(r.events));
    state = r.state;
    n++;
    if (progressed(r.events as { type: string }[])) lastProgressTurn = state.turn.number;
  }
  h.update(JSON.stringify(state.result));
  h.update(JSON.stringify(twgpEngine.observe(state)));
  return h.digest('hex').slice(0, 16);
}

export interface GamePrint {
  agent: string;
  game: number;
  actions: number;
  result: string;
  log: string;
  steps: string;
}

/** The fingerprint of every game; `steps` only for each agent's first `deep` games (all by default). */
export function fingerprint(deep = Infinity): GamePrint[] {
  const pairs = deckPairs();
  const out: GamePrint[] = [];
  for (const [agentName, count] of Object.entries(GAMES)) {
    const agent = { name: agentName, agent: TWGP_AGENTS[agentName]! };
    for (let g = 0; g < count; g++) {
      const setup = benchSetup(pairs, g);
      const played = playTwgp(setup, { A: agent, B: agent }, g, DEFAULT_STALL_TURNS, MAX_ACTIONS);
      const log = createHash('sha256').update(JSON.stringify(played.log.entries)).update(JSON.stringify(played.state.result)).update(JSON.stringify(twgpEngine.observe(played.state))).digest('hex').slice(0, 16);
      const r = played.state.result;
      out.push({ agent: agentName, game: g, actions: played.log.entries.length, result: r ? `${r.winner ?? '-'} ${r.clause}` : 'none', log, steps: g < deep ? stepsHash(setup, agentName, g) : '' });
    }
  }
  return out;
}

/** The games whose fingerprint differs from the recorded one, described. */
export function differences(now: GamePrint[], recorded: GamePrint[]): string[] {
  const out: string[] = [];
  if (now.length !== recorded.length) out.push(`${now.length} games now, ${recorded.length} recorded`);
  for (let i = 0; i < Math.min(now.length, recorded.length); i++) {
    const a = now[i]!;
    const b = recorded[i]!;
    for (const k of ['agent', 'game', 'actions', 'result', 'log', 'steps'] as const) {
      if (k === 'steps' && (!a.steps || !b.steps)) continue;
      if (a[k] !== b[k]) out.push(`${b.agent} game ${b.game}: ${k} ${JSON.stringify(a[k])}, recorded ${JSON.stringify(b[k])}`);
    }
  }
  return out;
}

export const readRecorded = (): GamePrint[] => JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')).games;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = performance.now();
  const at = process.argv.indexOf('--steps');
  const now = fingerprint(process.argv.includes('--quick') ? 0 : at > 0 ? Number(process.argv[at + 1]) : Infinity);
  const s = ((performance.now() - start) / 1000).toFixed(1);
  if (process.argv.includes('--write')) {
    mkdirSync(dirname(FINGERPRINT_FILE), { recursive: true });
    writeFileSync(FINGERPRINT_FILE, `${JSON.stringify({ about: 'node test/engine/twgp/fingerprint.ts --write (see fingerprint.ts)', games: now }, null, 0).replace(/\},\{/g, '},\n{')}\n`);
    console.log(`${now.length} games recorded in ${FINGERPRINT_FILE} (${s} s)`);
  } else {
    const diff = differences(now, readRecorded());
    console.log(diff.length ? diff.slice(0, 40).join('\n') : `all ${now.length} games as recorded (${s} s)`);
    process.exit(diff.length ? 1 : 0);
  }
}
