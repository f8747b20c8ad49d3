import { describe, expect, it } from 'vitest'

import { languageQueryPattern, nginxSite } from '@/server/hostConfigs'
import { languageOfQuery } from '@/server/pageFiles'

/** A small seeded generator (mulberry32), so that a failing query can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const fragments = ['lang', '%6Cang', 'l%61ng', '%6cAng', 'Lang', 'lan', 'langs', 'x', '']
const values = ['en', 'de', 'e%6E', '%65%6e', '%64e', 'EN', 'e', 'enn', 'xx', '', '%', '%zz']

describe('the nginx language rule', () => {
  it('reads ?lang exactly as URLSearchParams (the app) does, on 5000 generated queries', () => {
    const next = random(20261122)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    const pattern = new RegExp(languageQueryPattern('en'))
    for (let index = 0; index < 5000; index += 1) {
      const parameters = Array.from({ length: Math.floor(next() * 4) }, () => {
        const name = pick(fragments)
        return next() < 0.2 ? name : `${name}=${pick(values)}`
      })
      const query = `${next() < 0.1 ? '?' : ''}${parameters.join('&')}`
      const app = languageOfQuery(new URLSearchParams(query))
      expect(pattern.test(query) ? 'en' : 'de', query).toBe(app)
    }
  })

  it('is written into the config for each language other than German', () => {
    expect(nginxSite({ root: '/srv' })).toContain(`"~${languageQueryPattern('en')}" en;`)
  })
})
