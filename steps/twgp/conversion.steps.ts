/**
 * TWGP rulings' steps for the conversion of printed values (chapter 04, 換算表): a unit is
 * placed with the value printed on its card in the protocol's card form
 * (`printed: {game, item?, value}`, docs/protocol/twgp.md); the base power the engine reads
 * from it is then asserted through the existing observation steps. The steps only transcribe:
 * a value made of digits is sent as a number, any other value as written; nothing is converted here.
 */
import { Given } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';
import { seat } from './support.ts';

/** A value as the protocol carries it: digits as a number, anything else as the text written. */
const transcribe = (value: string): number | string => (/^\d+$/.test(value) ? Number(value) : value);

Given('{string} の場に、{string} の {string} が {string} と印刷されたユニット {string} がある', function (this: RulingWorld, owner: string, game: string, item: string, value: string, name: string) {
  seat(this, owner).battleGrid.push({ name, kind: 'ユニット', printed: { game, item, value: transcribe(value) } });
});

Given('{string} の場に、遊戯王の ☆{int}、ATK {int}、DEF {int} のユニット {string} がある', function (this: RulingWorld, owner: string, stars: number, atk: number, def: number, name: string) {
  seat(this, owner).battleGrid.push({ name, kind: 'ユニット', printed: { game: '遊戯王', item: '☆', value: { stars, atk, def } } });
});

Given('{string} の場に、次の印刷された値のユニット {string} がある', function (this: RulingWorld, owner: string, name: string, printed: string) {
  seat(this, owner).battleGrid.push({ name, kind: 'ユニット', printed: JSON.parse(printed) as unknown });
});
