// Lets plain Node import the site's own TypeScript modules, so that scripts read the languages and
// pages where the site declares them instead of copying them. Node strips the types itself but
// resolves imports by the letter, while the site's modules are written for Vite: with the path
// aliases of tsconfig.json (`@/…`, `@i18n/…`) and relative imports without an extension. A resolve
// hook fills in both. Loading them through Vite instead (`runnerImport`) would need the aliases
// declared for it again and start Vite in every script; rewriting src/ for Node would spread into
// every module. What the hook cannot give is Vite's `import.meta.env`: scripts import only modules
// that do not read it.
import { readFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** Import prefixes (`@/`) and the folders they name, as file URLs ending in `/`. */
export type Aliases = ReadonlyMap<string, string>

/** The aliases of a tsconfig's `paths` (`"@/*": ["./src/*"]`), relative to the tsconfig's URL. */
export function aliasesOf(paths: Record<string, readonly string[]>, tsconfigUrl: string): Aliases {
  return new Map(
    Object.entries(paths).map(([pattern, [target]]) => {
      if (!pattern.endsWith('/*') || !target?.endsWith('/*'))
        throw new Error(`tsconfig paths: only "prefix/*" patterns are supported, not ${pattern}`)
      return [pattern.slice(0, -1), new URL(target.slice(0, -1), tsconfigUrl).href]
    }),
  )
}

/**
 * The file URL a specifier names when Vite would resolve it for the site's modules: an alias, or a
 * relative import from a module inside an aliased folder, completed with `.ts` or `/index.ts` when
 * it names no file itself. Undefined for every other specifier, which Node resolves as usual.
 */
export function sourceModuleUrl(
  specifier: string,
  parentUrl: string | undefined,
  aliases: Aliases,
  isFile: (url: string) => boolean,
): string | undefined {
  const folders = [...aliases.values()]
  let base: string | undefined
  for (const [prefix, folder] of aliases) {
    if (specifier.startsWith(prefix)) base = folder + specifier.slice(prefix.length)
  }
  const relative = specifier.startsWith('./') || specifier.startsWith('../')
  if (!base && relative && parentUrl && folders.some((folder) => parentUrl.startsWith(folder)))
    base = new URL(specifier, parentUrl).href
  if (!base) return undefined
  return [base, `${base}.ts`, `${base}/index.ts`].find(isFile) ?? base
}

// Not `new URL(…, import.meta.url)`: Vite, which runs the tests, would rewrite that as an asset.
const tsconfigPath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tsconfig.json')

/** Registers the hook for this process; modules imported from then on may use the aliases. */
export function registerSourceModules(): void {
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'))
  const aliases = aliasesOf(tsconfig.compilerOptions.paths, pathToFileURL(tsconfigPath).href)
  const isFile = (url: string) =>
    statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile() === true
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      nextResolve(
        sourceModuleUrl(specifier, context.parentURL, aliases, isFile) ?? specifier,
        context,
      ),
  })
}
