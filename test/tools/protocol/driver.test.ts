/**
 * The protocol driver and its transports: answers in schema pass through; a crash, a hang, a
 * line that is not JSON, a wrong id and an answer out of schema each become an EngineFault
 * that says what happened; after a fault the engine is started again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from '../../../engine/core/server.ts';
import { Driver, EngineFault, GameSession } from '../../../tools/protocol/driver.ts';
import { inProcess, subprocess } from '../../../tools/protocol/transport.ts';
import { toyEngine } from '../../engine/core/toy-engine.ts';

const toy = () => new Driver(inProcess(createServer({ name: 'toy', version: '1' }, [toyEngine])));

/** A one-line Node program as an engine command. */
const nodeEngine = (program: string) => `${JSON.stringify(process.execPath)} -e ${JSON.stringify(program)}`;

const HANDSHAKE = `{"ok":true,"protocol":"1.0","engine":{"name":"x","version":"1"},"books":[]}`;

test('a session plays through the driver in process', async () => {
  const session = new GameSession(toy(), 'toy');
  assert.equal(await session.supports('explode'), true);
  assert.equal(await session.supports('implode'), false);
  assert.deepEqual(await session.start({ players: ['A', 'B'] }), { ok: true, events: [], game: 'g1' });
  assert.deepEqual(await session.apply('B', { add: 1 }), { ok: false, violation: { clause: 'toy.turn.order', message: "it is A's turn" } });
  assert.deepEqual(await session.apply('A', { add: 2 }), { ok: true, events: [{ added: 2 }] });
  assert.deepEqual(await session.observe(), { count: 2, turn: 'B' });
  assert.equal(await session.result(), null);
  await assert.rejects(new GameSession(toy(), 'toy').observe(), /before it started a game/);
  await assert.rejects(new GameSession(toy(), 'chess').start({}), (e: Error) => e instanceof EngineFault && /unknown-book/.test(e.message));
});

test('an engine that crashes is reported with its exit code and standard error, then restarted', async () => {
  const program = `let n=0;require('readline').createInterface({input:process.stdin}).on('line',l=>{const r=JSON.parse(l);if(r.op==='reset'){console.error('dying now');process.exit(3)}process.stdout.write(JSON.stringify({id:r.id,...${HANDSHAKE}})+'\\n')})`;
  const driver = new Driver(subprocess(nodeEngine(program)), 5000);
  try {
    await driver.handshake();
    await assert.rejects(driver.request('reset'), (e: Error) => e instanceof EngineFault && /engine exited \(code 3\).*dying now/s.test(e.message) && /'reset'/.test(e.message));
    const again = await driver.handshake();
    assert.equal(again.engine.name, 'x');
  } finally {
    driver.close();
  }
});

test('an engine that does not answer in time is stopped and reported, and its first answer after a restart may take start-up time', async () => {
  // Answers the handshake, then nothing: a hang after start-up, timed with the short limit.
  const program = `require('readline').createInterface({input:process.stdin}).on('line',l=>{const r=JSON.parse(l);if(r.op==='handshake')process.stdout.write(JSON.stringify({id:r.id,...${HANDSHAKE}})+'\\n')})`;
  const driver = new Driver(subprocess(nodeEngine(program)), 300);
  try {
    await driver.handshake();
    await assert.rejects(driver.request('reset'), (e: Error) => e instanceof EngineFault && /no answer within 300 ms/.test(e.message));
    // The engine was stopped and starts again: its first answer may take start-up time.
    assert.equal((await driver.handshake()).engine.name, 'x');
  } finally {
    driver.close();
  }
});

test('an answer that is not JSON, has another id, or is out of schema is a fault', async () => {
  const cases: [string, RegExp][] = [
    [`process.stdin.on('data',()=>process.stdout.write('hello\\n'))`, /is not JSON: hello/],
    [`process.stdin.on('data',()=>process.stdout.write('{"id":999,"ok":true}\\n'))`, /with id 999/],
    [`process.stdin.on('data',d=>process.stdout.write(JSON.stringify({id:JSON.parse(d).id,ok:true,protocol:'1.0',books:[]})+'\\n'))`, /out of the protocol's schema:[\s\S]*engine/],
  ];
  for (const [program, message] of cases) {
    const driver = new Driver(subprocess(nodeEngine(program)), 5000);
    try {
      await assert.rejects(driver.handshake(), (e: Error) => e instanceof EngineFault && message.test(e.message));
    } finally {
      driver.close();
    }
  }
});

test('a command that cannot start is a fault, not a crash of the runner', async () => {
  const driver = new Driver(subprocess('/nonexistent/engine-binary'), 5000);
  try {
    await assert.rejects(driver.handshake(), (e: Error) => e instanceof EngineFault && /engine exited \(code 127\)/.test(e.message));
  } finally {
    driver.close();
  }
});
