/**
 * An engine that follows alternative readings without being asked: the given keys (options of
 * the book's note clauses that the engine implements) are switched on in every setup and
 * position, and the engine announces them as `readings`, the readings it follows
 * (docs/protocol.md, handshake). What a tournament that plays a note's other reading serves,
 * and how the conformance tests check that rulings of the adopted reading are then not
 * applicable rather than failed.
 */
import type { AnyBookEngine, OptionInfo } from './contract.ts';

/** The alternative-reading keys among `keys` that `engine` does not implement (empty: it can follow them all). */
export function unknownReadings(engine: AnyBookEngine, keys: readonly string[]): string[] {
  return keys.filter((k) => !engine.options.some((o) => o.key === k && o.note));
}

function switchedOn(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  if (v.options !== undefined && (typeof v.options !== 'object' || v.options === null || Array.isArray(v.options))) return value;
  return { ...v, options: { ...Object.fromEntries(keys.map((k) => [k, true])), ...(v.options as Record<string, unknown> | undefined) } };
}

/** `engine`, following the alternative readings `keys` (each one of its options with a note). */
export function following(engine: AnyBookEngine, keys: readonly string[]): AnyBookEngine {
  const unknown = unknownReadings(engine, keys);
  if (unknown.length) throw new Error(`${engine.book} has no alternative reading ${unknown.join(', ')}`);
  return {
    ...engine,
    readings: [...new Set([...(engine.readings ?? []), ...keys])],
    start: (setup) => engine.start(switchedOn(setup, keys)),
    position: (description) => engine.position(switchedOn(description, keys)),
  };
}

/** An alternative reading a book's engine can play: its key, the note whose rejected reading it is, what switching it on changes. */
export interface ReadingInfo {
  readonly key: string;
  readonly note: string;
  readonly value: string;
}

/** The keys of a book's readings, in its order. */
export const readingKeys = (readings: readonly ReadingInfo[]): readonly string[] => readings.map((r) => r.key);

/** A book's readings as its contract's options (key, note, value). */
export const readingOptions = (readings: readonly ReadingInfo[]): readonly OptionInfo[] => readings.map(({ key, note, value }) => ({ key, note, value }));
