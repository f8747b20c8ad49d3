// Types for the parts of an untyped package that the scripts use. It ships none of its own, and
// DefinitelyTyped describes an older major version than the one installed.

declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: Window & typeof globalThis
  }
}

declare module '@adobe/structured-data-validator' {
  /** One finding: an `ERROR` fails Google's rich result, a `WARNING` names a recommended property. */
  export type ValidationIssue = {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    rootType: string
    fieldNames?: string[]
  }
  /** Items by their `@type`, as its companion extractor finds them in a page's JSON-LD. */
  export type ExtractedData = { jsonld: Record<string, object[]> }
  export default class Validator {
    constructor(schemaOrgJson?: object)
    validate(data: ExtractedData): Promise<ValidationIssue[]>
  }
}
