import { Link } from '@tanstack/react-router'

import { Container } from '@/components/ui/Container'
import { linkVariants } from '@/components/ui/linkVariants'
import { useTranslations } from '@/app/useLanguage'

/** One line for drivers on the pages written for restaurant owners: the way to the jobs page. */
export function JobsLine() {
  const t = useTranslations().jobs.line
  return (
    <div className="border-t border-slate-200 bg-slate-50">
      <Container className="py-6">
        <p className="text-slate-800">
          {t.text()}{' '}
          <Link to="/jobs" className={linkVariants()}>
            {t.link()}
          </Link>
        </p>
      </Container>
    </div>
  )
}
