/**
 * Sends a form in the background, as the form itself would post it, and says what became of it.
 * Only the server's own word counts as received: a JSON answer saying so. Anything else (a page,
 * a host that answers every request with 200, a timeout) is not.
 */
import type { FormId } from '@/config/forms'
import {
  fillTimeField,
  isRefusalOf,
  type InquiryAnswer,
  type RequestRefusal,
} from '@/config/inquiry'
import type { FormProblem } from '@/shared/formProblems'

/** How long the visitor waits for the server's answer before being told it did not come. */
export const answerLimitMs = 10_000

export type SendResult<F extends FormId = FormId> =
  { received: true } | { received: false; problem: FormProblem<F> }

/** The reason a status implies when the answer carries none of its own (a proxy's error page). */
function reasonOfStatus(status: number): RequestRefusal {
  if (status === 413) return 'tooLarge'
  if (status === 429) return 'tooMany'
  return status >= 500 ? 'unavailable' : 'refused'
}

/** Sends `element`, a post of `form`, and says what became of it. */
export async function sendForm<F extends FormId>(
  form: F,
  element: HTMLFormElement,
): Promise<SendResult<F>> {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(element))
    if (typeof value === 'string') body.append(name, value)
  // Time since the page started: the server takes a very fast submit for a script's.
  body.set(fillTimeField, String(Math.round(performance.now())))
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), answerLimitMs)
  try {
    const response = await fetch(element.action, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal: abort.signal,
      cache: 'no-store',
    })
    const answer = (await response.json().catch(() => undefined)) as InquiryAnswer | undefined
    if (response.ok && answer?.outcome === 'received') return { received: true }
    const reason = answer?.outcome === 'refused' ? answer.reason : undefined
    return {
      received: false,
      problem: isRefusalOf(form, reason) ? reason : reasonOfStatus(response.status),
    }
  } catch {
    // Offline, refused connection, or no answer in time.
    return { received: false, problem: 'noConnection' }
  } finally {
    clearTimeout(timer)
  }
}
