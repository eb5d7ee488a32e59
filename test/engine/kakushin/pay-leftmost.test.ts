/**
 * payCost without a designation and without the reading 'leftmost-that-fits' takes its own short
 * way (engine/kakushin/cost.ts `payLeftmost`, for speed: docs/performance.md). It must pay exactly
 * as the general procedure does with a designation that never names a kind: the same panels,
 * from the same places, in the same order, and refuse the same costs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextInt, seedRng } from '../../../engine/core/rng.ts';
import { payCost } from '../../../engine/kakushin/cost.ts';
import type { AilmentName, CostSymbol, Panel, PanelKind } from '../../../engine/kakushin/types.ts';

test('the short way pays as the general procedure on 20,000 random rows and costs', () => {
  let rng = seedRng(3);
  const draw = (n: number) => {
    let x: number;
    [x, rng] = nextInt(rng, n);
    return x;
  };
  const kinds: PanelKind[] = ['火', '水', '風', '地', '剣'];
  const symbols: CostSymbol[] = [...kinds, '白'];
  const ailments: AilmentName[][] = [[], [], ['Freeze'], ['Poison', 'Confuse']];
  let paid = 0;
  for (let n = 0; n < 20_000; n++) {
    const panels: Panel[] = Array.from({ length: draw(9) }, () => ({ kind: kinds[draw(5)]!, ailments: [...ailments[draw(4)]!] }));
    const cost: CostSymbol[] = Array.from({ length: draw(5) }, () => symbols[draw(6)]!);
    const before = JSON.stringify(panels);
    const short = payCost(panels, cost);
    assert.deepEqual(short, payCost(panels, cost, () => null), `${JSON.stringify(panels)} paying ${cost.join('')}`);
    assert.equal(JSON.stringify(panels), before, 'the row given is not changed');
    if (short) {
      paid++;
      short.paid.forEach((p) => assert.equal(p.panel, panels[p.index], 'a paid panel is the one that stood at its index'));
    }
  }
  assert.ok(paid > 5_000 && paid < 19_000, `${paid} of 20,000 paid: the draws should cover both outcomes`);
});
