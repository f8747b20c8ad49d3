import { useState } from 'react'

import { anyJob, licenceNeededFor } from '@/config/applicationForm'
import { isOpenOn } from '@/config/jobs'
import { useTranslations } from '@/app/useLanguage'
import { useTodayIso } from '@/app/useToday'
import { allJobs } from '@/shared/jobs'

import { ApplicationConfirmation } from './ApplicationConfirmation'
import { DeclaredForm } from './DeclaredForm'

/**
 * The application (src/config/applicationForm.ts): on a job's page for that job (`job`), on the
 * jobs page for any job. It offers the jobs open today and any job; the licence is marked required
 * where the job chosen needs one, and says which class (the server refuses the form without it).
 */
export function ApplicationForm({ job = anyJob }: { job?: string }) {
  const t = useTranslations().applicationForm
  const today = useTodayIso()
  const [chosen, setChosen] = useState(job)
  const needed = licenceNeededFor(chosen)
  const offered = [
    anyJob,
    ...allJobs.filter((each) => each.id === job || isOpenOn(each, today)).map(({ id }) => id),
  ]
  return (
    <DeclaredForm
      form="application"
      adjust={{
        job: { defaultValue: job, offered },
        drivingLicences: needed
          ? { required: true, hint: t.drivingLicenceNeeded({ licenceClass: needed }) }
          : { hint: t.drivingLicencesHint() },
      }}
      onChange={(element) => {
        const select = element.elements.namedItem('job')
        if (select instanceof HTMLSelectElement) setChosen(select.value)
      }}
      className="mt-6"
      confirmation={(sent) => <ApplicationConfirmation sent={sent} />}
    />
  )
}
