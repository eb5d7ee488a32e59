// cucumber-js configuration: Japanese rulings under features/, TypeScript steps loaded
// through ts-node's transpile-only ESM loader, results as Cucumber messages for the site.
export default {
  paths: ['features/**/*.feature'],
  import: ['steps/**/*.ts'],
  loader: ['ts-node/esm/transpile-only'],
  format: [
    'progress',
    'message:reports/cucumber.ndjson',
    'html:reports/cucumber.html',
  ],
  strict: true,
};
