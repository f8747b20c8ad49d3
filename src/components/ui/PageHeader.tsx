import type { ReactNode } from 'react'

import { cn } from '@/app/cn'

import { Container } from './Container'
import { PageTitle } from './PageTitle'

/**
 * The top of an inner page: its one `h1`, a short lead, and what the page adds below them; `aside`
 * stands beside them on a wide screen (the call, a fact), below them on a phone.
 */
export function PageHeader({
  title,
  lead,
  children,
  aside,
}: {
  title: string
  lead?: string
  children?: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20">
      <Container
        className={cn(aside && 'grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-12')}
      >
        <div>
          <PageTitle>{title}</PageTitle>
          {lead ? <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
          {children}
        </div>
        {aside}
      </Container>
    </div>
  )
}
