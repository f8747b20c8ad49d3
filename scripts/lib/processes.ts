// Child processes and ports for the scripts (and anything else run by Node, e.g. Playwright specs).
// Whatever is registered here is stopped when Node exits, also after a failure or Ctrl-C, so no
// server or browser outlives a run.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { constants } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

const stopsAtExit = new Set<() => void>()
let listening = false

/**
 * Registers a synchronous stop for Node's exit; returns the function that unregisters it. From the
 * first registration on, Ctrl-C and SIGTERM end Node through `exit` too.
 */
export function stopAtExit(stop: () => void): () => void {
  if (!listening) {
    listening = true
    process.on('exit', () => {
      for (const registered of stopsAtExit) registered()
    })
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => process.exit(128 + constants.signals[signal]))
    }
  }
  stopsAtExit.add(stop)
  return () => stopsAtExit.delete(stop)
}

/** A loopback port nobody listens on (other worktrees' servers may hold the usual ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      if (address === null || typeof address === 'string') throw new Error('not a TCP port')
      probe.close(() => resolve(address.port))
    })
  })
}

/** Whether anything answers `url` with an HTTP response, whatever its status. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

const startTimeoutMs = 60_000
const stopTimeoutMs = 5_000

export type ServerOptions = {
  /** Names the server in errors. */
  name: string
  command: string
  args: string[]
  cwd?: string
  /** Added to this process's environment. */
  env: Record<string, string>
  /** Answers once the server is ready. */
  url: string
}

export type RunningServer = { stop: () => Promise<void> }

/**
 * Spawns a server in its own process group and waits until `url` answers. The group matters
 * because `npm start` runs node under npm and a shell: stopping must reach all of them. stdout is
 * discarded: the Node server logs a line per request there, which would weigh on a load test and
 * drown other output; stderr is passed through.
 */
export async function startServer({
  name,
  command,
  args,
  cwd,
  env,
  url,
}: ServerOptions): Promise<RunningServer> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let running = true
  const exited = new Promise((resolve) => {
    child.once('error', resolve)
    child.once('exit', resolve)
  }).then(() => {
    running = false
  })
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      // The group has already gone.
    }
  }
  const forget = stopAtExit(() => signalGroup('SIGKILL'))
  const stop = async () => {
    forget()
    if (running) {
      signalGroup('SIGTERM')
      // An unreferenced timer: it must not keep Node alive once the server has stopped.
      await Promise.race([exited, sleep(stopTimeoutMs, undefined, { ref: false })])
    }
    signalGroup('SIGKILL')
  }

  const deadline = Date.now() + startTimeoutMs
  while (!(await answers(url))) {
    if (!running || Date.now() > deadline) {
      const reason = running ? 'timed out' : 'exited'
      await stop()
      throw new Error(`${name} did not answer ${url} (${reason})`)
    }
    await sleep(200)
  }
  return { stop }
}
