import type { CompanyData } from '@/config/companySchema'

/**
 * A filled-in example of src/config/company.ts, made up for the tests: a made-up domain, phone
 * numbers from the range the Bundesnetzagentur keeps free for films and plays, a GmbH that leases
 * its drivers under an unlimited permit and places none into employment (no `offersPlacement`),
 * two social profiles, phone hours, what its drivers are trained in, how soon and when they drive,
 * how it bills, and no testimonials or named clients yet. Its own facts are not the owner's: a
 * production build refuses them as it refuses placeholders (src/publish/checks/productionGuard.ts).
 * The go-live tests and the benchmark build the site with it in place of the real file, through
 * the one switch that lifts that check (docs/testing.md).
 */
export const company: CompanyData = {
  name: 'Fahrerdienst Spree',
  slug: 'fahrerdienst-spree',
  legal: {
    form: 'GmbH',
    register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 234567 B' },
    managingDirectors: ['Aylin Demir', 'Jonas Weber'],
  },
  address: {
    street: 'Musterstraße 12',
    postalCode: '10997',
    locality: 'Berlin',
    country: 'DE',
  },
  phone: '+49 30 23125 000',
  callbackPhone: '030 23125 001',
  contactEmail: 'anfragen@fahrerdienst-spree-beispiel.de',
  legalEmail: 'kontakt@fahrerdienst-spree-beispiel.de',
  privacyEmail: 'datenschutz@fahrerdienst-spree-beispiel.de',
  vatId: 'DE 123 456 788',
  workerLeasingPermit: {
    authority: 'Agentur für Arbeit Kiel',
    issuedOn: '2024-03-01',
    validUntil: 'unlimited',
    fileNumber: 'AÜG 123/24',
  },
  dataProtectionAuthority:
    'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',
  hosting: {
    setup: 'caddy',
    provider: 'Beispiel-Rechenzentrum GmbH, Frankfurt am Main',
    processesDataIn: 'EU',
  },
  mailProvider: { name: 'Beispiel-Mail GmbH, Berlin', processesDataIn: 'EU' },
  inquiryCopies: { mailboxDays: 180, backupDays: 30 },
  socialProfiles: [
    { network: 'instagram', url: 'https://www.instagram.com/fahrerdienst.spree/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/fahrerdienst-spree/' },
  ],
  testimonials: [],
  showEuDisputeResolutionNotice: false,
  euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',
  phoneHours: [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' },
    { days: ['sa'], opens: '10:00', closes: '16:00' },
  ],
  inquiryAnswerHours: 4,
  driverTraining: {
    de: ['Lebensmittelhygiene', 'Sicherheit im Stadtverkehr', 'die Apps der Lieferplattformen'],
    en: ['food hygiene', 'safety in city traffic', 'the delivery platforms’ apps'],
  },
  leadTimeHours: { from: 24, to: 48 },
  billingModels: ['hour', 'shift', 'delivery'],
  assignmentHours: 'roundTheClock',
  foundedYear: 2021,
  driversOnTeam: 35,
}
