/**
 * Steps of the re-vital rulings (features/twgp/re-vital.feature, chapter 29, option re-vital):
 * choosing which lost vitals turn face down again. They speak only the protocol; every
 * expected value is written in the ruling.
 */
import { When } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';

import { act } from './support.ts';

When('{string} が {int} 番目のヴァイタルをリ=ヴァイタルで裏タテ置きに戻す', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'recover', square: square - 1 });
});
