import { describe, expect, it } from 'vitest'

import { undefinedCustomProperties } from '@/publish/checks/cssVariables'

describe('undefinedCustomProperties', () => {
  it('lists a variable that is read but declared nowhere', () => {
    const css =
      ':root{--color-brand-700:#0f665b}a{color:var(--color-brand-700)}:focus-visible{outline:3px solid var(--color-brand-950)}'
    expect(undefinedCustomProperties(css)).toEqual(['--color-brand-950'])
  })

  it('accepts declared, registered and fallback-protected variables', () => {
    const css = [
      ':root,:host{--color-focus:#fd0}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      'a{outline-color:var(--color-focus);border-style:var(--tw-border-style)}',
      'b{box-shadow:var(--tw-ring-shadow,0 0 #0000)}',
    ].join('')
    expect(undefinedCustomProperties(css)).toEqual([])
  })

  it('ignores feature queries, which only ask whether var() parses', () => {
    const css =
      '@supports ((-webkit-backdrop-filter:var(--tw)) or (backdrop-filter:var(--tw))){a{color:red}}'
    expect(undefinedCustomProperties(css)).toEqual([])
  })

  it('reports each missing variable once, sorted', () => {
    const css = 'a{color:var(--b);background:var(--a)}b{color:var(--b)}'
    expect(undefinedCustomProperties(css)).toEqual(['--a', '--b'])
  })
})
