import { Quote } from 'lucide-react'

import { company } from '@/config/company'
import { Section } from '@/components/ui/Section'
import { useTranslations } from '@/app/useLanguage'

/** The testimonials the company data lists; none, no section. Sample texts say so. */
export function Testimonials() {
  const t = useTranslations().home.testimonials
  const { testimonials } = company
  if (testimonials.length === 0) return null
  const samples = testimonials.some((testimonial) => testimonial.sample)
  return (
    <Section title={t.heading()} intro={samples ? t.note() : undefined}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map(({ id }) => (
          <li key={id}>
            <figure className="flex h-full flex-col rounded-2xl bg-brand-50 p-6">
              <Quote aria-hidden="true" className="size-8 text-brand-600" />
              <blockquote className="mt-4 flex-1 text-lg text-slate-800">
                <p>{t[id].quote()}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold text-slate-900">{t[id].author()}</span>
                <span className="block text-slate-700">{t[id].role()}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
