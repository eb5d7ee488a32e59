/**
 * What the whole-process benchmarks (bench/conformance.ts, bench/lint.ts) share: the CPU
 * seconds of finished child processes, medians, and the line that sets a real run's median
 * beside its floor's.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/**
 * User and system CPU seconds of this process's children that have finished and been waited
 * for (fields cutime and cstime of /proc/self/stat), or undefined where /proc is missing.
 */
export function childCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of the file; the list starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return undefined;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `<what>: median R s against the floor's F s: ratio X× (goal at most G×: met|not met); CPU …`. */
export function ratioLine(what: string, real: number, floor: number, goal: number, realCpu?: number, floorCpu?: number): string {
  const ratio = real / floor;
  const cpu = realCpu !== undefined && floorCpu !== undefined ? `; CPU seconds: median ${realCpu.toFixed(2)} against ${floorCpu.toFixed(2)}, ${(realCpu / floorCpu).toFixed(2)}×` : '';
  return `${what}: median ${real.toFixed(2)} s against the floor's ${floor.toFixed(2)} s: ${ratio.toFixed(2)}× (goal at most ${goal}×: ${ratio <= goal ? 'met' : 'not met'})${cpu}`;
}
