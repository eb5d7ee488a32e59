/**
 * Position Givens for long lists (docs/protocol/janken-gear.md, "Limits"): many field cards of
 * one card each, or one attack written many times, so that a ruling need not write forty
 * entries out. The lists are input data; nothing here decides a rule.
 */
import { Given } from '@cucumber/cucumber';
import { cards, positionDraft, seatDraft, type W } from './session.ts';

Given('{string} の場に {string} だけの場札が {int} 枚ある', function (this: W, player: string, text: string, n: number) {
  const field = seatDraft(this, player).field as { id: string; cards: string[] }[];
  for (let k = 1; k <= n; k++) field.push({ id: `x${k}`, cards: cards(text) });
});

Given('場札 {string} がこのターンにすでに攻撃したことが、{int} 回書かれている', function (this: W, id: string, n: number) {
  for (let k = 0; k < n; k++) positionDraft(this).attacked.push(id);
});
