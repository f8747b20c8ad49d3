import type { CompanyData } from '@/config/companySchema'

/**
 * A filled-in example of src/config/company.ts, made up for the tests: a made-up domain, phone
 * numbers from the range the Bundesnetzagentur keeps free for films and plays, a GmbH that leases
 * its drivers under an unlimited permit and places none into employment (no `offersPlacement`),
 * two social profiles, phone hours, what its drivers are trained in, how soon and when they drive,
 * how it bills, no testimonials or named clients yet, and three open jobs (their pay and details
 * made up too). Its own facts are not the owner's: a production build refuses them as it refuses
 * placeholders (src/publish/checks/productionGuard.ts). The go-live tests and the benchmark build
 * the site with it in place of the real file, through the one switch that lifts that check
 * (docs/testing.md).
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
  jobs: [
    {
      id: 'fahrradkurier-kreuzberg-friedrichshain',
      title: {
        de: 'Fahrradkurier (m/w/d) in Teilzeit – Kreuzberg und Friedrichshain',
        en: 'Part-time bicycle courier – Kreuzberg and Friedrichshain',
      },
      description: {
        de: 'Du lieferst für Restaurants in Kreuzberg und Friedrichshain: Essen abholen, sicher transportieren, freundlich übergeben. Deine Schichten planen wir mit dir eine Woche im Voraus, mittags oder abends, auch am Wochenende.\n\nEin verkehrssicheres Fahrrad und ein Smartphone bringst du mit; Thermorucksack und Regenjacke bekommst du von uns. Deutsch oder Englisch reicht für die Arbeit.',
        en: 'You deliver for restaurants in Kreuzberg and Friedrichshain: pick up the food, carry it safely and hand it over with a smile. We plan your shifts with you a week ahead, at lunchtime or in the evening, weekends included.\n\nBring a roadworthy bike and a smartphone; we provide an insulated backpack and a rain jacket. German or English is enough for the job.',
      },
      vehicles: ['bike'],
      employment: ['partTime'],
      area: { region: 'Berlin', locality: 'Berlin', districts: ['Kreuzberg', 'Friedrichshain'] },
      pay: { amount: 15, per: 'hour' },
      datePosted: '2026-11-16',
      validThrough: '2027-01-31',
    },
    {
      id: 'e-scooter-minijob-mitte',
      title: {
        de: 'E-Scooter-Fahrer (m/w/d) im Minijob – Mitte und Prenzlauer Berg',
        en: 'E-scooter delivery rider, mini-job – Mitte and Prenzlauer Berg',
      },
      description: {
        de: 'Mit einem unserer E-Scooter lieferst du abends und am Wochenende für Restaurants in Mitte und Prenzlauer Berg aus. Das passt neben Studium oder Hauptjob: Du sagst uns, an welchen Abenden du kannst.\n\nDu brauchst einen Führerschein der Klasse AM (in Klasse B enthalten). Helm und Roller stellen wir.',
        en: 'Ride one of our e-scooters to deliver for restaurants in Mitte and Prenzlauer Berg in the evenings and at weekends. It fits around your studies or a main job: tell us which evenings suit you.\n\nYou need a class AM licence (a car licence, class B, includes it). We provide the helmet and the scooter.',
      },
      vehicles: ['escooter'],
      employment: ['minijob'],
      area: { region: 'Berlin', locality: 'Berlin', districts: ['Mitte', 'Prenzlauer Berg'] },
      datePosted: '2026-11-23',
      validThrough: '2027-02-28',
      drivingLicence: 'AM',
    },
    {
      id: 'auslieferungsfahrer-potsdam',
      title: {
        de: 'Auslieferungsfahrer (m/w/d) mit Pkw in Vollzeit – Potsdam',
        en: 'Full-time delivery driver with a car – Potsdam',
      },
      description: {
        de: 'Du fährst für Restaurants und Lieferdienste in Potsdam und Umgebung, mit einem Firmenwagen. Die Touren beginnen am späten Vormittag und enden am Abend, an fünf Tagen der Woche.\n\nDu hast einen Führerschein der Klasse B, kennst dich in Potsdam aus und bleibst auch im Feierabendverkehr gelassen.',
        en: 'You drive a company car for restaurants and delivery services in and around Potsdam. Rounds start late in the morning and end in the evening, five days a week.\n\nYou hold a class B licence, know your way around Potsdam and stay calm in rush-hour traffic.',
      },
      vehicles: ['car'],
      employment: ['fullTime'],
      area: { region: 'Brandenburg', locality: 'Potsdam' },
      pay: { amount: 16.5, per: 'hour' },
      datePosted: '2026-11-25',
      drivingLicence: 'B',
    },
  ],
}
