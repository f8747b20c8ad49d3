/**
 * The life of the server's connections: which are open, which have answers in flight, and since
 * when each has been quiet (on a clock that never steps), so that a shutdown lets every request in flight finish and closes an
 * idle keep-alive connection only once no request can be on its way on it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

import { timeouts } from '@/addressing/timeouts'

import type { Log } from './bufferedLog'

export function trackConnections(server: Server, log: Log) {
  let shuttingDown = false
  const connections = new Set<Socket>()
  /** Responses per connection not yet handed to the operating system in full (pipelining: several). */
  const unfinished = new Map<Socket, number>()
  /** Responses whose headers are not written yet: told to close their connection on shutdown. */
  const unanswered = new Set<ServerResponse>()
  /** When each connection last finished a response (or opened): its keep-alive time runs from there. */
  const quietSince = new Map<Socket, number>()

  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    quietSince.set(socket, performance.now())
    socket.on('close', () => {
      connections.delete(socket)
      quietSince.delete(socket)
    })
  })

  /**
   * Counts a request in until its response is over. Once shutting down, every answer closes its
   * connection instead of keeping it alive.
   */
  function requestArrived(request: IncomingMessage, response: ServerResponse) {
    const { socket } = request
    unfinished.set(socket, (unfinished.get(socket) ?? 0) + 1)
    unanswered.add(response)
    response.on('close', () => {
      unanswered.delete(response)
      quietSince.set(socket, performance.now())
      const left = unfinished.get(socket)! - 1
      if (left > 0) unfinished.set(socket, left)
      else unfinished.delete(socket)
      if (shuttingDown && left === 0) socket.end()
    })
    if (shuttingDown) response.shouldKeepAlive = false
  }

  /**
   * An idle connection is closed only once its keep-alive time has run out: until then its client
   * may send a request at any moment, and one already on its way would meet a closed connection
   * (a reset, for a client that did nothing wrong). One that does arrive is answered, and its
   * answer closes the connection.
   */
  function closeWhenQuiet(socket: Socket) {
    if (socket.destroyed) return
    if (unfinished.has(socket)) return
    const quietFor = performance.now() - (quietSince.get(socket) ?? 0)
    if (quietFor >= timeouts.keepAlive) socket.destroy()
    else setTimeout(() => closeWhenQuiet(socket), timeouts.keepAlive - quietFor).unref()
  }

  /**
   * Stops accepting connections, lets requests in flight finish (each answer then closes its
   * connection), closes idle connections once no request can be racing in on them, and resolves
   * once all are closed or, after `timeouts.shutdown`, cut off. Node's own `closeIdleConnections`
   * is not enough: it closes idle connections at once, and also one whose response is still being
   * written.
   */
  function shutDown(): Promise<void> {
    shuttingDown = true
    for (const response of unanswered) response.shouldKeepAlive = false
    return new Promise((resolve) => {
      const forced = setTimeout(() => {
        log.error(
          `${connections.size} connections still open after ${timeouts.shutdown} ms: closing them`,
        )
        for (const socket of connections) socket.destroy()
      }, timeouts.shutdown)
      forced.unref()
      // net.Server's close: stop accepting, call back once every connection is closed. http.Server's
      // own close would first run Node's closeIdleConnections (see above).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(forced)
        resolve()
      })
      for (const socket of connections) closeWhenQuiet(socket)
    })
  }

  return { requestArrived, shutDown }
}
