import { useSyncExternalStore } from 'react'

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day the pages were prerendered: the build sets it once for the client and server bundles. */
const renderDay = import.meta.env.VITE_BUILD_DATE || isoDate(new Date())

const neverChanges = () => () => {}

/**
 * Today, as the visitor's device sees it. Prerendered HTML and the hydrating render show the build
 * day (so they match); React then re-renders with the visitor's day.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(
    neverChanges,
    () => isoDate(new Date()),
    () => renderDay,
  )
  return new Date(`${day}T12:00:00`)
}
