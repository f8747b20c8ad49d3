import type { NewInquiry } from '@/server/inquiries/inquiryStore'

/** An inquiry as a visitor might type it: umlauts, plain quotes, emoji and two lines. */
export const sampleInquiry: NewInquiry = {
  name: 'Jörg Müller 🚲',
  email: 'joerg@example.org',
  company: 'Pizzeria "Zum Hafen"',
  message: 'Zwei Fahrer, bitte.\nAb 18 Uhr 🚲',
  language: 'de',
  botSign: undefined,
  consentText: 'Ich bin einverstanden, dass … (Beispiel)',
}
