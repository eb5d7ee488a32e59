/**
 * The rulings list's filter, run in the browser: hides the rulings (and chapter groups left
 * empty) that do not match every filled-in field. Matching, by field:
 * status: equal; clause: the ID of one of the ruling's clauses starts with the input, or one of
 * their display numbers is it or lies under it (7.2 finds 7.2 and 7.2.1, not 7.20); text: the
 * ruling's name contains it. Case is ignored.
 */
export interface RulingFilter {
  status: string;
  clause: string;
  text: string;
}

export interface RulingFacts {
  status: string;
  clauses: string[];
  numbers: string[];
  name: string;
}

const startsAsPart = (value: string, prefix: string, sep: string) => value === prefix || value.startsWith(prefix.endsWith(sep) ? prefix : `${prefix}${sep}`);

/** Whether a ruling matches the filter; empty fields match everything. */
export function matches(r: RulingFacts, f: RulingFilter): boolean {
  const clause = f.clause.trim();
  const text = f.text.trim().toLowerCase();
  if (f.status && r.status !== f.status) return false;
  if (clause && !r.clauses.some((id) => id.toLowerCase().startsWith(clause.toLowerCase())) && !r.numbers.some((n) => startsAsPart(n, clause, '.'))) return false;
  if (text && !r.name.toLowerCase().includes(text)) return false;
  return true;
}

export function applyRulingsFilter(form: HTMLFormElement, doc: Document): void {
  const data = new FormData(form);
  const f: RulingFilter = { status: String(data.get('status') ?? ''), clause: String(data.get('clause') ?? ''), text: String(data.get('text') ?? '') };
  let shown = 0;
  for (const section of doc.querySelectorAll<HTMLElement>('.ruling-chapter')) {
    let inSection = 0;
    for (const li of section.querySelectorAll<HTMLElement>('.ruling-item')) {
      const ok = matches(
        {
          status: li.dataset.status ?? '',
          clauses: (li.dataset.clauses ?? '').split(' ').filter(Boolean),
          numbers: (li.dataset.numbers ?? '').split(' ').filter(Boolean),
          name: li.querySelector('a')?.textContent ?? '',
        },
        f,
      );
      li.hidden = !ok;
      if (ok) inSection++;
    }
    section.hidden = inSection === 0;
    shown += inSection;
  }
  const output = form.querySelector('output');
  if (output) output.textContent = `${shown} 件を表示`;
  const empty = doc.querySelector<HTMLElement>('.rulings-filter-empty');
  if (empty) empty.hidden = shown > 0;
}
