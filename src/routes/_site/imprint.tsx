import { createFileRoute } from '@tanstack/react-router'

import { Imprint } from '@/components/pages/Imprint'
import { pageHead } from '@/shared/seo'

export const Route = createFileRoute('/_site/imprint')({
  head: ({ match }) => pageHead('imprint', match.search.lang),
  component: Imprint,
})
