import type { ReactNode } from 'react'

import { cn } from '@/app/cn'

/** A page's one `h1`, on a light background. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={cn('text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl', className)}>
      {children}
    </h1>
  )
}
