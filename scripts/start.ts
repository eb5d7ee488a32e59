/**
 * `npm start`: runs the rulings, builds the site with their results, and serves it on
 * localhost. Failing rulings do not stop the build: the site shows them as failed.
 */
import { spawn } from 'node:child_process';
import { run } from './lib/run.ts';

const port = process.env.PORT ?? '4321';
if (process.argv.length > 2 || !/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  const help = process.argv.includes('--help') || process.argv.includes('-h');
  const why = process.argv.length > 2 ? `npm start takes no arguments, got ${process.argv.slice(2).map((a) => `'${a}'`).join(' ')}` : `PORT must be a port number from 1 to 65535, got '${port}'`;
  (help ? process.stdout : process.stderr).write(`${help ? '' : `${why}\n`}usage: [PORT=4321] npm start   (runs the rulings, builds the site and serves it on 127.0.0.1)\n`);
  process.exit(help ? 0 : 2);
}

console.log('== running the rulings against the reference engines (npm run conformance)');
const rulings = await run(process.execPath, ['scripts/conformance.ts']);
if (rulings.code !== 0) console.log('\nsome rulings failed or did not run; the site shows their status');

console.log('\n== building the site');
// Without Astro's telemetry, which posts an event from every build and command.
const build = await run('astro', ['build', '--root', 'site'], { ASTRO_TELEMETRY_DISABLED: '1' });
if (build.code !== 0) {
  console.error('the site did not build; see the errors above');
  process.exit(1);
}

console.log(`\n== serving the site`);
const preview = spawn('astro', ['preview', '--root', 'site', '--host', '127.0.0.1', '--port', port], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
let announced = false;
preview.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  const m = /https?:\/\/(?:localhost|127\.0\.0\.1):\d+\/?/.exec(chunk.toString());
  if (m && !announced) {
    announced = true;
    console.log(`\nRulebook site: ${m[0]}  (Ctrl+C to stop)`);
  }
});
preview.on('close', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal));
