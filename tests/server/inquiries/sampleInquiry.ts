import type { Inquiry } from '@/server/inquiries/readInquiry'

/** An inquiry as a visitor might type it: umlauts, plain quotes, emoji and two lines. */
export const sampleInquiry: Inquiry = {
  name: 'Jörg Müller 🚲',
  email: 'joerg@example.org',
  company: 'Pizzeria "Zum Hafen"',
  message: 'Zwei Fahrer, bitte.\nAb 18 Uhr 🚲',
  language: 'de',
  spam: undefined,
}
