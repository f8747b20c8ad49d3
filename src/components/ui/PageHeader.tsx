import type { ReactNode } from 'react'

import { Container } from './Container'
import { PageTitle } from './PageTitle'

/** The top of an inner page: its one `h1`, a short lead, and what the page adds below them. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20">
      <Container>
        <PageTitle>{title}</PageTitle>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
        {children}
      </Container>
    </div>
  )
}
