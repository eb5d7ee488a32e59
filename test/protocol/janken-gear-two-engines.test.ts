/**
 * "Two engines in the same situation give the same observation" (docs/protocol.md): the
 * reference engine and the independent Python engine (examples/engines/janken-gear-python/),
 * both over the protocol, play the same games — stacked decks and a given janken, so no
 * seeded shuffle is involved — with the same actions, and must answer the same events,
 * the same pending decisions (options compared as sets, a deploy's cards as a multiset), the
 * same observations and the same views (each player's and a non-player's) at every step,
 * and refuse actions that are not among the options by the same clause or JSON paths.
 * Only `reason` (free text) is left out of the comparison.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

type Message = Record<string, any>;

function engine(command: string) {
  const child = spawn('sh', ['-c', command], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((m: Message) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  let id = 0;
  return {
    ask: (request: Message) =>
      new Promise<Message>((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${JSON.stringify({ id: ++id, ...request })}\n`);
      }),
    stop: () => child.kill(),
  };
}

/** JSON with sorted keys, without `reason` and the envelope's `id`. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v) => {
    if (key === 'reason' || key === 'id' && typeof v === 'number') return undefined;
    return v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v;
  });
}

const option = (o: Message) => canonical(o.type === 'deploy' ? { ...o, cards: [...o.cards].sort() } : o);

let seed = 20261201;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A legal deck (chapter 03) in a random order: 14 sign cards (at most two copies), 5 ◆, the ジョーカー. */
function deck(): string[] {
  const signs = ['♠', '♥', '♣'].flatMap((s) => RANKS.map((r) => s + r));
  const count = new Map<string, number>();
  const out: string[] = [];
  while (out.length < 14) {
    const c = signs[Math.floor(random() * signs.length)]!;
    if ((count.get(c) ?? 0) < 2) (count.set(c, (count.get(c) ?? 0) + 1), out.push(c));
  }
  const diamonds = RANKS.map((r) => `◆${r}`).sort(() => random() - 0.5).slice(0, 5);
  return [...out, ...diamonds, 'ジョーカー'].sort(() => random() - 0.5);
}

/** What a refusal says: the clause of a violation, the paths of a malformed answer. */
const refusal = (r: Message) => (r.ok ? 'accepted' : r.violation ? `violation ${r.violation.clause}` : r.malformed ? `malformed ${r.malformed.map((m: Message) => m.path).sort().join(' ')}` : `error ${r.error.code}`);

/** Actions that are not among the options, tried by both players: both engines refuse them alike. */
async function sameRefusals(a: ReturnType<typeof engine>, b: ReturnType<typeof engine>, ga: string, gb: string, o: Message, options: string[], where: string) {
  const ids: (string | null)[] = [...o.seats.flatMap((s: Message) => s.field.map((f: Message) => f.id)), 'zz', null];
  const cards: string[] = [...o.seats.flatMap((s: Message) => s.hand), '◆A', '◆5', '◆J', '♠5', 'ジョーカー', '★1'];
  const card = () => cards[Math.floor(random() * cards.length)]!;
  const id = () => ids[Math.floor(random() * ids.length)]!;
  const tries: Message[] = [
    { type: 'end-turn' }, { type: 'pass' }, { type: 'joker' }, { type: 'choose-order', goFirst: random() < 0.5 },
    { type: 'deploy', cards: [card(), card()] }, { type: 'attack', attacker: id(), target: id() },
    { type: 'boost', card: card() }, { type: 'chain', card: card() }, { type: 'change-sign', card: card(), sign: ['グー', 'チョキ', 'パー'][Math.floor(random() * 3)] },
    { type: 'counter', card: card(), target: id() }, { type: 'cancel', card: card() },
  ];
  for (const action of tries.filter(() => random() < 0.4)) {
    if (options.includes(option(action))) continue;
    for (const player of ['A', 'B']) {
      const [ra, rb] = [await a.ask({ op: 'apply', game: ga, player, action }), await b.ask({ op: 'apply', game: gb, player, action })];
      assert.ok(!ra.ok && !rb.ok, `${where}: ${player}'s ${JSON.stringify(action)} is no option, yet accepted`);
      assert.equal(refusal(rb), refusal(ra), `${where}: ${player}'s ${JSON.stringify(action)}`);
    }
  }
}

test('the reference and the Python engine answer the same games identically', { timeout: 240_000 }, async () => {
  const a = engine('node tools/protocol/serve.ts janken-gear');
  const b = engine('python3 examples/engines/janken-gear-python/engine.py');
  try {
    for (let game = 0; game < 30; game++) {
      const setup = { players: ['A', 'B'], seed: game, decks: [deck(), deck()], stacked: true, janken: [['グー', 'チョキ']], options: { 'sudden-vital-loss': game % 3 === 0 } };
      const [sa, sb] = [await a.ask({ op: 'start', book: 'janken-gear', setup }), await b.ask({ op: 'start', book: 'janken-gear', setup })];
      assert.equal(canonical(sb.events), canonical(sa.events), `game ${game}: start`);
      const trace: unknown[] = [];
      for (let step = 0; step < 300; step++) {
        const where = `game ${game} step ${step} after ${JSON.stringify(trace.slice(-3))}`;
        const [oa, ob] = [await a.ask({ op: 'observe', game: sa.game }), await b.ask({ op: 'observe', game: sb.game })];
        assert.equal(canonical(ob.observation), canonical(oa.observation), `${where}: observation`);
        for (const player of ['A', 'B', '観客']) {
          const [va, vb] = [await a.ask({ op: 'view', game: sa.game, player }), await b.ask({ op: 'view', game: sb.game, player })];
          assert.equal(canonical(vb), canonical(va), `${where}: ${player}'s view`);
        }
        const [pa, pb] = [await a.ask({ op: 'pending', game: sa.game }), await b.ask({ op: 'pending', game: sb.game })];
        const decisions = (p: Message) => p.decisions.map((d: Message) => ({ player: d.player, kind: d.kind, options: d.options.map(option).sort() }));
        assert.deepEqual(decisions(pb), decisions(pa), `${where}: pending`);
        const d = decisions(pa)[0];
        await sameRefusals(a, b, sa.game, sb.game, oa.observation, d?.options ?? [], where);
        if (!d) break;
        let action = JSON.parse(d.options[Math.floor(random() * d.options.length)]);
        // Games move on: most of the time, something else than ending the turn.
        if (action.type === 'end-turn' && d.options.length > 1 && random() < 0.7) action = JSON.parse(d.options.filter((o: string) => !o.includes('end-turn'))[Math.floor(random() * (d.options.length - 1))]);
        if (action.type === 'deploy') action.cards.sort(() => random() - 0.5);
        trace.push([d.player, action]);
        const [ra, rb] = [await a.ask({ op: 'apply', game: sa.game, player: d.player, action }), await b.ask({ op: 'apply', game: sb.game, player: d.player, action })];
        assert.equal(canonical(rb), canonical(ra), `${where}: apply ${JSON.stringify(action)}`);
      }
    }
  } finally {
    a.stop();
    b.stop();
  }
});
