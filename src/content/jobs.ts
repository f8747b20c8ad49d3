import { Bike, CarFront, Scooter, type LucideIcon } from 'lucide-react'

import type { JobVehicle } from '@/config/jobs'

/** The icon of each vehicle a job names, as the home page's vehicle tiles show it. */
export const jobVehicleIcons: Record<JobVehicle, LucideIcon> = {
  bike: Bike,
  escooter: Scooter,
  car: CarFront,
}

/** What a driver brings in person (`applicationForm.bring.items` in the dictionaries), in order. */
export const bringInPersonItems = ['identity', 'workPermit', 'licence', 'payroll'] as const
