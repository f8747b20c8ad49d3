// Types for the parts of two untyped packages that the scripts use. Neither ships its own, and the
// DefinitelyTyped packages describe older major versions than the ones installed.

declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: Window & typeof globalThis
  }
}

declare module 'autocannon' {
  type Request = { method?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections: number
    /** Seconds. */
    duration: number
    headers?: Record<string, string>
    /** Sent in turn by each connection; `setupRequest` may change each one before it goes. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
  }
  type Result = {
    requests: { average: number }
    latency: { p50: number; p99: number }
    errors: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
