import { createFileRoute } from '@tanstack/react-router'

import { ApplicationReceived } from '@/components/pages/ApplicationReceived'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/application-received')({
  head: ({ match }) => unlistedPageHead('applicationReceived', match.search.lang),
  component: ApplicationReceived,
})
