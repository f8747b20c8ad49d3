/** Ids match the keys of `privacy` in the dictionaries. The first nine are numbered, in this order. */
export const numberedPrivacySections = [
  'controller',
  'officer',
  'processing',
  'recipients',
  'transfer',
  'retention',
  'rights',
  'withdrawal',
  'contactForm',
] as const

export const additionalPrivacySections = [
  'applications',
  'callbacks',
  'serverLogs',
  'languageStorage',
  'complaint',
] as const

export type PrivacySectionId =
  (typeof numberedPrivacySections)[number] | (typeof additionalPrivacySections)[number]
