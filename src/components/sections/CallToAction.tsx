import { useId } from 'react'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { CallUs } from '@/components/layout/CallUs'

type CallToActionProps = { title: string; text: string; button: string }

/**
 * The closing band of a page: one message, the way to the contact page, and the call beside it,
 * since a band that asks to get in touch should let a visitor do so by phone at once.
 */
export function CallToAction({ title, text, button }: CallToActionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 sm:flex-row">
          <ButtonLink to="/contact" variant="onDark">
            {button}
          </ButtonLink>
          <CallUs variant="outlineOnDark" />
        </div>
      </Container>
    </section>
  )
}
