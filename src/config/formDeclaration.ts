/**
 * What a form of the site declares: its fields (each of a kind of ./fieldKinds.ts), where it posts
 * and which pages answer it without the app, where it is mailed and under which subject, how long
 * it is kept, and the privacy policy's section on it. The forms are such declarations
 * (./inquiryForm.ts, ./applicationForm.ts, ./callbackForm.ts), listed in ./forms.ts; the server,
 * the store, the outbox, the mail, `npm run inquiries`, the privacy policy and the hosts' configs
 * handle every form alike from there (docs/recipes.md: adding a form).
 *
 * Imported by the page as well as the server: data and types only.
 */
import type { Translation } from '@i18n/i18n-types'

import type { FormFields, ValuesOf } from './fieldKinds'
import type { FormPageId, PageId } from './pages'

export type FormDeclaration<Fields extends FormFields = FormFields> = {
  fields: Fields
  /** Where the form posts (POST): the Node server takes it, other hosts pass it on. */
  endpoint: `/api/${string}`
  /**
   * The pages that answer the form without the app: where the server redirects once it stored a
   * sent form, and the page (once per reason) it answers a refusal with. `form`: the page that
   * shows the form empty, which the not-sent page leads back to.
   */
  pages: { received: FormPageId; notSent: FormPageId; form: PageId }
  mail: {
    /**
     * The operator's setting that names the mailbox (docs/inquiries.md); where it is not set, the
     * inquiry's mailbox (`INQUIRIES_TO`) receives this form's mail too.
     */
    toSetting: string
    /** The dictionaries' texts of its mail: subject, introduction, a label for each field. */
    texts: keyof Translation
    /**
     * The fields that say what a sent form is about, after the sender's name: in the mail's
     * subject, by which the company sorts its mail, and in `npm run inquiries -- list`.
     */
    about: readonly (keyof Fields & string)[]
  }
  /**
   * How long a sent form is kept on the server: `days` unless the operator's `setting` says
   * otherwise, for the build (the privacy policy and the consent text state it) and the server.
   */
  retention: { setting: string; days: number }
  /** The privacy policy's section on what the form stores (`privacy.<section>`). */
  privacySection: keyof Translation['privacy']
  /**
   * What no field can check alone: the first field, in the form's order, that the values taken
   * together do not allow (the server refuses the form naming it, with that field's text).
   */
  check?: (values: ValuesOf<Fields>) => (keyof Fields & string) | undefined
}
