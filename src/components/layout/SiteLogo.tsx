import { Link } from '@tanstack/react-router'
import { Bike } from 'lucide-react'

import { company } from '@/config/company'
import { useCompanyText, useTranslations } from '@/app/useLanguage'

export function SiteLogo() {
  const t = useTranslations()
  const name = useCompanyText()(company.name)
  return (
    <Link
      to="/"
      aria-label={t.navigation.homeLink({ company: name })}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-slate-900"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Bike aria-hidden="true" className="size-5" />
      </span>
      <span className="sm:text-lg">{name}</span>
    </Link>
  )
}
