/**
 * A production server (`dist/server/server.js`) in a process of the spec's own, for what the shared
 * one cannot show: its log, its database, its mail, its signals. It listens on a free loopback port
 * and keeps its inquiries in `<directory>/data` unless `env` says otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import type { Origin } from './rawHttp'
import { expect, test } from './test'

export type OwnServer = {
  origin: Origin
  /** `http://127.0.0.1:<port>` */
  url: string
  child: ChildProcess
  exited: Promise<number | null>
  /** Everything the server has printed so far. */
  log: () => string
}

let started = 0

export async function startOwnServer({
  directory,
  serverFile = 'dist/server/server.js',
  env = {},
  through = [],
}: {
  directory: string
  serverFile?: string
  env?: Record<string, string>
  /** A program that runs the server, e.g. `prlimit --fsize=…` for a disk that fills up. */
  through?: string[]
}): Promise<OwnServer> {
  // The log goes to a file: a pipe nobody reads would fill and stall the server.
  const logFile = join(directory, `server-${(started += 1)}.log`)
  // One descriptor for both, so that neither overwrites what the other wrote.
  const output = openSync(logFile, 'w')
  const [program, ...args] = [...through, process.execPath, resolve(serverFile)]
  const child = spawn(program!, args, {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(directory, 'data'),
      INQUIRY_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', output, output],
  })
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const log = () => readFileSync(logFile, 'utf8')
  let port = 0
  await expect
    .poll(
      () => {
        port = Number(/on http:\/\/127\.0\.0\.1:(\d+)/.exec(log())?.[1] ?? 0)
        return port || child.exitCode !== null
      },
      { timeout: 30_000 },
    )
    .toBeTruthy()
  expect(child.exitCode, log()).toBeNull()
  return {
    origin: { host: '127.0.0.1', port },
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    log,
  }
}

/** The production server of a site built in a folder of its own (scripts/lib/exampleSite.ts). */
export function startSiteServer(
  site: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  return startOwnServer({
    directory: test.info().outputPath(),
    serverFile: join(site, 'dist/server/server.js'),
    env,
  })
}
