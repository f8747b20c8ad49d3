/**
 * Queries that try a host's reading of `?lang` against the app's: seeded (mulberry32), so that a
 * failing query can be reproduced, and built from near-misses of the name and the value (spelled
 * with percent-escapes, in the wrong case, repeated, empty, after a leading `?`).
 */
const names = ['lang', '%6Cang', 'l%61ng', '%6cAng', 'Lang', 'lan', 'langs', 'x', '']
const values = ['en', 'de', 'e%6E', '%65%6e', '%64e', 'EN', 'e', 'enn', 'xx', '', '%', '%zz']

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function languageQueries(count: number, seed = 20261122): string[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  return Array.from({ length: count }, () => {
    const parameters = Array.from({ length: Math.floor(next() * 4) }, () => {
      const name = pick(names)
      return next() < 0.2 ? name : `${name}=${pick(values)}`
    })
    return `${next() < 0.1 ? '?' : ''}${parameters.join('&')}`
  })
}
