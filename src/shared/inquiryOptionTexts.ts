import type { OptionTextsOf } from '@/config/fieldKinds'
import type { inquiryForm } from '@/config/inquiryForm'

/**
 * The texts of the inquiry form's options, for the form, the mail and `npm run inquiries`. It offers
 * none yet: a field with options added to src/config/inquiryForm.ts fails the compiler here until
 * its texts are handed over from the dictionaries (`contact.form.options.<field>.<option>`, read
 * from the translator this then takes).
 */
export const inquiryOptionTexts = (): OptionTextsOf<typeof inquiryForm.fields> => ({})
