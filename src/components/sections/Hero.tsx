import { ArrowRight } from 'lucide-react'

import { useTranslations } from '@/lib/useLanguage'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'

export function Hero() {
  const t = useTranslations().home.hero
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
      <Container className="py-20 sm:py-28">
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
      </Container>
    </div>
  )
}
