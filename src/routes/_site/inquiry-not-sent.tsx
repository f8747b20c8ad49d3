import { createFileRoute } from '@tanstack/react-router'

import { FormNotSent } from '@/components/pages/FormNotSent'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/inquiry-not-sent')({
  head: ({ match }) => unlistedPageHead('inquiryNotSent', match.search.lang),
  component: InquiryNotSent,
})

function InquiryNotSent() {
  return <FormNotSent form="inquiry" />
}
