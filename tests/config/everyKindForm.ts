/**
 * A form with a field of every kind (src/config/fieldKinds.ts), for the tests that prove each
 * consumer handles each kind: a kind added there fails the compiler here until it has a field.
 * Its texts stand in for a form's dictionary texts.
 */
import type { FieldDeclaration, FieldKind, FormFields, OptionTextsOf } from '@/config/fieldKinds'

export const everyKindForm = {
  text: { kind: 'text', required: true, limit: 60, autoComplete: 'name', column: 'text_column' },
  email: {
    kind: 'email',
    required: true,
    limit: 254,
    autoComplete: 'email',
    column: 'email_column',
  },
  phone: { kind: 'phone', required: true, limit: 40, autoComplete: 'tel', column: 'phone_column' },
  longText: { kind: 'longText', required: true, limit: 500, column: 'long_text_column' },
  choice: {
    kind: 'choice',
    required: true,
    options: ['bicycle', 'eScooter', 'car'],
    control: 'radios',
    column: 'choice_column',
  },
  choices: {
    kind: 'choices',
    required: true,
    options: ['german', 'english', 'polish'],
    column: 'choices_column',
  },
  date: { kind: 'date', required: true, daysBefore: 0, daysAfter: 90, column: 'date_column' },
  smallNumber: { kind: 'smallNumber', required: true, min: 1, max: 20, column: 'number_column' },
  consent: { kind: 'consent', required: true },
  // The other way to offer one of several options: a list.
  choiceInList: {
    kind: 'choice',
    required: false,
    options: ['morning', 'afternoon'],
    control: 'select',
    column: 'choice_in_list_column',
  },
} as const satisfies { [Kind in FieldKind]: FieldDeclaration<Kind> } & FormFields

/** The option texts a dictionary would give, by field and option: one for each, or `tsc` fails. */
export const everyKindOptionTexts: OptionTextsOf<typeof everyKindForm> = {
  choice: { bicycle: () => 'Fahrrad', eScooter: () => 'E-Roller', car: () => 'Auto' },
  choices: { german: () => 'Deutsch', english: () => 'Englisch', polish: () => 'Polnisch' },
  choiceInList: { morning: () => 'Vormittags', afternoon: () => 'Nachmittags' },
}
