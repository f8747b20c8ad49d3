// Types for the parts of an untyped package that the scripts use. It ships none of its own, and
// DefinitelyTyped describes an older major version than the one installed.

declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: Window & typeof globalThis
  }
}
