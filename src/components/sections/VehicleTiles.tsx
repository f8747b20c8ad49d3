import { vehicleTiles } from '@/content/home'
import { Section } from '@/components/ui/Section'
import { useLanguage } from '@/app/useLanguage'
import { homeTile, tilesHeading } from '@/shared/companyClaims'

/** The vehicles, and when drivers drive where the company data says (companyClaims.ts). */
export function VehicleTiles() {
  const language = useLanguage()
  const tiles = vehicleTiles.flatMap(({ id, icon }) => {
    const tile = homeTile(id, language)
    return tile ? [{ id, icon, ...tile }] : []
  })
  return (
    <Section title={tilesHeading(language)}>
      <ul className="grid grid-cols-2 gap-4 lg:auto-cols-fr lg:grid-flow-col">
        {tiles.map(({ id, icon: Icon, title, text }) => (
          <li
            key={id}
            // An odd tile out spans the phone's two columns rather than leave a hole beside it.
            className="rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-5 odd:last:col-span-2 lg:odd:last:col-span-1"
          >
            <Icon aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
