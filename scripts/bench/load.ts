// The servers under load, measured with wrk (Debian's package), a load generator in C: a
// JavaScript one (autocannon) saturated a core of its own before either server did, so both
// servers looked the same (docs/performance.md). wrk runs as its own process on the same cores.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One wrk thread and 32 connections: enough to keep a server busy, little of a core for wrk. */
export const connections = 32
export const wrkThreads = 1

export type LoadMeasurement = {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Connection errors, timeouts, and answers with a status of 400 or more. */
  failures: number
}

/** wrk's durations (`950.00us`, `1.20ms`, `1.01s`) in milliseconds. */
function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? []
  if (unit === 'us') return Number(value) / 1000
  const factor = { ms: 1, s: 1000, m: 60_000 }[unit as 'ms' | 's' | 'm']
  return Number(value) * (factor ?? Number.NaN)
}

/** What wrk printed, as a measurement. */
export function parseWrk(output: string): LoadMeasurement {
  const percentile = (which: string) =>
    milliseconds(new RegExp(`^\\s*${which}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '')
  const count = (pattern: RegExp) =>
    [...output.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0)
  return {
    requestsPerSecond: Number(/^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1] ?? Number.NaN),
    p50: percentile('50'),
    p99: percentile('99'),
    failures:
      count(/Socket errors: connect (\d+)/g) +
      count(/read (\d+), write/g) +
      count(/write (\d+), timeout/g) +
      count(/timeout (\d+)/g) +
      count(/Non-2xx or 3xx responses: (\d+)/g),
  }
}

function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    wrk.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('wrk is missing: apt-get install wrk') : error),
    )
    wrk.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}`)),
    )
  })
}

const common = (seconds: number, connectionCount = connections) => [
  `-t${wrkThreads}`,
  `-c${connectionCount}`,
  `-d${seconds}s`,
  '--latency',
  '--timeout',
  '2s',
]

export async function measureLoad({
  url,
  seconds,
}: {
  url: string
  seconds: number
}): Promise<LoadMeasurement> {
  return parseWrk(await runWrk([...common(seconds), '-H', 'Accept-Encoding: br, gzip', url]))
}

/**
 * Inquiries posted as fast as `inquiryConnections` clients can (each one different, so that each is
 * stored, not taken for a repeat), while other clients load a page: how many inquiries the server
 * stores per second, and what that does to the pages' latency.
 */
export const inquiryConnections = 8

const inquiryScript = `
local count = 0
request = function()
  count = count + 1
  local body = "name=Benchmark&email=bench%40example.org&gdprConsent=on&message=Inquiry+" .. count
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Accept"] = "application/json",
  }, body)
end
`

export async function measureInquiryLoad({
  endpoint,
  pageUrl,
  seconds,
}: {
  endpoint: string
  pageUrl: string
  seconds: number
}): Promise<{ inquiries: LoadMeasurement; pagesMeanwhile: LoadMeasurement }> {
  const script = join(tmpdir(), `bench-inquiries-${process.pid}.lua`)
  await writeFile(script, inquiryScript)
  const [inquiries, pagesMeanwhile] = await Promise.all([
    runWrk([...common(seconds, inquiryConnections), '-s', script, endpoint]).then(parseWrk),
    measureLoad({ url: pageUrl, seconds }),
  ])
  return { inquiries, pagesMeanwhile }
}

/**
 * `/healthz` asked without pause by one client while others load a page, on the database the
 * inquiry load left: what a health answer costs (a monitor asks once a minute; this is far more),
 * and what it does to the pages meanwhile.
 */
export async function measureHealthLoad({
  healthUrl,
  pageUrl,
  seconds,
}: {
  healthUrl: string
  pageUrl: string
  seconds: number
}): Promise<{ health: LoadMeasurement; pagesMeanwhile: LoadMeasurement; waiting: number }> {
  const answer = (await (await fetch(healthUrl)).json()) as { waiting: number }
  const [health, pagesMeanwhile] = await Promise.all([
    runWrk([...common(seconds, 1), healthUrl]).then(parseWrk),
    measureLoad({ url: pageUrl, seconds }),
  ])
  return { health, pagesMeanwhile, waiting: answer.waiting }
}
