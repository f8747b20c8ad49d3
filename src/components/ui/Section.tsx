import { useId, type ReactNode } from 'react'

import { cn } from '@/app/cn'

import { Container } from './Container'

type SectionProps = {
  title: string
  intro?: string
  children: ReactNode
  tone?: 'plain' | 'muted'
}

/** A page section named by its own heading, so it is a labelled region for screen readers. */
export function Section({ title, intro, children, tone = 'plain' }: SectionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', tone === 'muted' ? 'bg-slate-50' : 'bg-white')}
    >
      <Container>
        <div className="max-w-2xl">
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  )
}
