import { createFileRoute } from '@tanstack/react-router'

import { CallbackReceived } from '@/components/pages/CallbackReceived'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/callback-received')({
  head: ({ match }) => unlistedPageHead('callbackReceived', match.search.lang),
  component: CallbackReceived,
})
