import { createFileRoute } from '@tanstack/react-router'

import { InquiryNotSent } from '@/components/pages/InquiryNotSent'
import { unlistedPageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/inquiry-not-sent')({
  head: ({ match }) => unlistedPageHead('inquiryNotSent', match.search.lang),
  component: InquiryNotSent,
})
