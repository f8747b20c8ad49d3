import { useSyncExternalStore } from 'react'

import { buildDay } from '@/shared/buildSettings'

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const neverChanges = () => () => {}

/**
 * Today, as the visitor's device sees it. Prerendered HTML and the hydrating render show the build
 * day (so they match); React then re-renders with the visitor's day.
 */
export function useToday(): Date {
  return new Date(`${useTodayIso()}T12:00:00`)
}

/** Today as {@link useToday} sees it, written year-month-day (`2026-11-28`). */
export function useTodayIso(): string {
  return useSyncExternalStore(
    neverChanges,
    () => isoDate(new Date()),
    () => buildDay,
  )
}
