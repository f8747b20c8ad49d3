/** What the store's tests share: stores on real SQLite files in new folders, and times. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import {
  openInquiryStore,
  type InquiryStore,
  type StoreOptions,
} from '@/server/inquiries/inquiryStore'

const opened: InquiryStore[] = []

/** Opens a store; {@link closeOpened} (after each test) closes it. */
export const open = (directory: string, options?: StoreOptions) => {
  const store = openInquiryStore(directory, options)
  opened.push(store)
  return store
}

/** Closes what {@link open} opened, the latest first (`afterEach(closeOpened)`). */
export function closeOpened() {
  for (const store of opened.splice(0).reverse()) store.close()
}

/** Closes the store opened last, so that the file can be opened afresh. */
export const closeLast = () => opened.pop()!.close()

/** A data folder that does not exist yet, in a new temporary folder. */
export const newDirectory = () => join(mkdtempSync(join(tmpdir(), 'inquiries-')), 'data')

export const minutes = (count: number) => count * 60_000
export const at = (start: Date, ms: number) => new Date(start.getTime() + ms)
export const start = new Date('2026-11-26T10:00:00Z')

/** Claims what is due at `now` for a minute, the next attempt a minute later. */
export const claim = (store: InquiryStore, now: Date) =>
  store.claimNext(now, minutes(1), () => minutes(1))

/** Every file in `folder`, and below, that holds `text`: where an inquiry's words are kept. */
export const filesHolding = (folder: string, text: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => {
    try {
      return readFileSync(join(folder, file)).includes(text)
    } catch {
      return false
    }
  })
