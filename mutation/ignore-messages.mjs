// A Stryker ignorer plugin (ignorers: ['messages']): mutants in the human-readable text of
// a violation, a malformed-input problem, a game result's reason or an Error are not made.
// That text is not part of the engine contract (docs/protocol.md: rulings assert the clause
// ID, the JSON path and the outcome, never the wording), so a mutant there is no wrong
// engine. Everything else counts, clause IDs and JSON paths included.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** Object properties whose value is prose. */
const PROSE_KEYS = new Set(['message', 'reason', 'errorMessage']);
/**
 * Calls whose argument at this index is prose: violation(clause, message), malformed(path,
 * message), and 革新的なTCG's sheet problems err(clause, path, message) (engine/kakushin/character.ts).
 */
const PROSE_ARGUMENT = new Map([
  ['violation', 1],
  ['malformed', 1],
  ['err', 2],
]);

function keyName(node) {
  if (!node.computed && node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'StringLiteral') return node.key.value;
  return undefined;
}

function calleeName(node) {
  if (node.callee.type === 'Identifier') return node.callee.name;
  if (node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.type === 'Identifier') return node.callee.property.name;
  return undefined;
}

const messages = {
  shouldIgnore(path) {
    const { node, parent } = path;
    if (node.type === 'ObjectProperty' && PROSE_KEYS.has(keyName(node))) return `the ${keyName(node)} text is not part of the engine contract`;
    if (!parent) return undefined;
    if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && /Error$/.test(parent.callee.name) && parent.arguments[0] === node) return 'an error message is not part of the engine contract';
    if (parent.type === 'CallExpression' && PROSE_ARGUMENT.has(calleeName(parent)) && parent.arguments[PROSE_ARGUMENT.get(calleeName(parent))] === node) return 'a violation or problem message is not part of the engine contract';
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'messages', messages)];
