import { createFileRoute } from '@tanstack/react-router'

import { FormNotSent } from '@/components/pages/FormNotSent'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/callback-not-sent')({
  head: ({ match }) => unlistedPageHead('callbackNotSent', match.search.lang),
  component: CallbackNotSent,
})

function CallbackNotSent() {
  return <FormNotSent form="callback" />
}
