import type { ESTree, Plugin, Rolldown } from 'vite'

/**
 * Why the built loader could not run as an inline classic script, or undefined when it can: it
 * must import nothing and be exactly one arrow function called at once, so that nothing of it
 * becomes a global.
 */
export function loaderChunkProblem(
  chunk: Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'dynamicImports'>,
  program: ESTree.Program,
): string | undefined {
  const imports = [...chunk.imports, ...chunk.dynamicImports]
  if (imports.length > 0) return `${chunk.fileName} imports ${imports.join(', ')}`
  const [statement, ...rest] = program.body
  const isIife =
    rest.length === 0 &&
    statement?.type === 'ExpressionStatement' &&
    statement.expression.type === 'CallExpression' &&
    statement.expression.callee.type === 'ArrowFunctionExpression'
  if (!isIife)
    return `${chunk.fileName} must compile to a single arrow function called at once, with nothing around it`
}

/**
 * The loader (`entry`) is inlined into every page as a classic script, but it shares modules with
 * the app (the constants of src/lib/loaderContract.ts): the bundler would put those into a chunk
 * that both import. This plugin gives the loader its own copy of every module it imports, so that
 * its constants are inlined into its one function, and fails the build when the emitted loader is
 * not that one function.
 */
export function selfContainedLoader(entry: string): Plugin {
  const ownCopy = '?loader'
  return {
    name: 'self-contained-loader',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(entry) || importer.endsWith(ownCopy))) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}${ownCopy}` }
    },
    generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entry),
      )
      if (loader?.type !== 'chunk') return this.error(`The build has no chunk for ${entry}`)
      const problem = loaderChunkProblem(loader, this.parse(loader.code))
      if (problem) this.error(problem)
    },
  }
}
