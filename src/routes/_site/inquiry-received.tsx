import { createFileRoute } from '@tanstack/react-router'

import { InquiryReceived } from '@/components/pages/InquiryReceived'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/inquiry-received')({
  head: ({ match }) => unlistedPageHead('inquiryReceived', match.search.lang),
  component: InquiryReceived,
})
