/**
 * Every business fact the site shows, in one place. Values in [brackets] are placeholders the
 * company replaces before going live (see the README's go-live checklist); nothing here is invented.
 */
export const company = {
  name: '[Firmenname]',
  /** Short machine name; also names the stored language preference. */
  slug: 'firmenname',
  legalForm: '[Rechtsform, z. B. GmbH]',
  address: {
    street: '[Straße und Hausnummer]',
    postalCode: '[PLZ]',
    locality: '[Ort]',
    country: 'DE',
  },
  phone: {
    display: '+49 30 [Rufnummer]',
    /** Placeholder digits so the tel: link is well-formed until the real number is set. */
    dial: '+49300000000',
  },
  callbackPhone: {
    display: '+49 30 [Rückrufnummer]',
    dial: '+49300000001',
  },
  /** Shown on the contact page. */
  contactEmail: 'anfrage@example.com',
  /** Shown on the imprint and privacy pages. */
  legalEmail: 'info@example.com',
  managingDirector: '[Name der Geschäftsführung]',
  register: {
    court: '[Registergericht, z. B. Amtsgericht Charlottenburg]',
    number: '[Handelsregisternummer]',
  },
  vatId: '[USt-IdNr. nach § 27a UStG]',
  contentOwner: '[Name der inhaltlich verantwortlichen Person, Anschrift wie oben]',
  dataProtectionOfficer: '[Datenschutzbeauftragte Person, falls benannt]',
  supervisoryAuthority:
    '[Zuständige Datenschutz-Aufsichtsbehörde, z. B. Berliner Beauftragte für Datenschutz und Informationsfreiheit]',
  /** Placeholder targets: replace with the company's own profiles. */
  socialProfiles: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  /**
   * The specification asks for the EU online dispute resolution notice. The EU platform closed on
   * 2025-07-20 (Regulation (EU) 2024/3228): switch this off before going live.
   */
  showEuDisputeResolutionNotice: true,
  euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr/',
} as const

export type SocialProfileId = (typeof company.socialProfiles)[number]['id']
