// cucumber-js configuration: Japanese rulings under features/, TypeScript steps loaded
// through ts-node's transpile-only ESM loader, whose transpiler is Node's own type stripping
// (tsconfig.json "ts-node", tools/rulings/strip-types-transpiler.cjs; docs/performance.md).
//
// One profile per rulebook (named by its folder) loads only that book's steps and the shared
// support (steps/support: the protocol session, clause and option tag checks), so step texts
// need no book prefix. `npm run conformance` (scripts/conformance.ts) runs the profiles, adds
// the message and HTML formatters, and builds the per-clause reports; run one profile alone
// with `npx cucumber-js -p <book>`.
const BOOKS = ['twgp', 'tommy-walker', 'kakushin', 'janken-gear'];

const book = (name) => ({
  paths: [`features/${name}/**/*.feature`],
  import: ['steps/support/**/*.ts', `steps/${name}/**/*.ts`],
  loader: ['ts-node/esm/transpile-only'],
  strict: true,
  format: ['progress'],
});

const profiles = Object.fromEntries(BOOKS.map((name) => [name, book(name)]));

// The default profile refuses to run: every run is of one book, so that each book's steps
// are loaded alone.
export default {
  ...book('none'),
  paths: ['features/__choose-a-book-with-p__/*.feature'],
};

export const { twgp, kakushin } = profiles;
const tommyWalker = profiles['tommy-walker'];
const jankenGear = profiles['janken-gear'];
export { tommyWalker as 'tommy-walker', jankenGear as 'janken-gear' };
