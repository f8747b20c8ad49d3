import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

import { loaderChunkProblem } from '@/publish/checks/selfContainedLoader'

const chunk = {
  fileName: 'assets/entry-loader.js',
  imports: [] as string[],
  dynamicImports: [] as string[],
}
const problemOf = (code: string, imports: Partial<typeof chunk> = {}) =>
  loaderChunkProblem({ ...chunk, ...imports }, parseAst(code))

describe('loaderChunkProblem', () => {
  it('accepts one arrow function called at once, with the constants inlined', () => {
    expect(problemOf('(()=>{let e=document.documentElement;e.dataset.app=`loading`})();')).toBe(
      undefined,
    )
  })

  it('accepts a dynamic import of a computed address, which stays a classic script', () => {
    expect(problemOf('(()=>{import(document.currentScript.dataset.entry)})();')).toBe(undefined)
  })

  it('refuses a chunk that imports another chunk', () => {
    expect(problemOf('(()=>{})();', { imports: ['assets/loaderContract.js'] })).toMatch(
      /imports assets\/loaderContract\.js/,
    )
  })

  it('refuses constants left outside the function, which would become globals', () => {
    expect(problemOf('var e=`loading`;(()=>{document.documentElement.dataset.app=e})();')).toMatch(
      /single arrow function/,
    )
  })

  it('refuses a module', () => {
    expect(problemOf('import{t as e}from"./c.js";(()=>{e()})();')).toMatch(/single arrow/)
  })

  it('refuses a function that is not called', () => {
    expect(problemOf('()=>{};')).toMatch(/single arrow function/)
  })
})
