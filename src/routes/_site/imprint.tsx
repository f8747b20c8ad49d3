import { createFileRoute } from '@tanstack/react-router'

import { pageHead } from '@/lib/seo'
import { Imprint } from '@/components/pages/Imprint'

export const Route = createFileRoute('/_site/imprint')({
  head: ({ match }) => pageHead('imprint', match.search.lang),
  component: Imprint,
})
