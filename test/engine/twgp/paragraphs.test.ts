/**
 * Unit tests of effects written in paragraphs (twgp.resource.paragraphs-independent): the
 * reader's located errors, and a trap's offers being exactly the activations its refusal
 * accepts, one paragraph at a time.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { readEffect } from '../../../engine/twgp/effect.ts';
import { activateRule, type ActivateAction } from '../../../engine/twgp/property.ts';
import { readPosition } from '../../../engine/twgp/index.ts';

test('the reader takes a text of one paragraph at the top, or two or more in paragraphs, never both', () => {
  const ok: { path: string; message: string }[] = [];
  assert.deepEqual(readEffect({ property: 'charge-trap', paragraphs: [{ do: [{ type: 'search' }] }, { when: 'targeted', cost: { kind: 'surge', count: 1 }, do: [{ type: 'draw', count: 1 }] }] }, 'e', ok), {
    property: 'charge-trap',
    paragraphs: [{ do: [{ type: 'search' }] }, { when: 'targeted', cost: { kind: 'surge', count: 1 }, do: [{ type: 'draw', count: 1 }] }],
  });
  assert.deepEqual(ok, []);
  const errors: { path: string; message: string }[] = [];
  assert.equal(readEffect({ do: [{ type: 'search' }], paragraphs: [{ do: [{ type: 'search' }] }, { property: 'log-counter', do: [] }] }, 'e', errors), undefined);
  assert.deepEqual(errors.map((e) => e.path), ['e.do', 'e.paragraphs[1].do', 'e.paragraphs[1].property']);
  const one: { path: string; message: string }[] = [];
  assert.equal(readEffect({ paragraphs: [{ do: [{ type: 'search' }] }] }, 'e', one), undefined);
  assert.deepEqual(one.map((e) => e.path), ['e.paragraphs']);
});

test('a trap in paragraphs is offered per usable paragraph, and refused otherwise', () => {
  const trap = { name: '罠', effect: { property: 'charge-trap', paragraphs: [{ when: 'targeted', do: [{ type: 'search' }] }, { cost: { kind: 'surge', count: 1 }, do: [{ type: 'search' }] }, { do: [{ type: 'log-out' }] }] } };
  const r = readPosition({ players: ['A', 'B'], turn: { player: 'A', sequence: 'battle' }, seats: [{ battleGrid: [{ name: '五', power: 5 }] }, { battleGrid: [], chargeGrid: [trap], surge: [{ name: 's1' }] }] });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  const offered = activateRule.offers(r.state, 'B');
  assert.deepEqual(offered, [
    { type: 'activate', zone: 'charge', square: 0, paragraph: 1, pay: [0] },
    { type: 'activate', zone: 'charge', square: 0, target: { player: 'A', square: 0 }, paragraph: 2 },
  ]);
  for (const paragraph of [undefined, 0, 1, 2, 3]) {
    for (const pay of [undefined, [0]]) {
      for (const target of [undefined, { player: 'A', square: 0 }]) {
        const a = { type: 'activate', zone: 'charge', square: 0 } as ActivateAction;
        if (target) a.target = target;
        if (paragraph !== undefined) a.paragraph = paragraph;
        if (pay) a.pay = pay;
        const isOffered: boolean = offered.some((o) => JSON.stringify(o) === JSON.stringify(a));
        assert.equal(activateRule.refusal(r.state, 'B', a) === null, isOffered, JSON.stringify(a));
      }
    }
  }
});
