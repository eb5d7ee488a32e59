/**
 * The playground page in the browser: shows a session (session.ts) and lets the reader
 * play it with buttons. The markup is in components/playground/Playground.astro; this
 * module fills its parts (found by data-part) and re-renders them after every move.
 * Clause links come from the page's clause table (id → number, address, opening words),
 * generated at build time from the one clause index.
 */
import type { Failure } from '../../../../engine/core/violation.ts';
import { withDigest } from './digest.ts';
import { isGeneric } from './labels-common.ts';
import { humanDecision, play, replayLog, resultOf, startSession, unofferedTries, type Session } from './session.ts';
import type { Line, PlayBook } from './types.ts';

export interface ClauseInfo {
  number: string;
  href: string;
  text: string;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

export function mount<S, A>(root: HTMLElement, book: PlayBook<S, A>): void {
  const clauses = JSON.parse(root.querySelector('script[data-part="clauses"]')!.textContent!) as Record<string, ClauseInfo>;
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)!;
  const seedInput = part('seed-input') as HTMLInputElement;
  let session: Session<S, A>;

  const clauseLink = (id: string | undefined, long = false): (Node | string)[] => {
    if (!id) return [];
    const c = clauses[id];
    if (!c) return [' ', el('code', {}, id)];
    const a = el('a', { href: c.href, className: 'pg-clause' }, `${c.number}`);
    a.dataset.clause = id;
    return long ? [a, ' ', el('span', {}, c.text)] : [' ', el('span', { className: 'pg-cite' }, '（', a, '）')];
  };

  /** Shows why a move (or, with `setup`, a game's setup: the options chosen) was refused. */
  function showRefusal(label: string, failure: Failure | { error: string }, setup = false): void {
    const box = part('refusal');
    box.replaceChildren();
    box.hidden = false;
    if ('violation' in failure) {
      const v = failure.violation;
      box.append(el('p', {}, el('strong', {}, `「${label}」は認められません。`), ' この行動を禁じる条項：'), el('p', { className: 'pg-refusal-clause' }, ...clauseLink(v.clause, true)));
      box.append(el('p', { className: 'pg-engine-message', lang: 'en' }, v.message));
    } else if ('malformed' in failure) {
      const heading = setup ? `${label}：この設定ではゲームを始められません（選んだオプションの組み合わせやデッキを確かめてください）。` : `「${label}」は行動の形になっていません。`;
      box.append(el('p', {}, el('strong', {}, heading)), el('ul', {}, ...failure.malformed.map((m) => el('li', { lang: 'en' }, el('code', {}, m.path), ` ${m.message}`))));
    } else {
      box.append(el('p', {}, el('strong', {}, failure.error)));
    }
  }

  function attempt(action: A, label: string): void {
    const hadFocus = root.contains(document.activeElement);
    const r = play(session, action);
    if (!r.ok) return showRefusal(label, r);
    part('refusal').hidden = true;
    render(hadFocus);
  }

  function optionButton(action: A, className: string): HTMLButtonElement {
    const label = book.actionLabel(action, session.state);
    const b = el('button', { type: 'button', className }, label);
    b.dataset.action = JSON.stringify(action);
    // A kind the book has no label for reads in the generic form: marked, so tests can find it.
    if (isGeneric(label)) b.dataset.fallback = '';
    b.addEventListener('click', () => attempt(action, label));
    return b;
  }

  function renderLog(): void {
    part('log').replaceChildren(...session.log.map((l: Line) => {
      const li = el('li', {}, l.text, ...clauseLink(l.clause));
      if (isGeneric(l.text)) li.dataset.fallback = '';
      return li;
    }));
  }

  function render(focusOptions = false): void {
    part('seed-shown').textContent = String(session.seed);
    part('board').replaceChildren(...book.board(session.state).flatMap((r) => [el('dt', {}, r.label), el('dd', {}, r.value)]));
    const decision = humanDecision(session);
    const result = resultOf(session);
    part('decision').textContent = result ? 'ゲーム終了' : decision ? book.decisionLabel(decision) : 'エンジンの番です';
    part('decision').toggleAttribute('data-fallback', isGeneric(part('decision').textContent ?? ''));
    part('options').replaceChildren(...(decision?.options ?? []).map((o) => optionButton(o, 'pg-option')));
    part('tries').replaceChildren(...(result ? [] : unofferedTries(session).map((a) => optionButton(a, 'pg-try'))));
    part('free-action').setAttribute('placeholder', decision ? JSON.stringify(decision.options[0]) : '');
    part('result').textContent = result ? book.resultText(result) : '';
    part('download').hidden = !result;
    renderLog();
    // For tests and for scripts reading the page: the state of play and the result's clause and winner.
    root.dataset.state = result ? 'over' : 'playing';
    root.dataset.resultClause = result?.clause ?? '';
    root.dataset.winner = result ? (result.winner ?? '') : '';
    if (focusOptions) (part('options').querySelector('button') ?? part('decision')).focus();
  }

  function newGame(seed: number): void {
    const started = startSession(book, seed);
    if (!started.ok) return showRefusal(`シード ${seed}`, started, true);
    session = started.session;
    part('refusal').hidden = true;
    const url = new URL(location.href);
    url.searchParams.set('seed', String(seed));
    history.replaceState(null, '', url);
    seedInput.value = String(seed);
    render();
  }

  part('seed-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const seed = Number(seedInput.value);
    if (!Number.isSafeInteger(seed) || seed < 0) return showRefusal(seedInput.value, { error: 'シードは 0 以上の整数です。' });
    newGame(seed);
  });
  part('free-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = (part('free-action') as HTMLTextAreaElement).value;
    let action: A;
    try {
      action = JSON.parse(text) as A;
    } catch {
      return showRefusal(text, { error: `「${text}」は JSON として読めません。例のように書いてください。` });
    }
    attempt(action, text);
  });
  part('download').addEventListener('click', async () => {
    const log = await withDigest(replayLog(session));
    const a = el('a', { href: URL.createObjectURL(new Blob([`${JSON.stringify(log, null, 1)}\n`], { type: 'application/json' })), download: `${book.book}-seed-${session.seed}.json` });
    document.body.append(a);
    a.click();
    a.remove();
  });

  const given = Number(new URLSearchParams(location.search).get('seed') || NaN);
  newGame(Number.isSafeInteger(given) && given >= 0 ? given : Math.floor(Math.random() * 1_000_000));
}
