// @vitest-environment node
import { globSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

import { commentsOf, missingCommentPaths, pathsIn } from '../../scripts/lib/commentPaths'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('paths named in comments', () => {
  it('finds the comments of a module, in JSX braces too', () => {
    const source = `// one\nconst a = 1 /* two */\nexport const b = () => <p>{/* three */}</p>\n`
    expect(commentsOf('x.tsx', source)).toEqual(['// one', '/* two */', '/* three */'])
  })

  it('takes repository paths, relative ones with an extension or a slash, and the alias', () => {
    expect(
      pathsIn(
        '// the server (./siteServer.ts) on PORT (src/addressing/serverAddress.ts), in ../inquiries/, per @/config/company; see docs/inquiries.md.',
      ),
    ).toEqual([
      './siteServer.ts',
      'src/addressing/serverAddress.ts',
      '../inquiries/',
      '@/config/company',
      'docs/inquiries.md',
    ])
  })

  it('leaves values in quotes, another project’s files and values that name no file', () => {
    expect(
      pathsIn(
        `// "./src/*", '../server/answers', Lighthouse's docs/throttling.md, DATA_DIR default ./data`,
      ),
    ).toEqual([])
  })

  it('names each path in this repository’s comments that does not exist', () => {
    const files = globSync(['{src,scripts,tests,e2e,i18n}/**/*.{ts,tsx}', '*.{ts,js}'], {
      cwd: root,
      // This file names a moved path on purpose (below).
      exclude: ['tests/scripts/commentPaths.test.ts'],
    })
    expect(files.length).toBeGreaterThan(300)
    expect(missingCommentPaths(root, files)).toEqual([])
  })

  it('notices a path that moved', () => {
    const moved = missingCommentPaths(root, ['tests/scripts/commentPaths.test.ts'])
    // This comment names a file that is not where it says: src/server/serverAddress.ts
    expect(moved).toEqual([
      { file: 'tests/scripts/commentPaths.test.ts', path: 'src/server/serverAddress.ts' },
    ])
  })
})
