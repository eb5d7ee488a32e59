/**
 * A language server (LSP, over stdio) that shows the spec lint in an editor as you type:
 * unified-language-server running the one Markdown parser with the lint plugin
 * (tools/spec/remark-lint.ts). Start it with the project's Node:
 *   node_modules/.bin/node tools/spec/language-server.ts --stdio
 * Editor set-up: docs/contributing.md ("Diagnostics in the editor").
 */
import type { Plugin } from 'unified';
import { createUnifiedLanguageServer } from 'unified-language-server';
import remarkStringify from 'remark-stringify';
import { markdownProcessor } from './parse.ts';
import remarkRulebookLint from './remark-lint.ts';

createUnifiedLanguageServer({
  // No `remark` package is installed on purpose: the default processor below is the spec's
  // own parser (remark-parse + remark-gfm), with a compiler so formatting requests work too.
  processorName: 'remark',
  processorSpecifier: 'remark',
  defaultProcessor: markdownProcessor().use(remarkStringify),
  plugins: [[remarkRulebookLint as unknown as Plugin]],
  configurationSection: 'remark',
  rcName: '.remarkrc',
  ignoreName: '.remarkignore',
});
