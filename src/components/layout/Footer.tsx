import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { company } from '@/config/company'
import { socialNetworks } from '@/config/companyFacts'
import { footerNavigation, legalNavigation, pagePaths } from '@/config/pages'
import { EmailLink, PhoneLink, PhoneNumber } from '@/components/ui/ContactLink'
import { Container } from '@/components/ui/Container'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { linkVariants } from '@/components/ui/linkVariants'
import { phoneDisplay } from '@/app/phoneDisplay'
import { useCompanyText, useLanguage, useTranslations } from '@/app/useLanguage'
import { useToday } from '@/app/useToday'
import { isPreviewBuild } from '@/shared/buildSettings'

import { PhoneHours } from './PhoneHours'
import { PostalAddress } from './PostalAddress'

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  )
}

export function Footer() {
  const t = useTranslations()
  const text = useCompanyText()
  const year = useToday().getFullYear()
  const language = useLanguage()
  const onDark = linkVariants({ variant: 'onDark' })
  return (
    <footer className="bg-slate-900 text-slate-300">
      {isPreviewBuild ? (
        // Every page of a preview says what it is, so that nobody takes it for the live site.
        <div className="border-y-4 border-accent-400 bg-accent-300 text-slate-950">
          <Container className="py-3">
            <p className="font-semibold">{t.footer.previewNotice()}</p>
          </Container>
        </div>
      ) : null}
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{text(company.name)}</p>
          <p className="mt-3 text-sm">{t.footer.tagline()}</p>
        </div>
        <FooterColumn title={t.footer.quickLinks()}>
          <ul className="space-y-1">
            {footerNavigation.map((page) => (
              <li key={page}>
                <Link to={pagePaths[page]} className={onDark}>
                  {t.navigation[page]()}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title={t.footer.contact()}>
          <ul className="space-y-2 text-sm">
            <li>
              <PhoneLink
                value={company.phone}
                aria-label={t.callUs.linkName({ phone: phoneDisplay(company.phone, language) })}
                className={onDark}
              >
                <Phone aria-hidden="true" className="mr-2 size-4 shrink-0" />
                <PhoneNumber value={company.phone} />
              </PhoneLink>
              <PhoneHours />
            </li>
            <li>
              <EmailLink value={company.contactEmail} className={onDark} />
            </li>
            <li className="pt-2">
              <PostalAddress />
            </li>
          </ul>
        </FooterColumn>
        {company.socialProfiles.length > 0 ? (
          <FooterColumn title={t.footer.social()}>
            <ul className="space-y-1">
              {company.socialProfiles.map((profile) => (
                <li key={profile.network}>
                  <ExternalLink href={profile.url} className={onDark}>
                    {socialNetworks[profile.network].name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        ) : null}
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t.footer.copyright({ year, company: text(company.name) })}</p>
          <nav aria-label={t.footer.legal()}>
            <ul className="flex gap-6">
              {legalNavigation.map((page) => (
                <li key={page}>
                  <Link to={pagePaths[page]} className={onDark}>
                    {t.footer[page]()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  )
}
