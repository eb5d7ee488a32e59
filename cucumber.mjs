// cucumber-js configuration: Japanese rulings under features/, TypeScript steps loaded
// through ts-node's transpile-only ESM loader, results as Cucumber messages for the site.
//
// The default profile runs every rulebook and writes reports/cucumber.ndjson (read by the
// site and by `npm run coverage`). One profile per rulebook runs only that book and writes
// its own report, so a single book can be checked without touching the full report:
//   npm run conformance -- -p kakushin
const common = {
  import: ['steps/**/*.ts'],
  loader: ['ts-node/esm/transpile-only'],
  strict: true,
};

export default {
  ...common,
  paths: ['features/**/*.feature'],
  format: ['progress', 'message:reports/cucumber.ndjson', 'html:reports/cucumber.html'],
};

const book = (name) => ({
  ...common,
  paths: [`features/${name}/**/*.feature`],
  format: ['progress', `message:reports/${name}.ndjson`],
});

const twgp = book('twgp');
const tommyWalker = book('tommy-walker');
const kakushin = book('kakushin');
const jankenGear = book('janken-gear');
// Profile names are the rulebook folder names.
export { twgp, tommyWalker as 'tommy-walker', kakushin, jankenGear as 'janken-gear' };
