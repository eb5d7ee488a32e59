/**
 * What every book's labels (the *-labels.ts modules) share: the two seats as the page names
 * them, a game result in words, the closing log line, and the generic rendering of an action,
 * event or decision kind a book has no label for. The generic rendering starts with
 * GENERIC_MARK, so the page marks it (data-fallback) and a test can tell a labelled kind from
 * a fallback.
 */
import type { GameResult } from '../../../../engine/core/game.ts';
import type { Line } from './types.ts';

/** The reader's seat and the agent's, as the engine is given them and the page shows them. */
export const HUMAN = 'あなた';
export const AGENT = 'エンジン';

/** A player as the log names them: the reader is あなた, the agent エンジン. */
export type Who = (player: unknown) => string;
export const who: Who = (p) => (p === HUMAN ? 'あなた' : p === AGENT ? 'エンジン' : String(p));

/** 「name」: a card or thing named as the spec prints it. */
export const quoted = (name: unknown): string => `「${String(name)}」`;

/** The first character of a generic rendering: nothing a label writes starts with it. */
export const GENERIC_MARK = '⟨';

/** Whether a text is the generic rendering of an unlabelled kind. */
export const isGeneric = (text: string): boolean => text.startsWith(GENERIC_MARK);

/** A kind without a label, readable all the same: its name and its fields (`⟨kind⟩ field=value, …`). */
export function generic(kind: string, fields: Record<string, unknown> = {}): string {
  const parts = Object.entries(fields)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `${GENERIC_MARK}${kind}⟩${parts.length ? ` ${parts.join(', ')}` : ''}`;
}

/** The log line of an event a book has no label for. */
export const genericLine = (e: { type: string } & Record<string, unknown>): Line => ({ text: generic(e.type, e), ...(typeof e.clause === 'string' ? { clause: e.clause } : {}) });

/** A result in words: who won (or 引き分け / `none` for a game nobody won) and how, by the book's words for its result clauses. */
export function resultText(r: GameResult, how: Readonly<Record<string, string>>, none = '引き分け'): string {
  const outcome = r.winner === null ? none : `${who(r.winner)}の勝ち`;
  return `${outcome}（${how[r.clause] ?? r.clause}）`;
}

/** The closing log line: ゲーム終了 and the result, citing its clause. */
export const gameOverLine = (r: GameResult, how: Readonly<Record<string, string>>, none?: string): Line => ({ text: `ゲーム終了：${resultText(r, how, none)}`, clause: r.clause });
