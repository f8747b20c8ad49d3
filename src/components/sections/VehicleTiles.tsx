import { vehicleTiles } from '@/content/home'
import { Section } from '@/components/ui/Section'
import { useTranslations } from '@/app/useLanguage'

export function VehicleTiles() {
  const t = useTranslations().home.tiles
  return (
    <Section title={t.heading()}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {vehicleTiles.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <Icon aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t[id].title()}</h3>
            <p className="mt-1 text-sm text-slate-700">{t[id].text()}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
