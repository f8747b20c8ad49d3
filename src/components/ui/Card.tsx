import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type CardProps = {
  /** One icon, or several side by side (the vehicles a card names). */
  icon?: LucideIcon | readonly LucideIcon[]
  title: string
  children: ReactNode
  headingLevel?: 'h2' | 'h3'
  footer?: ReactNode
}

export function Card({ icon, title, children, headingLevel: Heading = 'h3', footer }: CardProps) {
  const icons = icon === undefined ? [] : Array.isArray(icon) ? icon : [icon as LucideIcon]
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {icons.length > 0 ? (
        <span className="mb-4 inline-flex h-11 min-w-11 items-center justify-center gap-1.5 self-start rounded-xl bg-brand-50 px-2.5 text-brand-700">
          {icons.map((Icon) => (
            <Icon key={Icon.displayName} aria-hidden="true" className="size-6 shrink-0" />
          ))}
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 flex-1 text-slate-700">{children}</div>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </div>
  )
}
