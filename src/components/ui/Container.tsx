import type { ReactNode } from 'react'

import { cn } from '@/app/cn'

const widths = {
  page: 'max-w-6xl',
  /** A comfortable measure for long text. */
  prose: 'max-w-prose',
  narrow: 'max-w-sm',
} as const

export function Container({
  children,
  className,
  width = 'page',
}: {
  children: ReactNode
  className?: string
  width?: keyof typeof widths
}) {
  return (
    <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>
      {children}
    </div>
  )
}
