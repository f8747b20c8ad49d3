import { isPlaceholder, type CompanyText } from '@/config/companyFacts'

/**
 * The number a `tel:` link dials (E.164, `+493012345678`), from a phone number as people read it
 * (`+49 30 1234567`, `+49 (0)30 1234567`, `030 1234567`, `(030) 123 45-67`). Undefined while it is a
 * placeholder or when it is no phone number: the site then shows it without a link, and every
 * build's data check refuses it.
 */
export function dialNumber(display: CompanyText): string | undefined {
  if (isPlaceholder(display)) return undefined
  // `(0)` is the trunk prefix written inside an international number, never dialled with it.
  const compact = display.replace(/\(0\)/, '').replace(/[\s()./-]/g, '')
  if (!/^(\+|0)\d+$/.test(compact)) return undefined
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : // A national number: Germany's, without the trunk prefix 0.
        `+49${compact.slice(1)}`
  // E.164: at most 15 digits; anything much shorter is no subscriber's number.
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : undefined
}
