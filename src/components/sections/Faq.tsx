import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef } from 'react'

import { faqQuestions } from '@/content/services'
import { Section } from '@/components/ui/Section'
import { cn } from '@/app/cn'
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { dataAttribute, togglesKey } from '@/enhance/contract'
import { faqAnswer } from '@/shared/companyClaims'

type QuestionId = (typeof faqQuestions)[number]
type Close = (focusAfterClosing: HTMLElement) => void
type ToggleReport = { id: QuestionId; open: boolean; close: Close; button: HTMLElement | null }

/**
 * Five questions, at most one answer open. Without the app (JavaScript off, or it failed to load)
 * each question is a plain heading with its answer shown below it, as GOV.UK's accordion falls
 * back: no button claims to expand what nothing can collapse. The page is marked for the app
 * before its first paint (the loader), which then shows the questions as buttons and the answers
 * collapsed, in the same place, so that nothing moves when the app takes over.
 *
 * Headless UI's Disclosure keeps its own open state and has no controlled `open` prop, so each
 * item reports when it opens or closes (by click, Enter or Space alike), and the group closes the previously open item, keeping focus on the button just used.
 */
export function Faq() {
  const t = useTranslations().services.faq
  const language = useLanguage()
  const openItem = useRef<{ id: QuestionId; close: Close } | null>(null)

  const handleToggle = ({ id, open, close, button }: ToggleReport) => {
    const previous = openItem.current
    if (open) {
      openItem.current = { id, close }
      if (previous && previous.id !== id && button) previous.close(button)
    } else if (previous?.id === id) {
      openItem.current = null
    }
  }

  return (
    <Section title={t.heading()} tone="muted">
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqQuestions.map((id) => (
          <Disclosure key={id} as="div">
            {({ open, close }) => (
              <FaqItem
                question={t[id].question()}
                answer={faqAnswer(id, language)}
                open={open}
                onToggle={(button) => handleToggle({ id, open, close, button })}
              />
            )}
          </Disclosure>
        ))}
      </div>
    </Section>
  )
}

type FaqItemProps = {
  question: string
  answer: string
  open: boolean
  onToggle: (button: HTMLElement | null) => void
}

const togglesAttribute = dataAttribute(togglesKey)

/** The question's look, the same as a heading and as a button. */
const questionStyle = 'px-5 py-4 text-left text-lg font-semibold text-slate-900'

function FaqItem({ question, answer, open, onToggle }: FaqItemProps) {
  const button = useRef<HTMLButtonElement>(null)
  const answerId = useId()
  const report = useEffectEvent(() => onToggle(button.current))
  useEffect(() => report(), [open])

  return (
    <>
      {/* Without the app: the question as it is. */}
      <h3 className={cn(questionStyle, 'app:hidden')}>{question}</h3>
      {/* With it, the WAI-ARIA accordion pattern: each button sits inside a heading. */}
      <h3 className="no-app:hidden">
        <DisclosureButton
          ref={button}
          // Before the app has hydrated, the loader shows and hides the answer (src/enhance/loader.ts).
          {...{ [togglesAttribute]: answerId }}
          className={cn(
            questionStyle,
            'group flex w-full items-center justify-between gap-4 hover:bg-slate-50',
          )}
        >
          <span>{question}</span>
          {/* Turned by the button's state, which the loader sets too. */}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none forced-colors:text-[color:ButtonText]"
          />
        </DisclosureButton>
      </h3>
      {/* Shown and hidden by a class rather than `hidden`, so that without the app it stays open. */}
      <DisclosurePanel
        static
        id={answerId}
        className={cn('px-5 pb-5 text-slate-700', !open && 'app:hidden data-shown-early:block')}
      >
        {answer}
      </DisclosurePanel>
    </>
  )
}
