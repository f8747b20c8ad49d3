import { MapPin } from 'lucide-react'

import { useTranslations } from '@/lib/useLanguage'

/** Deliberately not an embed: a map service would be a request to another origin. */
export function MapPlaceholder() {
  const t = useTranslations().contact.map
  return (
    <figure className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <MapPin aria-hidden="true" className="size-8 text-slate-500" />
      <figcaption>
        <span className="block font-semibold text-slate-800">{t.label()}</span>
        <span className="mt-1 block text-sm text-slate-700">{t.text()}</span>
      </figcaption>
    </figure>
  )
}
