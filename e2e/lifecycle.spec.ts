/**
 * The Node server's life beyond single requests, each test on a server process of its own (a copy
 * of the build, so that it can hold a file large enough to stay in flight): SIGTERM lets a download
 * finish and exits 0; hundreds of clients sending their headers slowly delay nobody else and are
 * cut off by the headers timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'

import { timeouts } from '@/server/timeouts'

import { rawRequest, sendRaw, type Origin } from './support/rawHttp'
import { expect, test } from './support/test'

/** Larger than every socket buffer between the two ends, so the answer is in flight for a while. */
const largeFileBytes = 32 * 1024 * 1024

type OwnServer = { origin: Origin; child: ChildProcess; exited: Promise<number | null> }

async function startOwnServer(directory: string): Promise<OwnServer> {
  cpSync('dist/server', join(directory, 'server'), { recursive: true })
  cpSync('dist/client', join(directory, 'client'), { recursive: true })
  writeFileSync(join(directory, 'client', 'large.bin'), Buffer.alloc(largeFileBytes, 'x'))
  // The access log goes to a file: a pipe nobody reads would fill and stall the server.
  const log = join(directory, 'server.log')
  const child = spawn(process.execPath, [join(directory, 'server', 'server.js')], {
    // Module resolution walks up from the copy to the project's node_modules.
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  let port = 0
  await expect
    .poll(
      () => {
        port = Number(/on http:\/\/127\.0\.0\.1:(\d+)/.exec(readFileSync(log, 'utf8'))?.[1] ?? 0)
        return port || child.exitCode !== null
      },
      { timeout: 30_000 },
    )
    .toBeTruthy()
  expect(child.exitCode, readFileSync(log, 'utf8')).toBeNull()
  return { origin: { host: '127.0.0.1', port }, child, exited }
}

const elapsedSince = (start: number) => Date.now() - start

test.describe.configure({ timeout: 120_000 })

test('SIGTERM lets a download in flight finish, closes idle connections, and exits 0', async () => {
  const server = await startOwnServer(test.info().outputPath())
  try {
    // An idle keep-alive connection must not hold the shutdown up for the keep-alive timeout.
    const idle = connect(server.origin)
    idle.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await new Promise((resolve) => idle.once('data', resolve))
    const idleClosed = new Promise((resolve) => idle.on('close', resolve))

    // A slow reader: a download that has started and is far from done.
    const download = connect(server.origin)
    let received = 0
    const downloaded = new Promise<number>((resolve) => {
      download.on('data', (chunk: Buffer) => (received += chunk.length))
      download.on('close', () => resolve(received))
    })
    // Paused at its first chunk: read on, the client would take the whole file in moments.
    const started = new Promise((resolve) => download.once('data', () => resolve(download.pause())))
    download.write(rawRequest('/large.bin'))
    await started

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await idleClosed
    expect(elapsedSince(signalled), 'idle connection closed at once').toBeLessThan(2000)
    // Still serving the download, and no longer accepting connections.
    expect(server.child.exitCode).toBeNull()
    expect((await sendRaw(server.origin, rawRequest('/robots.txt'), 2000)).status).toBe(0)

    download.resume()
    const bytes = await downloaded
    expect(bytes, 'the whole download, headers included').toBeGreaterThan(largeFileBytes)
    expect(await server.exited).toBe(0)
    expect(elapsedSince(signalled)).toBeLessThan(timeouts.shutdown + 5000)
  } finally {
    server.child.kill('SIGKILL')
  }
})

test('hundreds of clients sending headers slowly delay no other visitor and are cut off', async () => {
  const server = await startOwnServer(test.info().outputPath())
  const slowClients: Socket[] = []
  try {
    const slowCount = 300
    for (let index = 0; index < slowCount; index += 1) {
      const socket = connect(server.origin)
      socket.on('error', () => undefined)
      // Read, so that the server's 408 and its closing of the connection are seen.
      socket.resume()
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
      slowClients.push(socket)
    }
    // One more header line a second per client: never finishing, always just active.
    const drip = setInterval(() => {
      for (const socket of slowClients) if (!socket.destroyed) socket.write('X-Slow: 1\r\n')
    }, 1000)
    const closedAt = slowClients.map(
      (socket) => new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now()))),
    )
    const opened = Date.now()

    const durations: number[] = []
    for (let index = 0; index < 20; index += 1) {
      const started = Date.now()
      const answer = await sendRaw(server.origin, rawRequest('/services?lang=en'), 5000)
      expect(answer.status).toBe(200)
      durations.push(elapsedSince(started))
    }
    durations.sort((a, b) => a - b)
    console.log(
      `${slowCount} slow-header clients open: 20 page requests answered in median ${durations[10]} ms, max ${durations[19]} ms`,
    )
    // Generous for a loaded 2-core machine; a server held up by the slow clients would answer only
    // when the headers timeout frees it, after 10 s.
    expect(durations[19]!).toBeLessThan(3000)

    const lastClosed = Math.max(...(await Promise.all(closedAt)))
    clearInterval(drip)
    console.log(`all slow clients cut off after ${lastClosed - opened} ms`)
    expect(lastClosed - opened).toBeLessThan(timeouts.headers + 3 * timeouts.check + 2000)
  } finally {
    for (const socket of slowClients) socket.destroy()
    server.child.kill('SIGKILL')
  }
})
