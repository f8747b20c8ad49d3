import type { NewInquiryOf } from '@/server/inquiries/storedInquiries'

import { filledIn, filledInOfForm } from '../../config/filledInquiry'

/**
 * An inquiry as a visitor might type it: umlauts, plain quotes, emoji and two lines, and every
 * further field of the form filled in.
 */
export const sampleInquiry: NewInquiryOf<'inquiry'> = {
  form: 'inquiry',
  ...filledIn,
  name: 'Jörg Müller 🚲',
  email: 'joerg@example.org',
  company: 'Pizzeria "Zum Hafen"',
  message: 'Zwei Fahrer, bitte.\nAb 18 Uhr 🚲',
  language: 'de',
  botSign: undefined,
  consentText: 'Ich bin einverstanden, dass … (Beispiel)',
}

/** An application with every field filled in, as a driver might type it. */
export const sampleApplication: NewInquiryOf<'application'> = {
  form: 'application',
  ...filledInOfForm('application'),
  name: 'Aylin Kaya',
  language: 'en',
  botSign: undefined,
  consentText: 'I agree that you may keep my application … (sample)',
}

/** A callback request, every field filled in. */
export const sampleCallback: NewInquiryOf<'callback'> = {
  form: 'callback',
  ...filledInOfForm('callback'),
  name: 'Jörg Müller',
  phone: '030 555 0101',
  language: 'de',
  botSign: undefined,
  consentText: 'Einverstanden: Wir speichern … (Beispiel)',
}
