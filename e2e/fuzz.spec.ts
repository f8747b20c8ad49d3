/**
 * No request, however malformed, stops a server or keeps it busy: a thousand and more generated
 * hostile requests (./support/hostileRequests.ts) go to the Node server and to nginx, each
 * followed by a normal request that must be answered. The seed is printed; `FUZZ_SEED=<n>`
 * replays a run.
 */
import { connect } from 'node:net'

import { servers } from '../playwright.config'
import { hostileRequests } from './support/hostileRequests'
import { originOf, rawRequest, sendRaw, type Origin } from './support/rawHttp'
import { expect, test } from './support/test'

const seed = Number(process.env.FUZZ_SEED ?? 20261122)
const count = Number(process.env.FUZZ_COUNT ?? 1200)
const concurrency = 8
/** Far above an answer's time on a loaded machine; a server that needs longer is stuck. */
const patienceMs = 8000

/** Sends the bytes and closes the sending side; resolves when the server closes, or on patience. */
function sendAndHangUp(origin: Origin, bytes: Buffer): Promise<{ closed: boolean; bytes: number }> {
  return new Promise((resolve) => {
    let received = 0
    const socket = connect(origin, () => socket.end(bytes))
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ closed: false, bytes: received })
    }, patienceMs)
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ closed: true, bytes: received })
    })
  })
}

test.describe.configure({ timeout: 600_000 })

for (const [serverName, url] of Object.entries(servers)) {
  test(`${serverName} survives ${count} hostile requests (seed ${seed}) and answers after each`, async () => {
    console.log(`fuzz ${serverName}: seed ${seed}, ${count} requests`)
    const origin = originOf(url)
    const requests = hostileRequests(seed, count)
    const failures: string[] = []
    let next = 0
    const worker = async () => {
      while (next < requests.length && failures.length < 5) {
        const index = next++
        const request = requests[index]!
        const replay = `request #${index} ${JSON.stringify(request.toString('latin1').slice(0, 300))}`
        const hostile = await sendAndHangUp(origin, request)
        if (!hostile.closed) failures.push(`still open after ${patienceMs} ms: ${replay}`)
        const alive = await sendRaw(origin, rawRequest('/robots.txt'), patienceMs)
        if (alive.status !== 200) failures.push(`no answer (${alive.status}) after ${replay}`)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    expect(failures, `seed ${seed}`).toEqual([])
    expect(next).toBeGreaterThanOrEqual(count)
  })
}
