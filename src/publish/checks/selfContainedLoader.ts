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
 * The loader (`entry`) is inlined into every page as a classic script. It imports the constants of
 * src/enhance/contract.ts, which the client build inlines (`optimization.inlineConst` in
 * vite.config.ts); this plugin fails the build when the emitted loader is not one function that
 * imports nothing.
 */
export function selfContainedLoader(entry: string): Plugin {
  return {
    name: 'self-contained-loader',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
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
