/**
 * A tiny seeded PRNG (mulberry32) so the demo content is the same on every run.
 */
type Rng = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max] (inclusive). */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items, in a shuffled order. */
  sample: <T>(items: readonly T[], count: number) => T[]
  chance: (probability: number) => boolean
}

export function rng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, Math.min(count, copy.length))
  }
  return { next, int, pick, sample, chance: (p) => next() < p }
}

const DAY = 24 * 60 * 60 * 1000

/** An ISO date `days` after the given UTC date, at `hour`:00 UTC. */
export function utcDate(year: number, month: number, day: number, hour = 9): Date {
  return new Date(Date.UTC(year, month - 1, day, hour))
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY)
}

/** Today at 00:00 UTC, plus `days` days, at `hour`:`minute` UTC. */
export function fromToday(days: number, hour = 9, minute = 0): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute))
}
