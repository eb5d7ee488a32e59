/** A minimal static file server for the built site, for browser tests and the Lighthouse bench. */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
};

/** Types a web host compresses (the Lighthouse bench measures transfer as a deployed site has it). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml']);

export interface ServeOptions {
  /** Gzip text files for clients that accept it, as any web host does; off for the tests. */
  gzip?: boolean;
}

export interface Served {
  server: Server;
  url: string;
  /**
   * Stops the server and drops its open connections: a browser's keep-alive sockets would
   * otherwise hold the process open for the keep-alive timeouts (about 12 s after the last
   * page here), in every test file.
   */
  close(): void;
}

export function serve(dir: string, { gzip = false }: ServeOptions = {}): Promise<Served> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Astro's bundles under /_astro/ are named by a hash of their contents: a host lets
    // browsers keep them, and so does this server, so a test visiting a thousand pages
    // fetches each script and style sheet once rather than once a page.
    const cache = path.startsWith('/_astro/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {};
    if (gzip && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding', ...cache });
      res.end(gzipSync(readFileSync(file)));
      return;
    }
    res.writeHead(200, { 'content-type': type, ...cache });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const close = () => {
      server.closeAllConnections();
      server.close();
    };
    resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close });
  }));
}
