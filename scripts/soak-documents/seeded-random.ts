/** A seeded source of every random choice the soak makes, so that a seed names one run's plan. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  /** A source of its own, seeded from this one: a member's choices do not shift another's. */
  fork(): SeededRandom
}

/** mulberry32: small, fast and good enough for spreading test choices. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    fork: () => seededRandom(Math.floor(next() * 4294967296)),
  }
}
