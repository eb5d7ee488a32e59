/**
 * The TWGP table layout (the main device of two players, twgp.field.layout) as an SVG diagram
 * for the TWGP book's front page. The geometry is drawn here after the layout clause's table
 * (rows from the opponent's side; the opponent's places on one's left, one's own on the right,
 * twgp.field.layout.order); every label is the term of the definition clause of its place,
 * read from the clause index, and every place links to that clause. A clause ID that the spec
 * no longer has stops the build with its name.
 */
import type { Clause } from '../../../tools/spec/model.ts';
import { clausePath, href, siteData } from './data.ts';

/** One place on the table: the clause defining it, whose side, and where it is drawn. */
interface Place {
  clause: string;
  side: 'opponent' | 'own';
  /** Row 1–6 counted from the opponent's edge, as in twgp.field.layout's table. */
  row: number;
  column: 'left' | 'grid' | 'right';
}

/** The clauses the diagram depicts as a whole: the main device, its layout and the order of the grids. */
export const LAYOUT_CLAUSES = ['twgp.field.main-device', 'twgp.field.layout', 'twgp.field.layout.order', 'twgp.field.grid.width'];

/**
 * One player's places, by row from the table's middle to that player's edge (rows 4–6 of
 * twgp.field.layout's table). The opponent's places are the same, mirrored: across the table
 * (row 7 − r) and on the other hand (right becomes left).
 */
const OWN_PLACES: readonly Omit<Place, 'side'>[] = [
  { clause: 'twgp.field.battle-grid', row: 4, column: 'grid' },
  { clause: 'twgp.field.storage', row: 4, column: 'right' },
  { clause: 'twgp.field.vital-grid', row: 5, column: 'grid' },
  { clause: 'twgp.resource.deck', row: 5, column: 'right' },
  { clause: 'twgp.field.charge-grid', row: 6, column: 'grid' },
  { clause: 'twgp.field.surge', row: 6, column: 'right' },
];

const mirrored = (p: Omit<Place, 'side'>): Place => ({ ...p, side: 'opponent', row: 7 - p.row, column: p.column === 'right' ? 'left' : p.column });

/** twgp.field.layout's table, place by place, from the opponent's edge. */
const COLUMN_ORDER = { left: 0, grid: 1, right: 2 } as const;
const PLACES: Place[] = [...OWN_PLACES.map(mirrored), ...OWN_PLACES.map((p): Place => ({ ...p, side: 'own' }))].sort((a, b) => a.row - b.row || COLUMN_ORDER[a.column] - COLUMN_ORDER[b.column]);

/** Squares drawn in a grid row: a full battle's five (twgp.field.grid; other formats, twgp.field.grid.width). */
const SQUARES = 5;

const W = 480;
const ROW_H = 62;
const TOP = 28;
const GAP = 16;
const COLUMNS = { left: { x: 4, w: 100 }, grid: { x: 112, w: 256 }, right: { x: 376, w: 100 } } as const;
const SIDE_LABEL = { opponent: '相手の', own: '自分の' } as const;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function clauseOf(id: string): Clause {
  const c = siteData().clauseById.get(id);
  if (!c) throw new Error(`site/src/lib/twgp-layout.ts: the TWGP layout diagram names the clause ${id}, which spec/twgp/ does not have`);
  return c;
}

/** A place's label: its side and the term its definition clause defines. */
export function placeLabel(p: Pick<Place, 'clause' | 'side'>): string {
  const c = clauseOf(p.clause);
  if (!c.term) throw new Error(`site/src/lib/twgp-layout.ts: ${p.clause} defines no term to label the layout diagram with`);
  return `${SIDE_LABEL[p.side]}${c.term}`;
}

const rowY = (row: number) => TOP + (row - 1) * ROW_H + (row > 3 ? GAP : 0);

function placeSvg(p: Place): string {
  const c = clauseOf(p.clause);
  const col = COLUMNS[p.column];
  const y = rowY(p.row);
  const label = placeLabel(p);
  const squares =
    p.column === 'grid'
      ? Array.from({ length: SQUARES }, (_, i) => {
          const size = 38;
          const step = (col.w - 16) / SQUARES;
          return `<rect class="layout-square" x="${(col.x + 8 + i * step + (step - size) / 2).toFixed(1)}" y="${y + 18}" width="${size}" height="${size}" rx="3" />`;
        }).join('')
      : `<rect class="layout-pile" x="${col.x + col.w / 2 - 19}" y="${y + 18}" width="38" height="38" rx="3" />`;
  return `<a href="${escape(href(clausePath(c)))}" data-place-clause="${escape(c.id)}" data-side="${p.side}"><title>${escape(`${c.number} ${label}`)}</title><rect class="layout-place" x="${col.x}" y="${y}" width="${col.w}" height="${ROW_H - 4}" rx="6" />${squares}<text x="${col.x + col.w / 2}" y="${y + 13}" text-anchor="middle">${escape(label)}</text></a>`;
}

/** The diagram as SVG markup, and its places for the text alternative. */
export function twgpLayout(): { svg: string; places: { label: string; clause: Clause }[] } {
  for (const id of LAYOUT_CLAUSES) clauseOf(id);
  const height = rowY(6) + ROW_H + 22;
  const mid = rowY(4) - GAP / 2 - 2;
  const title = `${clauseOf('twgp.field.main-device').term}：二人対戦の卓の並べ方（自分から見た図）`;
  const svg = [
    `<svg class="twgp-layout" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" role="group" aria-label="${escape(title)}" font-size="11" font-family="system-ui, sans-serif">`,
    `<text class="layout-side" x="${W / 2}" y="16" text-anchor="middle">相手の側（自分の側を 180 度回した形）</text>`,
    `<line class="layout-midline" x1="0" x2="${W}" y1="${mid}" y2="${mid}" />`,
    ...PLACES.map(placeSvg),
    `<text class="layout-side" x="${W / 2}" y="${height - 6}" text-anchor="middle">自分の側</text>`,
    '</svg>',
  ].join('');
  const places = PLACES.map((p) => ({ label: placeLabel(p), clause: clauseOf(p.clause) }));
  return { svg, places };
}
