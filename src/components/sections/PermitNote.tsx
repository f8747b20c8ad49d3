import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'

import { company } from '@/config/company'
import { permitSectionId } from '@/content/imprint'
import { linkVariants } from '@/components/ui/linkVariants'
import { cn } from '@/app/cn'
import { useTranslations } from '@/app/useLanguage'

/**
 * One line saying that the company holds the permit to lease workers (§ 1 AÜG), the credential
 * that sets a lawful staffing firm apart, linked to the imprint's statement of it. Only where the
 * company data has a permit.
 */
export function PermitNote({
  onDark = false,
  className,
}: {
  onDark?: boolean
  className?: string
}) {
  const t = useTranslations().trust
  if (!company.workerLeasingPermit) return null
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-sm',
        onDark ? 'text-brand-100' : 'text-slate-700',
        className,
      )}
    >
      <ShieldCheck
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', onDark ? 'text-accent-300' : 'text-brand-700')}
      />
      <span>
        {t.permit()} –{' '}
        <Link
          to="/imprint"
          hash={permitSectionId}
          className={cn(linkVariants(), onDark && 'text-white hover:text-brand-100')}
        >
          {t.permitLink()}
        </Link>
      </span>
    </p>
  )
}
