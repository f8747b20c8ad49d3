import { ArrowRight } from 'lucide-react'

import { serviceOfferings } from '@/content/services'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Card } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { useTranslations } from '@/app/useLanguage'
import { longTermOffering } from '@/shared/companyClaims'

/** The three offerings, the long-term one as the company data has it (companyClaims.ts). */
export function ServiceCards() {
  const t = useTranslations().services
  const longTerm = t.longTerm[longTermOffering()]
  const cards = serviceOfferings.map(({ id, icon }) => ({
    id,
    icon,
    ...(id === 'longTerm'
      ? { title: longTerm.title(), text: longTerm.text() }
      : { title: t[id].title(), text: t[id].text() }),
  }))
  return (
    <Container className="py-16 sm:py-20">
      <ul className="grid gap-6 lg:grid-cols-3">
        {cards.map(({ id, icon, title, text }) => (
          <li key={id}>
            <Card
              icon={icon}
              title={title}
              headingLevel="h2"
              footer={
                <ButtonLink
                  to="/contact"
                  variant="secondary"
                  aria-label={`${t.cardCta()}: ${title}`}
                >
                  {t.cardCta()}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </ButtonLink>
              }
            >
              <p>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  )
}
