/**
 * A real SMTP server on loopback for the tests (smtp-server, by nodemailer's author), keeping every
 * message it accepts, parsed with mailparser. It can be slow, refuse messages, or stop and come
 * back on the same port, as a company's mail server might; or trickle its answers through a filter
 * in front of it, a `250-` line every few seconds that never ends, as one seen in the field did.
 */
import { randomUUID } from 'node:crypto'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpSink = {
  url: string
  port: number
  /** Every message accepted so far, in order. */
  mails: ParsedMail[]
  /** How many messages have arrived whole (their data ended), accepted or not. */
  arrivals: () => number
  /** Resolves once `count` messages have been accepted. */
  waitForMails: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>
  stop: () => Promise<void>
}

export type SinkBehaviour = {
  /** Wait this long before accepting a message (after its data arrived). */
  delayMs?: number
  /** An SMTP error to answer messages with instead of accepting them (e.g. `451`, `550`). */
  refuseWith?: number
  /** Refuse only every n-th message that arrives (a provider that flaps); default every one. */
  refuseEvery?: number
  /**
   * Instead of the answer to EHLO, or to the message's end (then the message has arrived), a
   * `250-` continuation line every `everyMs`, for ever: the client never hears the last line. Only
   * the first `connections` connections (default all); later ones are answered as usual.
   */
  trickle?: { after: 'ehlo' | 'message'; everyMs: number; connections?: number }
}

/**
 * A filter on `port` in front of the SMTP server on `innerPort` that trickles as `trickle` says
 * and passes everything else through unchanged.
 */
function trickleFilter(
  port: number,
  innerPort: number,
  { after, everyMs, connections = Infinity }: NonNullable<SinkBehaviour['trickle']>,
): Promise<{ port: number; stop: () => Promise<void> }> {
  let connected = 0
  const open = new Set<Socket>()
  const filter = createServer((client: Socket) => {
    const trickles = (connected += 1) <= connections
    const server = connect(innerPort, '127.0.0.1')
    open.add(client).add(server)
    const close = () => {
      open.delete(client)
      open.delete(server)
      client.destroy()
      server.destroy()
    }
    client.on('error', close).on('close', close)
    server.on('error', close).on('close', close)
    let inMessage = false
    let holdNextAnswer = false
    let trickling: ReturnType<typeof setInterval> | undefined
    client.on('close', () => clearInterval(trickling))
    client.on('data', (chunk: Buffer) => {
      server.write(chunk)
      if (!trickles) return
      for (const line of chunk.toString('latin1').split('\r\n')) {
        if (inMessage && line === '.') {
          inMessage = false
          holdNextAnswer ||= after === 'message'
        } else if (!inMessage && /^EHLO /i.test(line)) holdNextAnswer ||= after === 'ehlo'
      }
    })
    server.on('data', (chunk: Buffer) => {
      if (trickling) return
      if (holdNextAnswer) {
        trickling = setInterval(() => client.write('250-Please wait\r\n'), everyMs)
        return
      }
      if (/^354[ -]/m.test(chunk.toString('latin1'))) inMessage = true
      client.write(chunk)
    })
  })
  return new Promise((resolve, reject) => {
    filter.once('error', reject)
    filter.listen(port, '127.0.0.1', () =>
      resolve({
        port: (filter.address() as AddressInfo).port,
        // Stopping ends the connections it holds open, as a filter that goes away does.
        stop: () =>
          new Promise((closed) => {
            filter.close(() => closed())
            for (const socket of open) socket.destroy()
          }),
      }),
    )
  })
}

/**
 * Made up once per test process, so that a sink started again on the same port takes the same
 * {@link SmtpSink.url}: a client that logs in must send it.
 */
const login = { user: 'site', password: randomUUID() }

export async function startSmtpSink(port = 0, behaviour: SinkBehaviour = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = []
  let arrived = 0
  const waiting = new Set<() => void>()
  /** Sessions whose client has gone: a message is taken only while its sender can hear the 250. */
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === login.user && auth.password === login.password
        ? callback(null, { user: login.user })
        : callback(new Error('Invalid username or password')),
    onClose: (session) => closed.add(session.id),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        arrived += 1
        const refuse = behaviour.refuseWith && arrived % (behaviour.refuseEvery ?? 1) === 0
        setTimeout(async () => {
          if (refuse) {
            const error = Object.assign(new Error('Try again later'), {
              responseCode: behaviour.refuseWith,
            })
            callback(error)
            return
          }
          if (closed.has(session.id)) return
          mails.push(await simpleParser(Buffer.concat(chunks)))
          callback()
          for (const check of waiting) check()
        }, behaviour.delayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(behaviour.trickle ? 0 : port, '127.0.0.1', () => resolve())
  })
  const innerPort = (server.server.address() as AddressInfo).port
  const filter = behaviour.trickle && (await trickleFilter(port, innerPort, behaviour.trickle))
  const bound = filter ? filter.port : innerPort
  return {
    url: smtpUrl(bound),
    port: bound,
    mails,
    arrivals: () => arrived,
    waitForMails: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`${mails.length} of ${count} mails arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        const check = () => {
          if (mails.length < count) return
          clearTimeout(timer)
          waiting.delete(check)
          resolve(mails)
        }
        waiting.add(check)
        check()
      }),
    stop: async () => {
      if (filter) await filter.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The sink's address with its login, as `SMTP_URL` takes it: the password exists only in memory. */
function smtpUrl(port: number): string {
  const url = new URL(`smtp://127.0.0.1:${port}`)
  url.username = login.user
  url.password = login.password
  return url.href
}
