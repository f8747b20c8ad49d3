import { company } from '@/config/company'
import type { Job } from '@/config/companySchema'
import { isOpenOn } from '@/config/jobs'
import { jobPagePath } from '@/config/pages'
import { buildDay, isPreviewBuild } from '@/shared/buildSettings'
import { companyText } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import { jobSummary } from '@/shared/jobs'
import { defaultLanguage, type Language } from '@/shared/language'
import { headTags } from '@/shared/seo'
import { jobPostingJsonLd, jsonLdScript } from '@/shared/structuredData'

/**
 * The `head` of a job's page: its title and the start of its description, the alternates of every
 * page, and the JobPosting for search engines while the job is open on the day of the build. Past
 * its last day the page only says that the job is closed: no JobPosting, and `noindex`.
 */
export function jobPageHead(job: Job, language: Language = defaultLanguage) {
  const open = isOpenOn(job, buildDay)
  const head = headTags(
    {
      title: translators[language].jobs.pageTitle({
        title: job.title[language],
        company: companyText(company.name, language),
      }),
      description: jobSummary(job, language),
    },
    jobPagePath(job.id),
    language,
  )
  return {
    // A preview is noindex already.
    meta:
      open || isPreviewBuild ? head.meta : [...head.meta, { name: 'robots', content: 'noindex' }],
    links: head.links,
    scripts: open ? [jsonLdScript(jobPostingJsonLd(job, language))] : [],
  }
}
