/**
 * TWGP in the playground: the contract engine (engine/twgp/contract.ts) under the options and
 * variant rules the reader chose (twgp-options.ts: the setup's `options`; none is the base
 * system), the heuristic agent (engine/twgp/agents.ts) deciding from its own view, two sample
 * deck files (decks/twgp/, read by the page) made into the setup's decks under those options
 * (deckFileSetup: a master unit and the phase device join only under their options), and the
 * replay log that `npm run simulate -- --book twgp --replay` reads (scripts/lib/twgp-simulate.ts),
 * whose setup records the options. Labels are in twgp-labels.ts.
 */
import type { Decision, PlayerId } from '../../../../engine/core/game.ts';
import { heuristicAgent, type TwgpOption } from '../../../../engine/twgp/agents.ts';
import { twgpEngine } from '../../../../engine/twgp/contract.ts';
import type { SeatView, TwgpView, UnitObservation } from '../../../../engine/twgp/observe.ts';
import type { TwgpState } from '../../../../engine/twgp/state.ts';
import { deckFileSetup, type OptionDeckFile } from '../../../../engine/twgp/deck-file-options.ts';
import { adopted } from '../../../../engine/twgp/options.ts';
import { AGENT, HUMAN, who } from './labels-common.ts';
import { actionLabel, decisionLabel, eventLines, MODES, resultText, SEQUENCES, type Table } from './twgp-labels.ts';
import type { BoardRow, PlayBook } from './types.ts';

/** A match of the page: the format and the two deck files as deckFileSetup reads them, the reader's first. */
export interface TwgpMatch {
  format: string;
  vitalCount?: number;
  files: [OptionDeckFile, OptionDeckFile];
}

/** The setup of a game of `match` under `options` (the reader's seat first), without its seed. */
export function matchSetup(match: TwgpMatch, options: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const { decks, masters } = deckFileSetup(match.files, [HUMAN, AGENT], options);
  return {
    players: [HUMAN, AGENT],
    format: match.format,
    ...(match.vitalCount !== undefined ? { vitalCount: match.vitalCount } : {}),
    decks,
    ...(masters ? { masters } : {}),
    ...(Object.keys(options).length ? { options } : {}),
  };
}

/** The agent's name in the replay log (the simulator's, scripts/lib/twgp-simulate.ts). */
const AGENT_NAME = 'heuristic';

const unitText = (u: UnitObservation | { hidden: true } | null | undefined): string | undefined =>
  !u ? undefined : 'hidden' in u ? '裏向きのユニット' : `「${u.name}」（算定パワー ${u.power}、${MODES[u.mode] ?? u.mode}）`;

/** The table the labels read, from the reader's view of `state` (and of `before`, for cards that have left it). */
function tableOf(views: TwgpView[]): Table {
  const seat = (v: TwgpView, p: unknown): SeatView | undefined => v.seats.find((s) => s.player === p);
  const first = <T>(f: (v: TwgpView) => T | undefined): T | undefined => {
    for (const v of views) {
      const x = f(v);
      if (x !== undefined) return x;
    }
    return undefined;
  };
  const mine = (v: TwgpView) => seat(v, HUMAN);
  const at = <T>(xs: readonly T[] | undefined, i: unknown): T | undefined => (xs && typeof i === 'number' ? xs[i] : undefined);
  const placedName = (p: unknown) => (p && typeof p === 'object' && 'name' in p ? String((p as { name: string }).name) : undefined);
  return {
    who,
    hand: (i) => first((v) => at(mine(v)?.hand, i)),
    unit(ref) {
      const r = ref as { player?: unknown; square?: unknown } | null;
      const text = first((v) => unitText(at(seat(v, r?.player)?.battleGrid, r?.square)));
      return `${who(r?.player)}の${text ?? `バトル・グリッド ${Number(r?.square) + 1} 番のマス`}`;
    },
    unitName(ref) {
      const r = ref as { player?: unknown; square?: unknown } | null;
      const u = first((v) => at(seat(v, r?.player)?.battleGrid, r?.square) ?? undefined);
      return `${who(r?.player)}の${!u ? `バトル・グリッド ${Number(r?.square) + 1} 番のマスのユニット` : 'hidden' in u ? '裏向きのユニット' : `「${u.name}」`}`;
    },
    ownUnit: (square) => first((v) => unitText(at(mine(v)?.battleGrid, square))) ?? `${Number(square) + 1} 番のマス`,
    own: (grid, square) => first((v) => placedName(at(mine(v)?.[grid], square))),
    pile: (pile, i) => first((v) => at(pile === 'surge' ? mine(v)?.surge : pile === 'storage' ? mine(v)?.storage : mine(v)?.hand, i)),
    phase: (square) => first((v) => at(mine(v)?.phaseDevice, square)?.name),
    stayed: (i) => first((v) => at(mine(v)?.stayedWeapons, i)?.name),
  };
}

/**
 * The playground's book for a match under `options` (the setup's, from chosenOptions); `names`
 * gives each key's name in the spec's terms for the board (the page's, from the clause index).
 */
/** The options in force, by their names (or keys) and values. */
export function optionsText(options: Readonly<Record<string, unknown>>, names: Readonly<Record<string, string>>): string {
  const on = Object.entries(options).filter(([, v]) => v !== false);
  return on.length ? on.map(([k, v]) => `${names[k] ?? k}${typeof v === 'number' ? `（${v}）` : ''}`).join('、') : 'なし（基本システム）';
}

/** What the options put on a unit: weapons, charge effects, a master unit's mark, S-jamming, a token. */
export function unitMarks(u: UnitObservation): string {
  const marks = [
    ...(u.master ? [`マスター・ユニット ${u.master}`] : []),
    ...(u.weapons.length ? [`ウェポン ${u.weapons.map((w) => `「${w}」`).join('')}`] : []),
    ...(u.plus ? [`プラス ${u.plus}`] : []),
    ...(u.down ? [`ダウン ${u.down}`] : []),
    ...(u.accel ? ['アクセル'] : []),
    ...(u.jamming ? [`Ｓジャミング ${u.jamming}`] : []),
    ...(u.token ? ['トークン'] : []),
  ];
  return marks.length ? `（${marks.join('・')}）` : '';
}

/** A seat's cards of the options: the phase device, surge earths, laid log counters, weapons left on their squares, the pile's turned top. */
export function seatOptionText(s: SeatView): string {
  const parts = [
    ...(s.phaseDevice?.length ? [`フェーズ・デヴァイス ${s.phaseDevice.map((c, i) => `${i + 1}:${c ? `「${c.name}」` : 'なし'}`).join('、')}`] : []),
    ...(s.earths?.length ? [`サージ・アース ${s.earths.map((e) => `${e.square + 1}:${e.faceUp ? e.cards.map((c) => `「${c}」`).join('') : '裏向き'}${e.cards.length > 1 ? `（${e.cards.length} 枚）` : ''}`).join('、')}`] : []),
    ...(s.counters?.length ? [`伏せたログ・カウンター ${s.counters.map((c) => `${c.square + 1}:${c.name ? `「${c.name}」` : '裏向き'}`).join('、')}`] : []),
    ...(s.stayedWeapons?.length ? [`残したウェポン ${s.stayedWeapons.map((w) => `${w.square + 1}:「${w.name}」`).join('、')}`] : []),
    ...(s.pileTurned?.length ? [`山札の上の表向きの札 ${s.pileTurned.map((c) => `「${c}」`).join('')}`] : []),
  ];
  return parts.join('／');
}

/** A few of the options' actions to try, for the options on (each refused citing its clause when the moment is wrong). */
function optionTries(options: Readonly<Record<string, unknown>>, card: number | undefined, unit: { player: string; square: number } | undefined, square: number): TwgpOption[] {
  const on = (k: string) => adopted(options, k);
  return [
    ...(on('deck-card-types') && card !== undefined && unit ? [{ type: 'lay-weapon', card, unit }] : []),
    ...(on('master-drive') ? [{ type: 'master-drive', vital: 0, square }] : []),
    ...(on('charge-back') && unit ? [{ type: 'charge-back', square: unit.square, to: 'hand' }] : []),
    ...(on('surge-earth') && card !== undefined ? [{ type: 'surge-earth-set', card, square }] : []),
  ];
}

export function twgpPlay(match: TwgpMatch, options: Readonly<Record<string, unknown>> = {}, names: Readonly<Record<string, string>> = {}): PlayBook<TwgpState, TwgpOption> {
  const engine = twgpEngine as unknown as PlayBook<TwgpState, TwgpOption>['engine'];
  const viewOf = (state: TwgpState) => twgpEngine.view(state, HUMAN);
  const table = (...states: TwgpState[]) => tableOf(states.map(viewOf));
  return {
    book: 'twgp',
    engine,
    human: HUMAN,
    agent: AGENT,
    agentFirst: ['setup'],
    setup: (seed) => ({ ...matchSetup(match, options), seed }),
    agentMove: (state, decision, rng) => heuristicAgent(twgpEngine.view(state, decision.player), decision, rng),
    actionLabel: (a, state) => actionLabel(a, table(state)),
    decisionLabel: (d: Decision<TwgpOption>) => decisionLabel(d.kind),
    eventLines: (e, after, before) => eventLines(e, table(after, before)),
    tries(state) {
      const v = viewOf(state);
      const me = v.seats.find((s) => s.player === HUMAN)!;
      const other = v.seats.find((s) => s.player !== HUMAN)!;
      const units = me.battleGrid.flatMap((u, square) => (u && !('hidden' in u) ? [{ player: HUMAN, square }] : []));
      const targets = other.battleGrid.flatMap((u, square) => (u ? [{ player: other.player, square }] : []));
      const free = me.battleGrid.findIndex((u) => u === null);
      return [
        { type: 'end-build' }, { type: 'end-turn' }, { type: 'accept' }, { type: 'end-setup' }, { type: 'end-routine' },
        ...(me.hand ?? []).slice(0, 3).map((_, card): TwgpOption => ({ type: 'charge-drive', card, square: Math.max(free, 0), face: 'up' })),
        ...units.flatMap((attacker): TwgpOption[] => [
          { type: 'direct', attacker, player: other.player },
          ...targets.slice(0, 2).map((target): TwgpOption => ({ type: 'assault', attacker, target })),
          { type: 'stealth', unit: attacker },
        ]),
        ...optionTries(options, me.hand?.length ? 0 : undefined, units[0], Math.max(free, 0)),
        { type: 'judge', event: 'deadlock' },
      ];
    },
    board(state) {
      const v = viewOf(state);
      const turn = v.turn ? `ターン ${v.turn.number}・${SEQUENCES[v.turn.sequence] ?? v.turn.sequence}・ターン・プレイヤー ${who(v.turn.player)}` : '開始前';
      const rows: BoardRow[] = [{ label: '局面', value: `${turn}${v.right ? `・行使権 ${who(v.right)}` : ''}${v.targetRight ? `・標的指定権 ${who(v.targetRight)}` : ''}` }];
      rows.push({ label: 'オプション', value: optionsText(v.options, names) });
      if (v.stack.length) rows.push({ label: '宣言', value: v.stack.map((d) => `${who(d.by)}の${{ assault: 'アサルト', 'charge-boost': 'チャージ・ブースト', direct: 'ノーマル・ダイレクト' }[d.kind] ?? d.kind}`).join(' → ') });
      for (const s of v.seats) {
        const grid = (cells: SeatView['battleGrid'] | SeatView['chargeGrid']) =>
          cells.map((c, i) => (c ? `${i + 1}:${'hidden' in c ? '裏向き' : `「${c.name}」${'power' in c ? ` ${c.power}` : ''} ${MODES[c.mode] ?? c.mode}${'power' in c ? unitMarks(c) : ''}`}` : null)).filter((x) => x !== null).join('、') || 'なし';
        rows.push({ label: who(s.player), value: `ヴァイタル 残り ${s.vitals} 枚／山札 ${s.deckCount} 枚${s.reserves.length ? `（予備 ${s.reserves.length} 束）` : ''}／手札 ${s.hand ? s.hand.map((h) => `「${h}」`).join('') || 'なし' : `${s.handCount} 枚`}／サージ ${s.surge.length} 枚／ストレージ ${s.storage.length} 枚` });
        rows.push({ label: `${who(s.player)}のバトル・グリッド`, value: grid(s.battleGrid) });
        rows.push({ label: `${who(s.player)}のチャージ・グリッド`, value: grid(s.chargeGrid) });
        rows.push({ label: `${who(s.player)}のヴァイタル・グリッド`, value: grid(s.vitalGrid) });
        const extra = seatOptionText(s);
        if (extra) rows.push({ label: `${who(s.player)}のオプションの札`, value: extra });
      }
      return rows;
    },
    resultText,
    replayLog: (setup, moves, result) => ({
      book: 'twgp',
      setup,
      agents: { [HUMAN]: 'human', [AGENT]: AGENT_NAME },
      // The page's agent generator (session.ts); the replay does not use it.
      agentSeed: (setup as { seed: number }).seed ^ 0x5eed,
      entries: moves.map((m: { player: PlayerId; action: TwgpOption }) => ({ player: m.player, action: m.action })),
      result,
    }),
    replayCommand: 'npm run simulate -- --book twgp --replay',
  };
}
