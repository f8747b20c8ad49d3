import { useId } from 'react'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'

type CallToActionProps = { title: string; text: string; button: string }

/** The closing band of a page: one message and one way to the contact page. */
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
        <ButtonLink to="/contact" variant="onDark" className="shrink-0">
          {button}
        </ButtonLink>
      </Container>
    </section>
  )
}
