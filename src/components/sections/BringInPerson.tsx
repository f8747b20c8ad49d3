import { bringInPersonItems } from '@/content/jobs'
import { useTranslations } from '@/app/useLanguage'

/**
 * What a driver brings in person instead of uploading it: what German law asks of anyone who is
 * employed (identity, a permit to work, a licence to drive, what payroll needs), nothing the firm
 * decides.
 */
export function BringInPerson({ className }: { className?: string }) {
  const t = useTranslations().applicationForm.bring
  return (
    <div className={className}>
      <h3 className="font-semibold text-slate-900">{t.heading()}</h3>
      <p className="mt-1 text-slate-800">{t.intro()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {bringInPersonItems.map((item) => (
          <li key={item}>{t.items[item]()}</li>
        ))}
      </ul>
    </div>
  )
}
