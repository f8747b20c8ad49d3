import { ArrowRight } from 'lucide-react'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'
import { useTranslations } from '@/app/useLanguage'

import { CompanyPhoto } from './CompanyPhoto'
import { PermitNote } from './PermitNote'

export function Hero() {
  const t = useTranslations().home.hero
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
      <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {t.eyebrow()}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t.title()}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t.lead()}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact" variant="onDark">
              {t.primaryCta()}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="outlineOnDark">
              {t.secondaryCta()}
            </ButtonLink>
          </div>
        </div>
        {/* The company's photo, the promise and the call, beside the headline where a wide
            screen has room for them. */}
        <div className="space-y-6">
          <CompanyPhoto />
          <div className="rounded-2xl border border-white/25 bg-white/10 p-6 sm:p-8">
            <h2 className="text-2xl font-bold">{t.promise.heading()}</h2>
            <p className="mt-2 text-brand-100">{t.promise.text()}</p>
            <p className="mt-6 font-semibold">{t.promise.call()}</p>
            <CallUs variant="onDark" className="mt-3" />
            <PermitNote onDark className="mt-6 border-t border-white/20 pt-5" />
          </div>
        </div>
      </Container>
    </div>
  )
}
