/**
 * Givens that describe a position (docs/protocol/janken-gear.md, "Position") as plain data
 * in `this.draft`: the first When or Then sends it. Each player starts with three
 * face-down vitals (♣2 ♣3 ♣4) and nothing else unless the ruling says otherwise.
 */
import { Given } from '@cucumber/cucumber';
import { cards, memo, positionDraft, seatDraft, type W } from './session.ts';

const VITALS = ['♣2', '♣3', '♣4'];

Given('対戦で、手番は {string}、相手は {string} である', function (this: W, turn: string, opponent: string) {
  const seat = () => ({ hand: [], deck: [], field: [], vitals: [...VITALS], lostVitals: [], discard: [] });
  this.draft = { form: 'position', value: { players: [turn, opponent], turnPlayer: turn, seats: [seat(), seat()], attacked: [], lostLastVitalThisTurn: [] } };
});

Given('{string} の場に {string} の場札 {string} がある', function (this: W, player: string, text: string, id: string) {
  seatDraft(this, player).field.push({ id, cards: cards(text) });
  memo(this).fieldCards[id] = cards(text);
});

Given('{string} の手札は {string} である', function (this: W, player: string, text: string) {
  seatDraft(this, player).hand = cards(text);
});

Given('{string} のデッキは {string} である', function (this: W, player: string, text: string) {
  seatDraft(this, player).deck = cards(text);
});

Given('{string} の残りヴァイタルは {int} 枚である', function (this: W, player: string, left: number) {
  const seat = seatDraft(this, player);
  seat.vitals = VITALS.slice(0, left);
  seat.lostVitals = VITALS.slice(left);
});

Given('{string} は、このターンに最後のヴァイタルを失っている', function (this: W, player: string) {
  const seat = seatDraft(this, player);
  seat.vitals = [];
  seat.lostVitals = [...VITALS];
  positionDraft(this).lostLastVitalThisTurn.push(player);
});

Given('場札 {string} はこのターンにすでに攻撃している', function (this: W, id: string) {
  positionDraft(this).attacked.push(id);
});

Given('変則ルール {string} を使う', function (this: W, option: string) {
  const draft = this.draft!;
  draft.value.options = { ...draft.value.options, [option]: true };
});
