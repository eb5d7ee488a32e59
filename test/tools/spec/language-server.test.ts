/** The spec lint in an editor: the language server publishes a broken label of an unsaved buffer as an error at its line. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

test('a malformed label in an open chapter is reported as an error diagnostic', async () => {
  const server = spawn(process.execPath, ['tools/spec/language-server.ts', '--stdio'], { cwd: ROOT });
  const send = (m: object) => {
    const s = JSON.stringify(m);
    server.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`);
  };
  const root = pathToFileURL(ROOT).href.replace(/\/$/, '');
  const uri = `${root}/spec/tommy-walker/07-attack.md`;
  const published = new Promise<{ diagnostics: { range: { start: { line: number } }; message: string; severity: number; source: string }[] }>((done, fail) => {
    let buffer = '';
    // A guard against a server that never answers, not a timing assertion.
    const guard = setTimeout(() => fail(new Error(`no diagnostics published; the server said: ${buffer.slice(0, 800)}`)), 60_000);
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (const body of buffer.split(/Content-Length: \d+\r\n\r\n/)) {
        if (!body.includes('publishDiagnostics')) continue;
        try {
          const message = JSON.parse(body) as { params: { uri: string; diagnostics: never[] } };
          if (message.params.uri === uri) {
            clearTimeout(guard);
            done(message.params);
          }
        } catch {
          // An incomplete message: wait for the rest.
        }
      }
    });
  });
  send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: root, capabilities: {}, workspaceFolders: [{ uri: root, name: 'repository' }] } });
  send({ jsonrpc: '2.0', method: 'initialized', params: {} });
  send({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'markdown', version: 1, text: '# 攻撃\n\nrule[Bad label]\n本文\n' } } });
  try {
    const { diagnostics } = await published;
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]!.range.start.line, 2);
    assert.equal(diagnostics[0]!.severity, 1);
    assert.equal(diagnostics[0]!.source, 'rulebook');
    assert.match(diagnostics[0]!.message, /malformed clause ID 'Bad label'/);
  } finally {
    server.kill();
  }
});
