import { Bike, CarFront, Scooter, type LucideIcon } from 'lucide-react'

import type { JobVehicle } from '@/config/jobs'

/** The icon of each vehicle a job names, as the home page's vehicle tiles show it. */
export const jobVehicleIcons: Record<JobVehicle, LucideIcon> = {
  bike: Bike,
  escooter: Scooter,
  car: CarFront,
}
