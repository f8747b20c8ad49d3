import { features } from '@/content/home'
import { Card } from '@/components/ui/Card'
import { Section } from '@/components/ui/Section'
import { useTranslations } from '@/app/useLanguage'

export function FeatureGrid() {
  const t = useTranslations().home.features
  return (
    <Section title={t.heading()} intro={t.intro()} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ id, icon }) => (
          <li key={id}>
            <Card icon={icon} title={t[id].title()}>
              <p>{t[id].text()}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
