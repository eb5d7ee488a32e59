/**
 * Seeded pseudo-random generator kept inside the game state (mulberry32), so a game is a
 * pure function of its seed and its actions and can be replayed exactly.
 */
export interface Rng {
  /** 32-bit unsigned state. */
  state: number;
}

export function seedRng(seed: number): Rng {
  return { state: seed >>> 0 };
}

/** Returns a float in [0, 1) and the advanced generator; the input is not modified. */
export function nextFloat(rng: Rng): [number, Rng] {
  const state = (rng.state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, { state }];
}

/** Returns an integer in [0, n) and the advanced generator. */
export function nextInt(rng: Rng, n: number): [number, Rng] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * n), next];
}

/**
 * Fisher–Yates shuffle driven by the generator: returns a shuffled copy and the advanced
 * generator; the input is not modified. Every engine's seeded shuffle is this one.
 */
export function shuffled<T>(items: readonly T[], rng: Rng): [T[], Rng] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return [out, r];
}
