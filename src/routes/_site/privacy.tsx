import { createFileRoute } from '@tanstack/react-router'

import { PrivacyPolicy } from '@/components/pages/PrivacyPolicy'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/privacy')({
  head: ({ match }) => pageHead('privacy', match.search.lang),
  component: PrivacyPolicy,
})
