/**
 * Steps of the rulings on paying costs (chapter 11: the cards the payer chooses,
 * twgp.cost.choice). A When sends an activation with the payment written in the ruling in the
 * protocol's form (`pay`, `vital`: indices from 0); a Then compares the payments the player is
 * offered with the list written in the ruling. No rule is decided here.
 */
import { When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';
import { act, ensurePosition } from './support.ts';

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;

When('{string} がチャージ・グリッドの {int} 番目のトラップを、コストに次の札を選んで発動する:', async function (this: RulingWorld, player: string, square: number, payment: string) {
  await act(this, player, { type: 'activate', zone: 'charge', square: square - 1, ...json(payment) });
});

When('{string} がヴァイタル・グリッドの {int} 番目のヴァイタル・トラップを、コストに次の札を選んで発動する:', async function (this: RulingWorld, player: string, square: number, payment: string) {
  await act(this, player, { type: 'activate', zone: 'vital', square: square - 1, ...json(payment) });
});

Then('{string} に示されるチャージ・グリッドの {int} 番目のトラップの払い方は、次のとおりである:', async function (this: RulingWorld, player: string, square: number, expected: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  const options = decisions.filter((d) => d.player === player).flatMap((d) => d.options) as Record<string, unknown>[];
  const payments = options
    .filter((o) => o.type === 'activate' && o.zone === 'charge' && o.square === square - 1)
    .map((o) => JSON.stringify(o.vital === undefined ? { pay: o.pay } : { pay: o.pay, vital: o.vital }));
  const wanted = (JSON.parse(expected) as unknown[]).map((p) => JSON.stringify(p));
  assert.deepEqual([...payments].sort(), [...wanted].sort());
});

Then('{string} に示されるチャージ・グリッドの {int} 番目のトラップの発動は、次のとおりである:', async function (this: RulingWorld, player: string, square: number, expected: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  const options = decisions.filter((d) => d.player === player).flatMap((d) => d.options) as Record<string, unknown>[];
  const shown = options
    .filter((o) => o.type === 'activate' && o.zone === 'charge' && o.square === square - 1)
    .map((o) => JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => !['type', 'zone', 'square'].includes(k)).sort(([a], [b]) => a.localeCompare(b)))));
  const wanted = (JSON.parse(expected) as Record<string, unknown>[]).map((o) => JSON.stringify(Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))));
  assert.deepEqual([...shown].sort(), [...wanted].sort());
});
