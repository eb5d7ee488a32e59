/**
 * The engine a conformance run talks to, chosen by the environment the runner sets:
 * `TCG_ENGINE` is a command to start (any language, speaking docs/protocol.md); without it,
 * the reference engines answer in process through the same messages.
 * `TCG_ENGINE_TIMEOUT_MS` bounds each answer (default 10000).
 */
import { createServer } from '../../engine/core/server.ts';
import { REFERENCE_ENGINES, REFERENCE_INFO } from '../../engine/reference.ts';
import { Driver } from './driver.ts';
import { inProcess, subprocess } from './transport.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export function timeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TCG_ENGINE_TIMEOUT_MS;
  const n = raw === undefined || raw === '' ? DEFAULT_TIMEOUT_MS : Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`TCG_ENGINE_TIMEOUT_MS must be a positive integer of milliseconds; got '${raw}'`);
  return n;
}

export function connect(command: string | undefined, timeoutMs = DEFAULT_TIMEOUT_MS): Driver {
  const transport = command ? subprocess(command) : inProcess(createServer(REFERENCE_INFO, REFERENCE_ENGINES));
  return new Driver(transport, timeoutMs);
}

export function connectFromEnv(env: NodeJS.ProcessEnv = process.env): Driver {
  return connect(env.TCG_ENGINE || undefined, timeoutFromEnv(env));
}
