import type { NewInquiry } from '@/server/inquiries/storedInquiries'

import { filledIn } from '../../config/filledInquiry'

/**
 * An inquiry as a visitor might type it: umlauts, plain quotes, emoji and two lines, and every
 * further field of the form filled in.
 */
export const sampleInquiry: NewInquiry = {
  ...filledIn,
  name: 'Jörg Müller 🚲',
  email: 'joerg@example.org',
  company: 'Pizzeria "Zum Hafen"',
  message: 'Zwei Fahrer, bitte.\nAb 18 Uhr 🚲',
  language: 'de',
  botSign: undefined,
  consentText: 'Ich bin einverstanden, dass … (Beispiel)',
}
