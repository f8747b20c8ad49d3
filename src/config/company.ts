import { placeholder } from '@/config/companyFacts'
import type { CompanyData } from '@/config/companySchema'

/**
 * Every fact the site states about the company, in one place: the pages, the legal notice, the
 * privacy policy, the structured data and the inquiry mails read it from here. Replace each
 * `placeholder(...)` with the real value, a plain string; drop what does not apply (a VAT id, a
 * privacy address, the worker-leasing permit or its file number, docs/go-live.md);
 * `src/config/examples/company.ts` is a filled-in example (its own facts are made up), and
 * src/config/companySchema.ts explains each field. `name` is written without the legal form: the
 * pages add `legal.form` once. Every build checks this data and names each problem with a right
 * example; a production build also names every placeholder still left (docs/go-live.md).
 * Optional facts that help a restaurant owner decide (phone hours, how soon an inquiry is answered,
 * the year founded, drivers on the team, clients who agreed to be named) are shown only once they
 * are filled in: companySchema.ts explains them, and the example has some. A firm that also places
 * drivers into employment with its clients adds `offersPlacement: true`.
 */
export const company: CompanyData = {
  name: placeholder('companyName'),
  slug: 'firmenname',
  legal: {
    form: placeholder('legalForm'),
    register: { court: placeholder('registerCourt'), number: placeholder('registerNumber') },
    managingDirectors: [placeholder('managingDirector')],
  },
  address: {
    street: placeholder('street'),
    postalCode: placeholder('postalCode'),
    locality: placeholder('locality'),
    country: 'DE',
  },
  phone: placeholder('phone'),
  callbackPhone: placeholder('callbackPhone'),
  contactEmail: placeholder('contactEmail'),
  legalEmail: placeholder('legalEmail'),
  privacyEmail: placeholder('privacyEmail'),
  vatId: placeholder('vatId'),
  // As the permit's letter states it: validUntil a date or 'unlimited'; a fileNumber if it has one.
  workerLeasingPermit: {
    authority: placeholder('permitAuthority'),
    issuedOn: placeholder('permitIssuedOn'),
    validUntil: placeholder('permitValidUntil'),
    fileNumber: placeholder('permitFileNumber'),
  },
  contentOwner: placeholder('contentOwner'),
  dataProtectionOfficer: placeholder('dataProtectionOfficer'),
  dataProtectionAuthority: placeholder('dataProtectionAuthority'),
  // How the site is served: 'caddy' (the server path of docs/go-live.md), 'nginx' or 'netlify'.
  // Where each provider processes data, as its data processing agreement says: 'EU' (the EU and
  // EEA only), or { country: 'USA', safeguard: 'EU-US Data Privacy Framework' }.
  hosting: {
    setup: 'caddy',
    provider: placeholder('hostingProvider'),
    processesDataIn: placeholder('hostingDataLocation'),
  },
  mailProvider: {
    name: placeholder('mailProvider'),
    processesDataIn: placeholder('mailDataLocation'),
  },
  // Days the mail in the mailbox and each database backup are kept: defaults docs/go-live.md explains.
  inquiryCopies: { mailboxDays: 180, backupDays: 30 },
  // What the pages say the firm does, each only as the firm does it (companySchema.ts shows the
  // right values): replace the placeholder, or remove the line and the pages leave the claim out.
  driverTraining: placeholder('driverTraining'),
  leadTimeHours: placeholder('leadTimeHours'),
  billingModels: placeholder('billingModels'),
  assignmentHours: placeholder('assignmentHours'),
  // The networks' home pages stand in for the company's profiles, which are not known yet.
  socialProfiles: [
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'linkedin', url: 'https://www.linkedin.com/' },
    { network: 'tiktok', url: 'https://www.tiktok.com/' },
  ],
  testimonials: [
    { id: 'first', sample: true },
    { id: 'second', sample: true },
    { id: 'third', sample: true },
  ],
  // The EU platform closed on 2025-07-20: a production build refuses the notice.
  showEuDisputeResolutionNotice: false,
  euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',
  // Samples that show how a job looks: replace them with the firm's open jobs, or write jobs: [].
  jobs: [
    {
      id: 'beispiel-fahrradkurier',
      sample: true,
      title: { de: 'Fahrradkurier (m/w/d) – Beispiel', en: 'Bicycle courier – sample' },
      description: {
        de: 'Beispieltext: Hier steht, was die Stelle ausmacht, in den Worten der Firma: die Arbeit, die Zeiten, was du mitbringst und was du bekommst.\n\nEin zweiter Absatz beginnt nach einer leeren Zeile.',
        en: 'Sample text: this is where the firm describes the job in its own words: the work, the hours, what you bring and what you get.\n\nA second paragraph starts after an empty line.',
      },
      vehicles: ['bike'],
      employment: ['partTime', 'minijob'],
      area: { region: 'Berlin', locality: 'Berlin' },
      datePosted: '2026-11-28',
    },
    {
      id: 'beispiel-autofahrer',
      sample: true,
      title: { de: 'Autofahrer (m/w/d) – Beispiel', en: 'Delivery driver with a car – sample' },
      description: {
        de: 'Beispieltext: Eine Stelle mit dem Auto braucht einen Führerschein der Klasse B; die Seite nennt ihn bei den Angaben zur Stelle.',
        en: 'Sample text: a job with a car needs a class B driving licence; the page names it among the details of the job.',
      },
      vehicles: ['car'],
      employment: ['fullTime'],
      area: { region: 'Brandenburg', locality: 'Potsdam' },
      datePosted: '2026-11-28',
      drivingLicence: 'B',
    },
  ],
}
