import { createFileRoute } from '@tanstack/react-router'

import { FormNotSent } from '@/components/pages/FormNotSent'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/application-not-sent')({
  head: ({ match }) => unlistedPageHead('applicationNotSent', match.search.lang),
  component: ApplicationNotSent,
})

function ApplicationNotSent() {
  return <FormNotSent form="application" />
}
