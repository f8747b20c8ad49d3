import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type CardProps = {
  icon?: LucideIcon
  title: string
  children: ReactNode
  headingLevel?: 'h2' | 'h3'
  footer?: ReactNode
}

export function Card({
  icon: Icon,
  title,
  children,
  headingLevel: Heading = 'h3',
  footer,
}: CardProps) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {Icon ? (
        <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 flex-1 text-slate-700">{children}</div>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </div>
  )
}
