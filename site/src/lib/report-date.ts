/**
 * When a report was produced: the time its run finished, as the Cucumber message stream
 * records it (testRunFinished.timestamp). A ruling's page shows the date of the report its
 * result comes from.
 */
import { readFileSync } from 'node:fs';

const cache = new Map<string, Date>();

/** The finish time of the run a Cucumber message stream (reports/<book>.ndjson) records. */
export function reportFinished(path: string): Date {
  const known = cache.get(path);
  if (known) return known;
  const text = readFileSync(path, 'utf8');
  const at = text.lastIndexOf('{"testRunFinished"');
  const line = at === -1 ? '' : text.slice(at, text.indexOf('\n', at) === -1 ? undefined : text.indexOf('\n', at));
  let seconds: unknown;
  try {
    seconds = (JSON.parse(line) as { testRunFinished?: { timestamp?: { seconds?: unknown } } }).testRunFinished?.timestamp?.seconds;
  } catch {
    seconds = undefined;
  }
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
    throw new Error(`${path}: no testRunFinished message with a timestamp, so the report's date is unknown; run npm run conformance again`);
  }
  const date = new Date(seconds * 1000);
  cache.set(path, date);
  return date;
}

const FORMAT = new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A date as the site shows it, in Japanese, in UTC (the build machine's zone is nobody's). */
export function formatDate(date: Date): string {
  return `${FORMAT.format(date)} UTC`;
}
