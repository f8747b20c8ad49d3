/** How soon an inquiry is answered, in the page's language (src/shared/companyClaims.ts). */
import { useLanguage, useTranslations } from '@/app/useLanguage'
import { answerPromise } from '@/shared/companyClaims'

/** The promise of when an inquiry is answered, or nothing when the data makes none. */
export function useAnswerPromise(): string | undefined {
  return answerPromise(useLanguage())
}

/** The promise of when an inquiry is answered, or that the answer comes as soon as it can. */
export function useAnswerPromiseOrSoon(): string {
  const t = useTranslations().trust
  return useAnswerPromise() ?? t.answerSoon()
}
