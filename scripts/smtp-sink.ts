// A mail server for trying the inquiry path by hand (docs/inquiries.md): listens on
// smtp://127.0.0.1:2525 (PORT overrides), accepts every message and prints its headers and text.
// Start the site with SMTP_URL=smtp://127.0.0.1:2525 beside it.
import { startSmtpSink } from './lib/smtpSink.ts'

const sink = await startSmtpSink(Number(process.env.PORT ?? 2525))
console.log(`Accepting mail on smtp://127.0.0.1:${sink.port} (Ctrl-C to stop)`)
for (let count = 1; ; count += 1) {
  const [mail] = (await sink.waitForMails(count, 2 ** 31 - 1)).slice(-1)
  const headers = ['from', 'to', 'reply-to', 'subject', 'date', 'message-id'].map(
    (name) =>
      `${name}: ${mail?.headerLines.find((line) => line.key === name)?.line.slice(name.length + 2) ?? ''}`,
  )
  console.log(`\n--- mail ${count} ---\n${headers.join('\n')}\n\n${mail?.text ?? ''}`)
}
