// Files named in comments: a comment that points to a file moved or deleted sends the reader
// nowhere (the README tells newcomers to read src/server/main.ts first, and its first lines named
// two files that had moved). A test runs this over the repository (tests/scripts/commentPaths.test.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'

/** The repository's folders a comment names a path in as `folder/…`. */
const repositoryFolders = ['src', 'scripts', 'tests', 'e2e', 'docs', 'i18n', 'public', '\\.ci']

/** Folders the owner makes when needed: named where they are explained, absent until then. */
const madeByTheOwner = ['src/config/photos/']

/**
 * A path in a comment: in the repository (`src/server/main.ts`, `docs/`), relative to the
 * file (`./sourceModules.ts`, `../bench/`), or by the site's alias (`@/config/company`). What is not
 * taken for one: a value in quotes (`"./src/*"`, `'../server/answers'`), a path after a name with
 * `'s` (another project's file: `Lighthouse's docs/throttling.md`), and a relative path with
 * neither an extension nor a closing slash (`./data`, a value). `<lang>` or `*` in a path
 * stands for any name: the folder before it must exist.
 */
const pathPattern = new RegExp(
  String.raw`(?<![\w./@:'"’-]|['’]s )(?:\.{1,2}/|@/|(?:${repositoryFolders.join('|')})/)[\w@.\-/[\]<>*]*[\w/>*]`,
  'g',
)

/** Every comment of a TypeScript or JavaScript source, once each. */
export function commentsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const starts = new Set<number>()
  const comments: string[] = []
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue
      starts.add(range.pos)
      comments.push(text.slice(range.pos, range.end))
    }
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    // A comment in JSX braces (`{/* … */}`) sits after the brace, where no node starts.
    if (ts.isJsxExpression(node)) collect(ts.getTrailingCommentRanges(text, node.pos + 1))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return comments
}

/** The paths a comment names, as written. */
export const pathsIn = (comment: string) =>
  [...comment.matchAll(pathPattern)]
    .map(([path]) => path.replace(/\.$/, ''))
    .filter((path) => !/^\.{1,2}\//.test(path) || /(\.\w+|\/)$/.test(path))

/**
 * Whether a path named in `file`'s comment exists in `root`: a file, a folder, or a module that
 * imports name without its extension. Paths of what a build or a run makes (`dist/`) are not
 * named by these prefixes.
 */
export function pathExists(root: string, file: string, path: string): boolean {
  if (madeByTheOwner.includes(path)) return true
  const named = path.replace(/[^/]*[<*].*$/, '')
  const target = named.startsWith('@/')
    ? join(root, 'src', named.slice(2))
    : /^\.{1,2}\//.test(named)
      ? join(dirname(join(root, file)), named)
      : join(root, named)
  return ['', '.ts', '.tsx', '/index.ts'].some((ending) => existsSync(`${target}${ending}`))
}

/** Each path named in a comment of `files` (relative to `root`) that does not exist. */
export function missingCommentPaths(
  root: string,
  files: readonly string[],
): { file: string; path: string }[] {
  return files.flatMap((file) =>
    commentsOf(file, readFileSync(join(root, file), 'utf8'))
      .flatMap(pathsIn)
      .filter((path) => !pathExists(root, file, path))
      .map((path) => ({ file: relative(root, join(root, file)).split(sep).join('/'), path })),
  )
}
