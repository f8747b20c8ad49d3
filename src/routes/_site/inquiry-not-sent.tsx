import { createFileRoute } from '@tanstack/react-router'

import { unlistedPageHead } from '@/lib/seo'
import { InquiryNotSent } from '@/components/pages/InquiryNotSent'

export const Route = createFileRoute('/_site/inquiry-not-sent')({
  head: ({ match }) => unlistedPageHead('inquiryNotSent', match.search.lang),
  component: InquiryNotSent,
})
