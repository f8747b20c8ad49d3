/**
 * Each form's texts in the dictionaries (src/config/forms.ts), by the form's id: the form's own
 * (labels, hints, refusals, the consent) and the texts of its options, for the form, the mail and
 * `npm run inquiries`. A form added to the list fails the compiler here until its texts are handed
 * over; the texts of its mail, its privacy section and its answering pages are named by its
 * declaration (`mail.texts`, `privacySection`, `pages`: a page's texts are under its id).
 */
import { anyJob } from '@/config/applicationForm'
import { callTimesOf } from '@/config/callbackForm'
import { company } from '@/config/company'
import type { FieldDeclaration, OptionTextsOf } from '@/config/fieldKinds'
import type { FieldOf, FieldsOf, FormId, Forms } from '@/config/forms'
import { jobVehicles, licenceClasses } from '@/config/jobs'
import { translators, type TranslationFunctions } from '@/shared/i18n'
import type { Language } from '@/shared/language'

import { callTimeText, callWindow } from './callTimes'

/** The texts of each form: labels and hints by field, why the server refused it, the consent. */
export const formTextsOf = {
  inquiry: (t: TranslationFunctions) => t.contact.form,
  application: (t: TranslationFunctions) => t.applicationForm,
  callback: (t: TranslationFunctions) => t.callbackForm,
}

export type FormTexts<F extends FormId = FormId> = ReturnType<(typeof formTextsOf)[F]>

/** The texts of the form `form`, typed as that form's. */
export const formTextsFor = <F extends FormId>(form: F, t: TranslationFunctions) =>
  formTextsOf[form](t) as FormTexts<F>

/** The texts of each form's mail (its declaration's `mail.texts`): the labels in `show` too. */
export type MailTexts = TranslationFunctions[Forms[FormId]['mail']['texts']]

/** How the privacy policy names each form's fields. */
export type PrivacyFieldTexts =
  TranslationFunctions['privacy'][Forms[FormId]['privacySection']]['fields']

/**
 * A field's own text among a form's texts (the form's, its mail's or its privacy section's):
 * its label, or how the policy names it.
 */
export function fieldText<Texts extends FormTexts | MailTexts | PrivacyFieldTexts>(
  texts: Texts,
  field: FieldOf<FormId>,
): string {
  return (texts as Partial<Record<FieldOf<FormId>, () => string>>)[field]?.() ?? field
}

/** The texts that may stand below a label, of any form (a field's `hint`). */
type HintText = { [F in FormId]: Extract<keyof FormTexts<F>, `${string}Hint`> }[FormId]

/** The text below a field's label, where its declaration names one (`hint`): given its limit. */
export function hintText<Texts extends FormTexts>(texts: Texts, declared: FieldDeclaration) {
  if (!('hint' in declared) || declared.hint === undefined) return undefined
  const hint = (texts as Partial<Record<HintText, (values: { limit: number }) => string>>)[
    declared.hint as HintText
  ]
  return hint?.({ limit: declared.limit })
}

/** A text for each of `options`. */
const textsOf = <Option extends string>(
  options: readonly Option[],
  text: (option: Option) => () => string,
) =>
  Object.fromEntries(options.map((option) => [option, text(option)])) as Record<
    Option,
    () => string
  >

/**
 * The texts of each form's options in a language. `at`, for the mail and `npm run inquiries`:
 * when the form arrived, which a time to call back is counted from.
 */
export const optionTextsOf: {
  [F in FormId]: (language: Language, at?: Date) => OptionTextsOf<FieldsOf<F>>
} = {
  inquiry: () => ({}),
  application: (language) => {
    const t = translators[language]
    return {
      job: {
        [anyJob]: t.applicationForm.anyJob,
        ...Object.fromEntries(
          (company.jobs ?? []).map(({ id, title }) => [id, () => title[language]]),
        ),
      },
      vehicles: textsOf(jobVehicles, (vehicle) => t.home.tiles[vehicle].title),
      drivingLicences: textsOf(
        licenceClasses,
        (licenceClass) => () => t.jobs.licence({ licenceClass }),
      ),
    }
  },
  callback: (language, at) => {
    const t = translators[language]
    return {
      callTime: textsOf(callTimesOf(company.phoneHours), (callTime) => {
        const label = t.callbackForm.callTimes[callTime]
        if (!at) return label
        const when = callTimeText(callTime, callWindow(callTime, at), t, { relative: false })
        return () => `${label()}: ${when}`
      }),
    }
  },
}
