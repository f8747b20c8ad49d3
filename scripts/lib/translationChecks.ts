// What `npm run i18n:check` asks of the dictionaries beyond their types: every text is read by the
// site, and no language's text is another language's unless it is a name that reads the same in
// both: every language is compared with every other, so that a dictionary copied from English
// fails as one copied from German does.
import { join, relative, sep } from 'node:path'
import ts from 'typescript'

/** A text of a dictionary by its key path (`contact.form.name`), e.g. from `dictionaryTexts`. */
export type Texts = ReadonlyMap<string, string>

/** Every text of a dictionary by its key path. */
export function dictionaryTexts(dictionary: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') texts.set(path, value)
    else for (const entry of dictionaryTexts(value as object, path)) texts.set(...entry)
  }
  return texts
}

/**
 * Texts two languages may write alike. Any other text that reads the same in two languages is
 * most likely one left untranslated.
 */
export const sameAcrossLanguages = {
  /** Words and names that German and English write alike, and the example data's placeholders. */
  texts: new Set([
    'April',
    'August',
    'September',
    'November',
    'Team',
    'Name',
    '(optional)',
    'Hosting:',
    '[Restaurant], Berlin',
    '[Restaurant], Potsdam',
  ]),
  /** Texts that are alike by what they are. */
  paths: [
    // Each language's name, written in that language in every dictionary.
    /^languageSwitch\.(?!label$)/,
    // A person's name.
    /^home\.testimonials\.\w+\.author$/,
    // The form's success text is German in every language (the specification, section 8).
    /^contact\.form\.success$/,
  ],
}

/** Digits, symbols and punctuation alone (`24/7`) read the same in every language. */
const withoutLetters = /^[\s\d\p{P}\p{S}]*$/u

/** The texts of `other` that are the same as in `base`, with whether the allowlist names them. */
export function identicalTexts(
  base: Texts,
  other: Texts,
): { path: string; text: string; allowed: boolean }[] {
  return [...base]
    .filter(([path, text]) => other.get(path) === text)
    .map(([path, text]) => ({
      path,
      text,
      allowed:
        withoutLetters.test(text) ||
        sameAcrossLanguages.texts.has(text) ||
        sameAcrossLanguages.paths.some((pattern) => pattern.test(path)),
    }))
}

/** Each two languages of `dictionaries`, with the texts the second writes as the first does. */
export function identicalTextsOfEachPair(
  dictionaries: ReadonlyMap<string, Texts>,
): { languages: [string, string]; identical: ReturnType<typeof identicalTexts> }[] {
  const entries = [...dictionaries]
  return entries.flatMap(([first, texts], index) =>
    entries.slice(index + 1).map(([second, other]) => ({
      languages: [first, second] as [string, string],
      identical: identicalTexts(texts, other),
    })),
  )
}

/** A place in the sources, for a message: `src/routes/__root.tsx:12:5`. */
export type SourcePlace = string

export type TextUsage = {
  /** Key paths of texts the sources read. */
  used: Set<string>
  /** Reads whose key the compiler cannot list (a `string`, not a union of ids): each needs one. */
  unknownKeys: { place: SourcePlace; parent: string }[]
}

/**
 * The texts that `sourceFiles` read from the translators, found by the compiler: a text is used
 * where a property of `TranslationFunctions` (the dictionaries' generated type in
 * `translationTypesFile`) is read, whatever the variable or the destructuring it is reached
 * through. A text read by a computed key (`t.days[day]`) is used for each id the key's type lists,
 * as the ids of the typed content tables (src/content/) do.
 */
export function findTextUsage(
  program: ts.Program,
  translationTypesFile: string,
  sourceFiles: readonly string[],
): TextUsage {
  const checker = program.getTypeChecker()
  const typesFile = program.getSourceFile(translationTypesFile)
  if (!typesFile) throw new Error(`${translationTypesFile} is not part of the program`)
  const root = typesFile.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === 'TranslationFunctions',
  )
  if (!root || !ts.isTypeLiteralNode(root.type))
    throw new Error(`${translationTypesFile} declares no TranslationFunctions object type`)

  /** Key path of each property declaration and of each nested object type. */
  const pathOf = new Map<ts.Node, string>()
  const collect = (literal: ts.TypeLiteralNode, prefix: string) => {
    pathOf.set(literal, prefix)
    for (const member of literal.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue
      const path = prefix
        ? `${prefix}.${member.name.getText(typesFile)}`
        : member.name.getText(typesFile)
      pathOf.set(member, path)
      if (ts.isTypeLiteralNode(member.type)) collect(member.type, path)
    }
  }
  collect(root.type, '')

  const usage: TextUsage = { used: new Set(), unknownKeys: [] }
  const markUsed = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) {
      const path = pathOf.get(declaration)
      if (path !== undefined) usage.used.add(path)
    }
  }
  /** The key path of an object type of the translations (`t.days`), if it is one. */
  const translationObjectPath = (type: ts.Type) => {
    const declaration = type.getSymbol()?.declarations?.[0]
    return declaration ? pathOf.get(declaration) : undefined
  }
  /** A generic type's constraint (any form's texts, for those of a form `F`); others as they are. */
  const resolved = (type: ts.Type) =>
    type.flags & ts.TypeFlags.Instantiable ? (checker.getBaseConstraintOfType(type) ?? type) : type
  /** The key paths of the translation objects a value of `type` can be: each of a union's. */
  const translationObjectPaths = (type: ts.Type) => {
    const constrained = resolved(type)
    return (constrained.isUnion() ? constrained.types : [constrained])
      .map(translationObjectPath)
      .filter((path) => path !== undefined)
  }
  /** The ids a key of `type` can be (undefined for one that is no literal), generics resolved. */
  const keyIds = (type: ts.Type): (string | undefined)[] => {
    const key = resolved(type)
    if (key.isUnion()) return key.types.flatMap(keyIds)
    return [key.isStringLiteral() ? key.value : undefined]
  }
  /** What an expression is before it was cast, parenthesised or asserted non-null. */
  const uncast = (expression: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isTypeAssertionExpression(expression)
      ? uncast(expression.expression)
      : expression
  const place = (node: ts.Node) => {
    const file = node.getSourceFile()
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart())
    return `${file.fileName}:${line + 1}:${character + 1}`
  }

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) markUsed(checker.getSymbolAtLocation(node.name))
    else if (ts.isElementAccessExpression(node)) {
      // Read through a cast too (`(texts as Record<Field, …>)[field]`): by what was cast. A union
      // of translation objects (any form's texts) is read in each.
      const parents = translationObjectPaths(checker.getTypeAtLocation(uncast(node.expression)))
      if (parents.length > 0) {
        // A generic key (`K extends DayId`, a form's field) can be any id its constraint lists.
        const ids = keyIds(checker.getTypeAtLocation(node.argumentExpression))
        for (const parent of parents)
          if (ids.every((id) => id !== undefined))
            for (const id of ids) usage.used.add(parent ? `${parent}.${id}` : id)
          else usage.unknownKeys.push({ place: place(node), parent })
      }
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name
      if (ts.isIdentifier(name) || ts.isStringLiteral(name))
        markUsed(checker.getTypeAtLocation(node.parent).getProperty(name.text))
    }
    ts.forEachChild(node, visit)
  }
  for (const file of sourceFiles) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`${file} is not part of the program`)
    visit(source)
  }
  return usage
}

/**
 * The texts the site's modules (`src/`) read, by a TypeScript program of them with the project's
 * compiler options (tsconfig.json in `root`).
 */
export function textUsageOfSite(root: string): TextUsage {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!config) throw new Error(`No tsconfig.json in ${root}`)
  const siteModules = config.fileNames.filter((file) => file.startsWith(join(root, 'src') + sep))
  const program = ts.createProgram(siteModules, config.options)
  const usage = findTextUsage(program, join(root, 'i18n/i18n-types.ts'), siteModules)
  return {
    used: usage.used,
    unknownKeys: usage.unknownKeys.map(({ place, parent }) => ({
      place: relative(root, place),
      parent,
    })),
  }
}

/** The texts of `texts` that no source reads. */
export function unusedTexts(texts: Texts, usage: TextUsage): string[] {
  return [...texts.keys()].filter((path) => !usage.used.has(path))
}
