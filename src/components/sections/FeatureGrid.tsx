import { features } from '@/content/home'
import { Card } from '@/components/ui/Card'
import { Section } from '@/components/ui/Section'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { featureCard } from '@/shared/companyClaims'

/** Why restaurants work with the firm: the cards the company data backs (companyClaims.ts). */
export function FeatureGrid() {
  const t = useTranslations().home.features
  const language = useLanguage()
  const cards = features.flatMap(({ id, icons }) => {
    const card = featureCard(id, language)
    return card ? [{ id, icons, ...card }] : []
  })
  return (
    <Section title={t.heading()} intro={t.intro()} tone="muted">
      {/* Centred rows: fewer cards than the full grid leave no hole at the end of a row. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {cards.map(({ id, icons, title, text }) => (
          <li key={id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <Card icon={icons} title={title}>
              <p>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
