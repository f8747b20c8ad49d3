import { CalendarClock, Handshake, Utensils } from 'lucide-react'

/**
 * Ids match the keys of `services` in the dictionaries; `longTerm` has a text for each kind of firm
 * (src/shared/companyClaims.ts picks the one its data states).
 */
export const serviceOfferings = [
  { id: 'platforms', icon: Utensils },
  { id: 'shifts', icon: CalendarClock },
  { id: 'longTerm', icon: Handshake },
] as const

/** Ids match the keys of `services.faq`; this order is the order on the page and in the JSON-LD. */
export const faqQuestions = ['availability', 'vehicles', 'region', 'billing', 'duration'] as const
