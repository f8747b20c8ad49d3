import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'

import { freePort, startServer } from '../../scripts/lib/processes'

/** A server that answers every request after `delayMs`, on PORT. */
const server = (delayMs: number) =>
  `setTimeout(() => require('node:http').createServer((_, response) => response.end('ok')).listen(process.env.PORT, '127.0.0.1'), ${delayMs})`

describe('freePort', () => {
  it('gives a loopback port that can be listened on', async () => {
    const port = await freePort()
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', resolve)
    })
    probe.close()
  })
})

describe('startServer', () => {
  it('waits until the server answers, and stops it', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const running = await startServer({
      name: 'test server',
      command: process.execPath,
      args: ['-e', server(300)],
      env: { PORT: String(port) },
      url,
    })
    expect(await (await fetch(url)).text()).toBe('ok')
    await running.stop()
    await expect(fetch(url)).rejects.toThrow()
  })

  it('fails when the server exits without answering', async () => {
    const port = await freePort()
    await expect(
      startServer({
        name: 'test server',
        command: process.execPath,
        args: ['-e', 'process.exit(3)'],
        env: {},
        url: `http://127.0.0.1:${port}`,
      }),
    ).rejects.toThrow(`test server did not answer http://127.0.0.1:${port} (exited)`)
  })
})
