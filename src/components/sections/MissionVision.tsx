import { Eye, Target } from 'lucide-react'

import { Card } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { useTranslations } from '@/app/useLanguage'

const statements = [
  { id: 'mission', icon: Target },
  { id: 'vision', icon: Eye },
] as const

export function MissionVision() {
  const t = useTranslations().about
  return (
    <Container className="py-16 sm:py-20">
      <ul className="grid gap-6 md:grid-cols-2">
        {statements.map(({ id, icon }) => (
          <li key={id}>
            <Card icon={icon} title={t[id].title()} headingLevel="h2">
              <p className="text-lg">{t[id].text()}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  )
}
