import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { PageTitle } from '@/components/ui/PageTitle'

/** Imprint and privacy policy: long text at a comfortable measure under the page's title. */
export function LegalPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container width="prose" className="py-14 sm:py-20">
      <PageTitle>{title}</PageTitle>
      {children}
    </Container>
  )
}
