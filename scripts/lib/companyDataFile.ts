// The build reads the company data by importing src/config/company.ts. A mistake in the file's own
// writing (a missing comma or quote, a word without quotes) makes that import throw, and Node would
// end the build with its stack trace. This says instead where the mistake is, what was expected
// there and shows the line, as a compiler would, for an owner who is not an engineer.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The data file as the owner knows it, relative to the project. */
export const companyDataFile = 'src/config/company.ts'

const companyDataUrl = new URL(`../../${companyDataFile}`, import.meta.url)

/** The company data the file exports, or `undefined` after printing why it cannot be read. */
export async function importCompanyData(): Promise<{ company: unknown } | undefined> {
  try {
    return await import(companyDataUrl.href)
  } catch (error) {
    const source = readFileSync(fileURLToPath(companyDataUrl), 'utf8')
    console.error(await describeDataFileError(error, companyDataFile, source))
    return undefined
  }
}

type Place = { line: number; column: number; what: string }

/** The line and the one before it, numbered, with a caret under `column`. */
function excerpt(source: string, { line, column }: Place): string {
  const lines = source.split(/\r?\n/)
  const width = String(line).length
  const numbered = (number: number) =>
    `    ${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`
  return [
    ...(line > 1 ? [numbered(line - 1)] : []),
    numbered(line),
    `    ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`,
  ].join('\n')
}

/**
 * The first mistake in the writing of a TypeScript file, as TypeScript's parser finds it, with the
 * number of others after it (often only its consequences). Undefined when the file parses.
 */
async function firstSyntaxError(
  file: string,
  source: string,
): Promise<(Place & { more: number }) | undefined> {
  // Loaded only here: the compiler takes a moment to load, and a build without mistakes needs none.
  const { default: ts } = await import('typescript')
  const { diagnostics = [] } = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
  })
  const [first] = diagnostics
  if (!first?.file || first.start === undefined) return undefined
  const { line, character } = first.file.getLineAndCharacterOfPosition(first.start)
  const what = ts.flattenDiagnosticMessageText(first.messageText, ' ').replace(/\.$/, '')
  return { line: line + 1, column: character + 1, what, more: diagnostics.length - 1 }
}

/** Where an error thrown while running the file points into it (`company.ts:13:9`), if it does. */
function placeInStack(error: unknown, file: string): Omit<Place, 'what'> | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const name = file.split('/').pop()!
  const match = new RegExp(`${name.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(stack)
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined
}

/**
 * Why `file` (whose text is `source`) could not be imported, for the owner: the file, line and
 * column, what is wrong or expected there, and the line itself. Never a stack trace.
 */
export async function describeDataFileError(
  error: unknown,
  file: string,
  source: string,
): Promise<string> {
  const syntax = await firstSyntaxError(file, source)
  if (syntax) {
    // A missing comma is noticed where the next entry begins: name the line where it belongs.
    const beforeMistake = source.split(/\r?\n/)[syntax.line - 1]!.slice(0, syntax.column - 1)
    const hint =
      syntax.what === "',' expected" && beforeMistake.trim() === '' && syntax.line > 1
        ? ` (is the comma missing at the end of line ${syntax.line - 1}?)`
        : ''
    return [
      `${file} cannot be read: the build stops at the first mistake in how it is written.`,
      `  ${file}:${syntax.line}:${syntax.column}: ${syntax.what}${hint}`,
      excerpt(source, syntax),
      ...(syntax.more > 0
        ? [
            `  (${syntax.more} more after it, often only its consequences: correct this one, then build again)`,
          ]
        : []),
    ].join('\n')
  }
  const message = error instanceof Error ? error.message : String(error)
  const place = placeInStack(error, file)
  // A word without quotes is read as a name the file does not define: `name: Fahrerdienst,`.
  const hint =
    error instanceof ReferenceError
      ? ": text belongs in quotes, for example  name: 'Fahrerdienst Spree',"
      : ''
  return place
    ? [
        `${file} cannot be read:`,
        `  ${file}:${place.line}:${place.column}: ${message}${hint}`,
        excerpt(source, { ...place, what: message }),
      ].join('\n')
    : `${file} cannot be read: ${message}`
}
