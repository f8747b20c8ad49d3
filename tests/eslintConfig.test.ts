// @vitest-environment node
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint()
const filePath = 'src/components/ui/Probe.tsx'

// Loading the configuration and its plugins takes seconds on a busy machine; each test then lints.
beforeAll(() => eslint.calculateConfigForFile(filePath), 60_000)

/** The messages of the project's lint rules about text in JSX, for a component's source. */
async function textProblems(jsx: string) {
  const source = `export function Probe({ name }: { name: string }) {\n  return (\n    ${jsx}\n  )\n}\n`
  const [result] = await eslint.lintText(source, { filePath })
  return result!.messages
    .filter((message) => message.message.startsWith('Text belongs in the dictionaries'))
    .map((message) => source.split('\n')[message.line - 1]!.trim())
}

describe('text typed into JSX', () => {
  it.each([
    ['a sentence between tags', '<p>Rufen Sie uns an</p>'],
    ['a string in braces', "<p>{'Rufen Sie uns an'}</p>"],
    ['a template with words', '<p>{`Guten Tag, ${name}`}</p>'],
    ['a choice between strings', "<p>{name ? 'Ja' : 'Nein'}</p>"],
    ["an image's description", '<img alt="Unser Team" src="/team.jpg" />'],
    ["a control's accessible name", '<button type="button" aria-label="Menü öffnen" />'],
    ["a link's accessible name", '<a href="/" aria-label="Zur Startseite" />'],
    ["a component's text prop", '<Card title="Unsere Fahrer" />'],
  ])('fails lint: %s', async (_, jsx) => {
    expect(await textProblems(jsx)).not.toEqual([])
  })

  it('lets pass symbols, punctuation, digits and markup that read the same in every language', async () => {
    expect(
      await textProblems(
        '<p className="mt-4" id="facts">{name}: * – · , . § 24/7 <span aria-hidden="true"> *</span></p>',
      ),
    ).toEqual([])
  })
})

/** The messages of the rule that keeps each folder's imports to its side (README.md, src/). */
async function importProblems(file: string, importLine: string) {
  const [result] = await eslint.lintText(`${importLine}\n\nexport const probe = 1\n`, {
    filePath: file,
  })
  return result!.messages.filter((message) =>
    ['no-restricted-imports', 'site/folder-imports'].includes(message.ruleId ?? ''),
  )
}

describe('imports across folders', () => {
  it.each([
    ['src/config/probe.ts', "import { languageOf } from '@/shared/language'"],
    ['src/config/probe.ts', "import { routes } from '@/addressing/routes'"],
    ['src/shared/probe.ts', "import { createSiteServer } from '@/server/siteServer'"],
    ['src/shared/probe.ts', "import { useState } from 'react'"],
    ['src/components/ui/probe.ts', "import { companySchema } from '@/config/companySchema'"],
    ['src/server/probe.ts', "import { prerender } from '@/publish/prerender'"],
    // Written relatively, an import from another folder would slip past the rules above.
    ['src/config/probe.ts', "import { answers } from '../server/answers'"],
    ['src/config/examples/probe.ts', "import { answers } from '../../server/answers'"],
    ['src/shared/probe.ts', "export { routes } from '../addressing/routes'"],
    ['src/components/ui/probe.ts', "const load = () => import('../../server/answers')"],
    ['src/probe.ts', "import { nextTask } from './app/schedule'"],
  ])('fails lint: %s importing %s', async (file, importLine) => {
    expect(await importProblems(file, importLine)).not.toEqual([])
  })

  it.each([
    ['src/shared/probe.ts', "import { company } from '@/config/company'"],
    ['src/shared/probe.ts', "import type { HTMLInputAutoCompleteAttribute } from 'react'"],
    ['src/components/ui/probe.ts', "import type { CompanyData } from '@/config/companySchema'"],
    ['src/server/probe.ts', "import { routes } from '@/addressing/routes'"],
    ['src/server/inquiries/probe.ts', "import { answers } from '../answers'"],
    ['src/components/sections/probe.ts', "import { Card } from '../ui/Card'"],
    ['src/probe.ts', "import { createAppRouter } from './router'"],
  ])('passes: %s importing %s', async (file, importLine) => {
    expect(await importProblems(file, importLine)).toEqual([])
  })
})
