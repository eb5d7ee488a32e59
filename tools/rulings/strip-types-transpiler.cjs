/**
 * ts-node's transpiler for the rulings' steps (tsconfig.json, "ts-node": { "transpiler" }):
 * Node's own type stripping (module.stripTypeScriptTypes, the transform `node file.ts` runs)
 * instead of TypeScript's transpileModule. The project's TypeScript is erasable syntax only
 * (tsconfig.json: erasableSyntaxOnly, verbatimModuleSyntax), so stripping the types is the
 * whole transpilation; it replaces them by blanks, so every line and column stays where it is
 * in the source and no source map is needed. TypeScript took most of a cucumber process's CPU
 * time (docs/performance.md). Type checking stays with `tsc --noEmit -p .`.
 *
 * ts-node loads a transpiler as a CommonJS module with a `create` export.
 */
'use strict';
const { stripTypeScriptTypes } = require('node:module');

/** An empty source map: the stripped text keeps the source's positions. */
const IDENTITY_MAP = JSON.stringify({ version: 3, sources: [], names: [], mappings: '' });

/** Node marks stripTypeScriptTypes experimental and warns once; the warning is only that. */
function strip(code, fileName) {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    if (String(warning?.message ?? warning).startsWith('stripTypeScriptTypes is an experimental feature')) return;
    return emitWarning.call(process, warning, ...rest);
  };
  try {
    return stripTypeScriptTypes(code, { mode: 'strip', sourceUrl: fileName });
  } finally {
    process.emitWarning = emitWarning;
  }
}

exports.create = function create({ nodeModuleEmitKind }) {
  return {
    transpile(input, { fileName }) {
      // Stripping keeps import and export as written: right for ES modules only.
      if (nodeModuleEmitKind === 'nodecjs' || /\.c[tj]sx?$/.test(fileName)) {
        throw new Error(`${fileName}: the type-stripping transpiler reads ES modules only (the project's .ts files are ES modules)`);
      }
      return { outputText: strip(input, fileName), sourceMapText: IDENTITY_MAP };
    },
  };
};
