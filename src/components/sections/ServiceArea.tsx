import { MapPin } from 'lucide-react'

import { PostalAddress } from '@/components/layout/PostalAddress'
import { cn } from '@/app/cn'
import { useTranslations } from '@/app/useLanguage'
import { isPreviewBuild } from '@/shared/buildSettings'

/**
 * Where the contact page's map would be. Deliberately not a map: a map service would be a request
 * to another origin, and a drawn map a claim nobody checked. A preview shows the specification's
 * placeholder; the published site says what is true now, the area served. Both give the address,
 * which the contact page states only here.
 */
export function ServiceArea() {
  const t = useTranslations().contact
  return (
    <figure
      className={cn(
        'flex min-h-48 flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-slate-50 p-6 text-center',
        isPreviewBuild ? 'border-dashed border-slate-300' : 'border-brand-200',
      )}
    >
      <MapPin aria-hidden="true" className="size-8 text-brand-700" />
      <figcaption>
        {isPreviewBuild ? (
          <>
            <span className="block font-semibold text-slate-800">{t.map.label()}</span>
            <span className="mt-1 block text-sm text-slate-700">{t.map.text()}</span>
          </>
        ) : (
          <>
            <span className="block font-semibold text-slate-800">{t.serviceArea.label()}</span>
            <span className="mt-1 block text-slate-700">{t.serviceArea.text()}</span>
          </>
        )}
        <span className="mt-3 block text-sm text-slate-700">{t.serviceArea.address()}</span>
        <PostalAddress withName className="text-sm text-slate-700" />
      </figcaption>
    </figure>
  )
}
