import { bringInPersonItems } from '@/content/jobs'
import { useTranslations } from '@/app/useLanguage'

/**
 * What a driver brings in person instead of uploading it: what German law asks of anyone who is
 * employed (identity, a permit to work, a licence to drive, what payroll needs), nothing the firm
 * decides.
 */
export function BringInPerson({
  className,
  headingLevel = 3,
}: {
  className?: string
  /** 2 where it stands directly under the page's title. */
  headingLevel?: 2 | 3
}) {
  const t = useTranslations().applicationForm.bring
  const Heading = `h${headingLevel}` as const
  return (
    <div className={className}>
      <Heading className="font-semibold text-slate-900">{t.heading()}</Heading>
      <p className="mt-1 text-slate-800">{t.intro()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {bringInPersonItems.map((item) => (
          <li key={item}>{t.items[item]()}</li>
        ))}
      </ul>
    </div>
  )
}
