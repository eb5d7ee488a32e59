// What every book's Stryker configuration shares (mutation/<book>.stryker.mjs): mutate the
// book's engine, run only that book's rulings (its cucumber profile: the question is what the
// conformance suite catches, so no unit tests), no type checker (ts-node loads the mutated
// TypeScript transpile-only), messages not mutated (mutation/ignore-messages.mjs), and the
// reports under reports/mutation/. `npm run mutation -- <book>` runs one.

/** Files of a book's engine that are not rule modules: the agents, the log's wording, the barrel. */
const NOT_RULES = ['agents.ts', 'log.ts', 'index.ts'];

/**
 * @param {string} book the folder under engine/ and features/, and the cucumber profile
 * @param {{ notRules?: string[] }} [extra] more of the book's files that are not rule modules
 */
export function bookConfig(book, extra = {}) {
  const excluded = [...NOT_RULES, ...(extra.notRules ?? [])];
  return {
    packageManager: 'npm',
    testRunner: 'cucumber',
    plugins: ['@stryker-mutator/cucumber-runner', './mutation/ignore-messages.mjs'],
    cucumber: { profile: book },
    mutate: [`engine/${book}/**/*.ts`, ...excluded.map((f) => `!engine/${book}/${f}`)],
    ignorers: ['messages'],
    coverageAnalysis: 'perTest',
    checkers: [],
    reporters: ['html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: `reports/mutation/${book}.html` },
    jsonReporter: { fileName: `reports/mutation/${book}.json` },
    tempDirName: `.stryker-tmp/${book}`,
    cleanTempDir: 'always',
    concurrency: 2,
    timeoutMS: 10_000,
    disableTypeChecks: false,
    ignorePatterns: ['reports', 'site/dist', 'site/.astro', '.stryker-tmp'],
  };
}
