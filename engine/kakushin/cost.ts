/**
 * Chapter 02, スキルの使用とコスト (spec/kakushin/02-skills.md): paying a cost panel by
 * panel, left to right, and putting paid panels back (ミクニーの悪戯).
 */
import type { CostSymbol, Panel, PanelKind } from './types.ts';

/** One paid panel and where it stood in the holder's row before the payment. */
export interface PaidPanel {
  panel: Panel;
  index: number;
}

export interface Payment {
  paid: PaidPanel[];
  remaining: Panel[];
}

/** Whether a panel of `kind` can pay `symbol` (kakushin.cost.white: 白 takes any kind). */
export function canPay(symbol: CostSymbol, kind: PanelKind): boolean {
  return symbol === '白' || symbol === kind;
}

/**
 * Whether `held` can still pay `rest` in some way: each named kind from its own panels, 白 from
 * any left over (kakushin.cost.white).
 */
function canStillPay(held: readonly { panel: Panel }[], rest: readonly CostSymbol[]): boolean {
  const left = new Map<PanelKind, number>();
  for (const h of held) left.set(h.panel.kind, (left.get(h.panel.kind) ?? 0) + 1);
  for (const symbol of rest) {
    if (symbol === '白') continue;
    const n = left.get(symbol) ?? 0;
    if (n === 0) return false;
    left.set(symbol, n - 1);
  }
  return rest.length <= held.length;
}

/**
 * Runs the payment procedure on a copy of `panels` (kakushin.cost.order, kakushin.cost.leftmost,
 * kakushin.cost.plan-check, kakushin.cost.white). `designate` is asked before each symbol with the
 * panels still held and may name the kind the plan wants paid. Returns null when some symbol
 * cannot be paid: the skill is then not usable and nothing is paid (kakushin.skill.use.usable).
 * With `fits` (the reading 'leftmost-that-fits' of kakushin.cost.note-procedure) each symbol
 * takes, of the panels the procedure would consider, the first that leaves the rest of the cost
 * payable, so a cost is paid whenever the panels can pay it in some way.
 */
export function payCost(
  panels: readonly Panel[],
  cost: readonly CostSymbol[],
  designate?: (symbol: CostSymbol, held: readonly Panel[]) => PanelKind | null,
  fits = false,
): Payment | null {
  if (!designate && !fits) return payLeftmost(panels, cost);
  let held = panels.map((panel, index) => ({ panel, index }));
  const paid: PaidPanel[] = [];
  // kakushin.cost.order: symbols one at a time, left to right as written.
  for (const [n, symbol] of cost.entries()) {
    const rest = cost.slice(n + 1);
    const fine = (i: number) => i >= 0 && (!fits || canStillPay(held.filter((_, j) => j !== i), rest));
    // kakushin.cost.plan-check: a designation that names a kind able to pay, and held, wins.
    const wanted = designate ? designate(symbol, held.map((h) => h.panel)) : null;
    let at = wanted !== null && canPay(symbol, wanted) ? held.findIndex((h) => h.panel.kind === wanted) : -1;
    // kakushin.cost.leftmost: otherwise the leftmost panel that can pay this symbol (that fits).
    if (!fine(at)) at = held.findIndex((h, i) => canPay(symbol, h.panel.kind) && fine(i));
    if (at < 0) return null;
    paid.push(held[at]!);
    held = held.filter((_, i) => i !== at);
  }
  return { paid, remaining: held.map((h) => h.panel) };
}

/**
 * payCost with no designation and the adopted reading: each symbol in turn takes the leftmost
 * panel still held that can pay it (kakushin.cost.order, kakushin.cost.leftmost). The same
 * payment as the general procedure, without its list of held panels rebuilt at every symbol:
 * a looping action tries a cost a thousand times (docs/performance.md).
 */
function payLeftmost(panels: readonly Panel[], cost: readonly CostSymbol[]): Payment | null {
  const paid: PaidPanel[] = [];
  const taken: number[] = [];
  for (const symbol of cost) {
    let at = -1;
    for (let i = 0; i < panels.length; i++) {
      if (canPay(symbol, panels[i]!.kind) && !taken.includes(i)) {
        at = i;
        break;
      }
    }
    if (at < 0) return null;
    taken.push(at);
    paid.push({ panel: panels[at]!, index: at });
  }
  const remaining: Panel[] = [];
  for (let i = 0; i < panels.length; i++) if (!taken.includes(i)) remaining.push(panels[i]!);
  return { paid, remaining };
}

/** Puts paid panels back where they stood before the payment (kakushin.qa.mikuny-refund). */
export function restorePaid(remaining: readonly Panel[], paid: readonly PaidPanel[]): Panel[] {
  const row = [...remaining];
  const leftFirst = paid.length > 1 ? [...paid].sort((a, b) => a.index - b.index) : paid;
  for (const p of leftFirst) row.splice(Math.min(p.index, row.length), 0, p.panel);
  return row;
}

/** Panels written as a string of kinds, e.g. '火火地' (no ailments). */
export function panelsOf(kinds: string): Panel[] {
  return [...kinds].filter((k): k is PanelKind => '火水風地剣'.includes(k)).map((kind) => ({ kind, ailments: [] }));
}
