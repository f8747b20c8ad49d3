import type { ReactNode } from 'react'

import { cn } from '@/app/cn'

type LegalSectionProps = {
  title: string
  /** For a section other pages link to. */
  id?: string
  children: ReactNode
  /** `h3` for a section inside a group that has its own `h2`. */
  headingLevel?: 'h2' | 'h3'
}

export function LegalSection({
  title,
  id,
  children,
  headingLevel: Heading = 'h2',
}: LegalSectionProps) {
  return (
    <section id={id} className="mt-10">
      <Heading
        className={cn('font-semibold text-slate-900', Heading === 'h2' ? 'text-xl' : 'text-lg')}
      >
        {title}
      </Heading>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  )
}
