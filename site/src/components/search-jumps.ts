/**
 * The clause jumps of the search dialog (see lib/clause-jump.ts), drawn as Pagefind results
 * (same classes, so Starlight's result styles apply) in a list of their own, placed in
 * Pagefind's form between the input and its results drawer. Text goes in as text, never HTML.
 */
import type { Jump, JumpTable } from '../lib/clause-jump.ts';

const BOX_CLASS = 'clause-jumps';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function jumpItem(jump: Jump, bookTitle: string): HTMLLIElement {
  // A clause shows its ID; a chapter or section (no ID) its title, which starts its label.
  const [heading, ...rest] = jump.label.split('・');
  const link = jump.id ? element('a', 'pagefind-ui__result-link', `${jump.number} `, element('code', '', jump.id)) : element('a', 'pagefind-ui__result-link', heading!);
  link.href = jump.path;
  const title = element('p', 'pagefind-ui__result-title', link);
  const excerpt = element('p', 'pagefind-ui__result-excerpt', [bookTitle, ...(jump.id ? [jump.label] : rest)].join('・'));
  return element('li', 'pagefind-ui__result', element('div', 'pagefind-ui__result-inner', title, excerpt));
}

/** Shows the jumps in the form (or removes the box when there are none). */
export function renderJumps(form: HTMLFormElement, jumps: Jump[], table: JumpTable | undefined): void {
  form.querySelector(`.${BOX_CLASS}`)?.remove();
  if (jumps.length === 0 || !table) return;
  const heading = element('p', 'clause-jumps-heading', '条項へ移動（Enter で先頭へ）');
  const list = element('ol', 'pagefind-ui__results', ...jumps.map((j) => jumpItem(j, table.books[j.book]?.title ?? j.book)));
  const box = element('section', BOX_CLASS, heading, list);
  box.setAttribute('aria-label', '条項へ移動');
  form.insertBefore(box, form.querySelector('.pagefind-ui__drawer'));
}
