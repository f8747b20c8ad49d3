/**
 * The messages between the server's thread (./inquiryService.ts) and the inquiry worker
 * (./inquiryWorker.ts), and the states of the word of memory they share for each inquiry to store.
 */
import type { InquiryHealth } from './health'
import type { NewInquiry } from './storedInquiries'

/** The states of a store request's `decision` word. */
export const decision = { waiting: 0, committing: 1, abandoned: 2 } as const

export type StoreOutcome =
  | { stored: true; id: number; duplicate: boolean; repeats: number | undefined }
  | { stored: false; why: 'busy' | 'unusable' | 'abandoned' }

export type ToWorker =
  | { kind: 'store'; request: number; inquiry: NewInquiry; decision: SharedArrayBuffer }
  | { kind: 'health'; request: number }
  | { kind: 'untrustedProxy'; address: string }
  | { kind: 'stop'; limitMs: number }

export type FromWorker =
  | { kind: 'stored'; request: number; outcome: StoreOutcome }
  | { kind: 'health'; request: number; health: InquiryHealth }
  | { kind: 'log'; error: boolean; line: string }
  | { kind: 'ready' }
  | { kind: 'stopped' }
