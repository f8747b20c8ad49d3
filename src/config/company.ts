import type { Translation } from '@i18n/i18n-types'

/**
 * A fact the company has not supplied yet. Pages show it as `[label]` in the reader's language
 * (labels: `placeholders` in the dictionaries), so it is visibly unfinished and never invented.
 */
export type Placeholder = { readonly placeholder: keyof Translation['placeholders'] }
export type CompanyText = string | Placeholder

const placeholder = (key: Placeholder['placeholder']): Placeholder => ({ placeholder: key })

type CompanyData = {
  name: CompanyText
  slug: string
  legalForm: CompanyText
  address: { street: CompanyText; postalCode: CompanyText; locality: CompanyText; country: string }
  phone: { display: CompanyText; dial: string }
  callbackPhone: { display: CompanyText; dial: string }
  contactEmail: string
  legalEmail: string
  managingDirector: CompanyText
  register: { court: CompanyText; number: CompanyText }
  vatId: CompanyText
  contentOwner: CompanyText
  dataProtectionOfficer: CompanyText
  supervisoryAuthority: CompanyText
  socialProfiles: ReadonlyArray<{ id: string; label: string; url: string }>
  showEuDisputeResolutionNotice: boolean
  euDisputeResolutionUrl: string
}

/**
 * Every business fact the site shows, in one place. Replace each `placeholder(...)` with the real
 * value (a plain string) before going live; see the README's go-live checklist.
 */
export const company = {
  name: placeholder('companyName'),
  /** Short machine name; also names the stored language preference. */
  slug: 'firmenname',
  legalForm: placeholder('legalForm'),
  address: {
    street: placeholder('street'),
    postalCode: placeholder('postalCode'),
    locality: placeholder('locality'),
    country: 'DE',
  },
  phone: {
    display: placeholder('phone'),
    /** Placeholder digits so the tel: link is well-formed until the real number is set. */
    dial: '+49300000000',
  },
  callbackPhone: {
    display: placeholder('callbackPhone'),
    dial: '+49300000001',
  },
  /** Shown on the contact page. */
  contactEmail: 'anfrage@example.com',
  /** Shown on the imprint and privacy pages. */
  legalEmail: 'info@example.com',
  managingDirector: placeholder('managingDirector'),
  register: {
    court: placeholder('registerCourt'),
    number: placeholder('registerNumber'),
  },
  vatId: placeholder('vatId'),
  contentOwner: placeholder('contentOwner'),
  dataProtectionOfficer: placeholder('dataProtectionOfficer'),
  supervisoryAuthority: placeholder('supervisoryAuthority'),
  /** Placeholder targets: replace with the company's own profiles. */
  socialProfiles: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  /**
   * The EU online dispute resolution notice (R-PAGE-6 in docs/requirements.md). The EU platform
   * closed on 2025-07-20 (Regulation (EU) 2024/3228): switch this off before going live.
   */
  showEuDisputeResolutionNotice: true,
  euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',
} satisfies CompanyData
