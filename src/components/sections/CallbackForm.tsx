import { CallbackConfirmation } from './CallbackConfirmation'
import { DeclaredForm } from './DeclaredForm'

/**
 * The callback request (src/config/callbackForm.ts): a name, a number and when to call, within the
 * phone hours. Its confirmation says when the call comes.
 */
export function CallbackForm() {
  return (
    <DeclaredForm
      form="callback"
      className="mt-4"
      confirmation={(sent) => <CallbackConfirmation sent={sent} />}
    />
  )
}
