import type { ReactNode } from 'react'

import { useTranslations } from '@/app/useLanguage'

/** Opens in a new tab without giving the other site access to this one, and says so. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  const t = useTranslations()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t.common.externalLinkHint()}</span>
    </a>
  )
}
