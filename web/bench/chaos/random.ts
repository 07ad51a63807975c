/**
 * The chaos run's only source of chance: a seeded generator (mulberry32), so one seed always draws
 * the same schedule (which steps, in which order, on which documents and for how long). Nothing
 * else in the run may call Math.random.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    /** A whole number from min to max, both included. */
    int,
    /** True with probability p. */
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('nothing to pick from')
      return items[Math.floor(next() * items.length)]!
    },
    /** One of the choices, each as likely as its weight. */
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
      let at = next() * total
      for (const [choice, weight] of choices) if ((at -= weight) < 0) return choice
      return choices[choices.length - 1]![0]
    },
  }
}
