/** An inquiry as a client other than the page sends it, and the owner's command, for the server specs. */
import { spawnSync } from 'node:child_process'

import { inquiryForm } from '@/config/inquiryForm'

import { filledInForm } from '../../tests/config/filledInquiry.ts'

/** Every field of the inquiry form filled in, as the form posts it; the first four as people type. */
export const postedInquiry = {
  ...filledInForm,
  name: 'Jörg Müller 🚲',
  email: 'joerg@pizzeria-mueller.example',
  company: 'Pizzeria „Zum Hafen“',
  message: 'Zwei Fahrer am Samstag ab 18 Uhr, bitte.',
  gdprConsent: 'on',
}

export const formPostHeaders = (body: string) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  'Content-Length': String(Buffer.byteLength(body)),
  Accept: 'application/json',
})

/** Posts an inquiry with `message` to a server at `url`, as the app does, from a German page. */
export function postInquiry({ url }: { url: string }, message: string): Promise<Response> {
  const body = new URLSearchParams({ ...postedInquiry, message }).toString()
  return fetch(`${url}${inquiryForm.endpoint}?lang=de`, {
    method: 'POST',
    body,
    headers: formPostHeaders(body),
  })
}

/**
 * `npm run inquiries -- <args>` as the owner runs it, on the database in `dataDirectory`; `env`
 * adds to the environment (a clock of its own). Its output and error output together.
 */
export function inquiriesCommand(
  dataDirectory: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const run = spawnSync(process.execPath, ['scripts/inquiries.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDirectory, ...env },
  })
  return { code: run.status, out: run.stdout + run.stderr }
}
