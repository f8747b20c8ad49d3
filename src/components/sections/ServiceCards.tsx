import { ArrowRight } from 'lucide-react'

import { serviceOfferings } from '@/content/services'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Card } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { useTranslations } from '@/app/useLanguage'

export function ServiceCards() {
  const t = useTranslations().services
  return (
    <Container className="py-16 sm:py-20">
      <ul className="grid gap-6 lg:grid-cols-3">
        {serviceOfferings.map(({ id, icon }) => (
          <li key={id}>
            <Card
              icon={icon}
              title={t[id].title()}
              headingLevel="h2"
              footer={
                <ButtonLink
                  to="/contact"
                  variant="secondary"
                  aria-label={`${t.cardCta()}: ${t[id].title()}`}
                >
                  {t.cardCta()}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </ButtonLink>
              }
            >
              <p>{t[id].text()}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  )
}
