/**
 * 革新的なTCG engine benchmark: complete battles between random valid characters on one core,
 * through the engine contract (start with two sheets, pending, apply each turn, result; the
 * shared playGame of engine/core/play.ts). Characters: 32 random sheets drawn before
 * measuring (seeded): one to four skills of the pool that are not banned, 知性 equal to the
 * skill count, the other points spread at random over the six other fields to 18, no plan;
 * a sheet the engine refuses (buildCharacter) is drawn again, so every one is valid. Prints
 * battles and turns per second and the target of issue 16.
 *
 *   node bench/kakushin.ts [seconds]      (npm run bench -- kakushin)
 */
import { playGame, randomAgent } from '../engine/core/play.ts';
import { nextInt, seedRng, type Rng } from '../engine/core/rng.ts';
import { kakushinEngine } from '../engine/kakushin/contract.ts';
import { buildCharacter, SKILL_POOL, TOTAL_POINTS, type CharacterSheet } from '../engine/kakushin/index.ts';
import { measure, printTarget, secondsArgument, type PlayOne } from './lib/harness.ts';

/** Complete battles between random valid characters per second on one core that issue 16 asks for. */
export const TARGET_BATTLES_PER_SECOND = 10_000;
const CHARACTERS = 32;
const FIELDS = ['vitality', 'fire', 'water', 'wind', 'earth', 'sword'] as const;
/** Skills a random sheet may take: the pool without banned skills and 宣告, which needs a target written with it. */
const SKILLS = SKILL_POOL.filter((s) => !s.banned && s.mode !== 'constant').map((s) => s.name);

const seconds = secondsArgument('bench/kakushin.ts', process.argv.slice(2));

function draw(rng: Rng, n: number): [number, Rng] {
  return nextInt(rng, n);
}

/** One random sheet, and the generator after it. */
function randomSheet(name: string, rng: Rng): [CharacterSheet, Rng] {
  let r = rng;
  let k: number;
  [k, r] = draw(r, 4);
  const skills: string[] = [];
  for (let i = 0; i <= k; i++) {
    let j: number;
    [j, r] = draw(r, SKILLS.length);
    if (!skills.includes(SKILLS[j]!)) skills.push(SKILLS[j]!);
  }
  const points: Record<string, number> = { vitality: 1, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 };
  for (let left = TOTAL_POINTS - skills.length - 1; left > 0; left--) {
    let f: number;
    [f, r] = draw(r, FIELDS.length);
    points[FIELDS[f]!]!++;
  }
  return [{ name, points: points as CharacterSheet['points'], skills, plan: '' }, r];
}

const sheets: CharacterSheet[] = [];
let refused = 0;
for (let rng = seedRng(2026); sheets.length < CHARACTERS; ) {
  let sheet: CharacterSheet;
  [sheet, rng] = randomSheet(`c${sheets.length}`, rng);
  if (buildCharacter(sheet).ok) sheets.push(sheet);
  else if (++refused > 10_000) throw new Error('no valid random sheet in 10,000 draws: the generator no longer fits the sheet rules');
}

const battle: PlayOne = (i) => {
  const started = kakushinEngine.start({ players: ['A', 'B'], seed: i, characters: [sheets[i % CHARACTERS]!, sheets[(i * 7 + 3) % CHARACTERS]!] });
  if (!started.ok) throw new Error(`a valid sheet was refused at start: ${JSON.stringify(started)}`);
  const played = playGame(kakushinEngine, started.state, { A: randomAgent, B: randomAgent }, i, 100_000);
  if (kakushinEngine.result(played.state) === null) throw new Error(`battle ${i} did not end${played.refused ? ` (refused: ${JSON.stringify(played.refused)})` : ''}`);
  return played.log.length;
};

// Warm-up so the JIT has compiled the hot paths before measuring.
measure('warm-up (not a result)', 0.5, battle, { batch: 20, unit: 'battles', decisions: 'turns' });
const random = measure('random characters', seconds, battle, { batch: 20, unit: 'battles', decisions: 'turns' });
printTarget('complete battles between random valid characters', TARGET_BATTLES_PER_SECOND, random, 'issue 16');
