import { createFileRoute } from '@tanstack/react-router'

import { CallToAction } from '@/components/sections/CallToAction'
import { FeatureGrid } from '@/components/sections/FeatureGrid'
import { Hero } from '@/components/sections/Hero'
import { JobsLine } from '@/components/sections/JobsLine'
import { Testimonials } from '@/components/sections/Testimonials'
import { TrustFacts } from '@/components/sections/TrustFacts'
import { VehicleTiles } from '@/components/sections/VehicleTiles'
import { useTranslations } from '@/app/useLanguage'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/')({
  head: ({ match }) => pageHead('home', match.search.lang),
  component: HomePage,
})

function HomePage() {
  const t = useTranslations().home.cta
  return (
    <>
      <Hero />
      <TrustFacts />
      <VehicleTiles />
      <FeatureGrid />
      <Testimonials />
      <CallToAction title={t.title()} text={t.text()} button={t.button()} />
      <JobsLine />
    </>
  )
}
