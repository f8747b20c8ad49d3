import { CalendarCheck, MessageSquareReply, Users, type LucideIcon } from 'lucide-react'

import { company } from '@/config/company'
import { Container } from '@/components/ui/Container'
import { useAnswerPromise } from '@/app/availability'
import { useTranslations } from '@/app/useLanguage'

/**
 * What the company data states that a restaurant owner may weigh, below the home page's hero: the
 * year founded, the team's size, how soon an inquiry is answered, and clients who agreed to be
 * named. Each only when the data has it; nothing at all when it has none.
 */
export function TrustFacts() {
  const t = useTranslations().trust
  const answerPromise = useAnswerPromise()
  const facts: { id: string; icon: LucideIcon; text: string }[] = [
    ...(company.foundedYear
      ? [{ id: 'founded', icon: CalendarCheck, text: t.founded({ year: company.foundedYear }) }]
      : []),
    ...(company.driversOnTeam
      ? [{ id: 'drivers', icon: Users, text: t.drivers({ count: company.driversOnTeam }) }]
      : []),
    ...(answerPromise ? [{ id: 'answer', icon: MessageSquareReply, text: answerPromise }] : []),
  ]
  const clients = company.clients ?? []
  if (facts.length === 0 && clients.length === 0) return null
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <Container className="py-6">
        {facts.length > 0 ? (
          <ul className="flex flex-col gap-x-10 gap-y-3 sm:flex-row sm:flex-wrap">
            {facts.map(({ id, icon: Icon, text }) => (
              <li key={id} className="flex items-start gap-2 font-medium text-slate-800">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        ) : null}
        {clients.length > 0 ? (
          <p className="mt-4 text-slate-700">
            {t.clients()}: {clients.join(', ')}
          </p>
        ) : null}
      </Container>
    </div>
  )
}
