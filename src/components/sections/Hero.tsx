import { ArrowRight } from 'lucide-react'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'
import { cn } from '@/app/cn'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { leadTime } from '@/shared/companyClaims'

import { CompanyPhoto } from './CompanyPhoto'
import { PermitNote } from './PermitNote'

/**
 * The home page's headline and calls to action, and beside them how soon drivers start (where the
 * company data says), the call with its hours, and the permit. Tight on a phone, so that the
 * number, its hours and the permit are in the first screen.
 */
export function Hero() {
  const t = useTranslations()
  const hero = t.home.hero
  const time = leadTime(useLanguage())
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
      <Container className="grid gap-8 py-8 sm:gap-12 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {hero.eyebrow()}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:mt-4 sm:text-5xl lg:text-6xl">
            {hero.title()}
          </h1>
          <p className="mt-4 max-w-2xl text-brand-100 sm:mt-6 sm:text-xl">{hero.lead()}</p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-10 sm:flex-row">
            <ButtonLink to="/contact" variant="onDark">
              {hero.primaryCta()}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="outlineOnDark">
              {hero.secondaryCta()}
            </ButtonLink>
          </div>
        </div>
        {/* Beside the headline where a wide screen has room; the company's photo above the box
            there, below it on a phone, where the call comes first. */}
        <div className="flex flex-col gap-6">
          <div className="rounded-2xl border border-white/25 bg-white/10 p-5 sm:p-8">
            {time ? (
              <>
                <h2 className="text-xl font-bold sm:text-2xl">{hero.promise.heading({ time })}</h2>
                <p className="mt-1 text-brand-100 sm:mt-2">{hero.promise.text()}</p>
              </>
            ) : null}
            <p className={cn('font-semibold', time && 'mt-4 sm:mt-6')}>{t.callUs.talkToUs()}</p>
            <CallUs variant="onDark" className="mt-2 sm:mt-3" />
            <PermitNote onDark className="mt-4 border-t border-white/20 pt-4 sm:mt-6 sm:pt-5" />
          </div>
          <CompanyPhoto className="lg:order-first" />
        </div>
      </Container>
    </div>
  )
}
