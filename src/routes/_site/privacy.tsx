import { createFileRoute } from '@tanstack/react-router'

import { pageHead } from '@/lib/seo'
import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'

export const Route = createFileRoute('/_site/privacy')({
  head: ({ match }) => pageHead('privacy', match.search.lang),
  component: PrivacyPolicy,
})
