/**
 * What every engine benchmark in bench/ shares: its one argument (seconds of measurement), a
 * warm-up, and the measuring loop, which counts complete games and decisions against the CPU
 * time of this process (on a loaded machine the wall clock counts other processes' time too)
 * and prints both with the target the issue sets.
 */

/** Seconds of measurement from the script's arguments: a number from 0.1 to 600 (default 3). */
export function secondsArgument(script: string, args: readonly string[]): number {
  const help = `usage: node ${script} [seconds]   (a number from 0.1 to 600; default 3)`;
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(help);
    process.exit(0);
  }
  if (args.length > 1) {
    console.error(`one argument at most\n${help}`);
    process.exit(2);
  }
  if (args[0] === undefined) return 3;
  const s = /^\d+(\.\d+)?$/.test(args[0]) ? Number(args[0]) : NaN;
  if (!(s >= 0.1 && s <= 600)) {
    console.error(`the measuring time must be a number of seconds from 0.1 to 600, got '${args[0]}'\n${help}`);
    process.exit(2);
  }
  return s;
}

/** Plays game number `i` to its end and returns how many decisions (actions) it took. */
export type PlayOne = (i: number) => number;

export interface Measured {
  games: number;
  gamesPerCpuSecond: number;
  decisionsPerCpuSecond: number;
}

/**
 * Plays games `batch` at a time until `budget` seconds have passed and prints one line:
 * `<label>: N complete <unit> in S s (C s of CPU): … <unit>/s by the clock, … <unit> per CPU
 * second, … <decisions> per CPU second (… a game)`.
 */
export function measure(label: string, budget: number, playOne: PlayOne, { batch = 10, unit = 'games', decisions = 'decisions' } = {}): Measured {
  let games = 0;
  let made = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let now = start;
  while (now - start < budget * 1000) {
    for (let k = 0; k < batch; k++, games++) made += playOne(games);
    now = performance.now();
  }
  const wall = (now - start) / 1000;
  const used = process.cpuUsage(cpuStart);
  const cpu = (used.user + used.system) / 1e6;
  const measured = { games, gamesPerCpuSecond: games / cpu, decisionsPerCpuSecond: made / cpu };
  const rate = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));
  console.log(
    `${label}: ${games} complete ${unit} in ${wall.toFixed(2)} s (${cpu.toFixed(2)} s of CPU): ${rate(games / wall)} ${unit}/s by the clock, ${rate(measured.gamesPerCpuSecond)} ${unit} per CPU second, ${Math.round(measured.decisionsPerCpuSecond)} ${decisions} per CPU second (${(made / games).toFixed(1)} ${decisions} per ${unit === 'games' ? 'game' : unit.replace(/s$/, '')})`,
  );
  return measured;
}

/** The closing line: the figure against its target, as the issue states it. */
export function printTarget(what: string, target: number, measured: Measured, source: string): void {
  const reached = measured.gamesPerCpuSecond >= target;
  console.log(`target: ${target} ${what} per second on one core (${source}), measured in CPU seconds: ${reached ? 'reached' : `not reached (${((100 * measured.gamesPerCpuSecond) / target).toFixed(1)}% of it)`}`);
}
