import { createFileRoute } from '@tanstack/react-router'

import { unlistedPageHead } from '@/lib/seo'
import { InquiryReceived } from '@/components/pages/InquiryReceived'

export const Route = createFileRoute('/_site/inquiry-received')({
  head: ({ match }) => unlistedPageHead('inquiryReceived', match.search.lang),
  component: InquiryReceived,
})
