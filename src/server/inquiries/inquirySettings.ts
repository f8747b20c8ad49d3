/**
 * The operator's settings for inquiries, from environment variables (docs/inquiries.md). A value
 * that cannot be right stops the server at start with the variable's name, rather than losing
 * inquiries later.
 */
import { company } from '@/config/company'
import { inquiryRetentionDays } from '@/config/site'

import { wholeNumber, type Environment } from '../environment'
import { alertMinutesOf } from './health'
import { defaultDataDirectory } from './inquiryStore'

export type InquirySettings = {
  /** Where the database lives (`DATA_DIR`, default `./data`). */
  dataDirectory: string
  /** The company's mail server (`SMTP_URL`); without it inquiries are stored and not mailed. */
  smtpUrl: string | undefined
  /** Who receives inquiries (`INQUIRIES_TO`, default the contact page's address); with SMTP only. */
  to: string
  /** The sender (`INQUIRIES_FROM`; default the SMTP login when an address, else `to`); with SMTP only. */
  from: string
  /** Inquiries per client per 10 minutes (`INQUIRY_RATE_LIMIT`, default 10; 0 turns it off). */
  rateLimit: number
  /** Days an inquiry is kept (`INQUIRY_RETENTION_DAYS`, default what the build's privacy policy says). */
  retentionDays: number
  /** The wait before the first retry of a failed mail, doubling from there (`INQUIRY_RETRY_SECONDS`). */
  firstRetryMs: number
  /** Minutes an inquiry may wait to be mailed before `/healthz` says so (`INQUIRY_ALERT_MINUTES`). */
  alertMinutes: number
}

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

function address(environment: Environment, name: string, fallback: string | undefined): string {
  const value = environment[name]?.trim() || fallback
  if (value === undefined)
    throw new Error(
      `${name} must be set while the contact e-mail in src/config/company.ts is a placeholder`,
    )
  if (!looksLikeAddress(value)) throw new Error(`${name} must be an e-mail address, not "${value}"`)
  return value
}

function smtpUrlOf(environment: Environment): string | undefined {
  const raw = environment.SMTP_URL?.trim()
  if (!raw) return undefined
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : ''
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must look like smtps://user:password@mail.example.de:465')
  return raw
}

export function readInquirySettings(environment: Environment = process.env): InquirySettings {
  const smtpUrl = smtpUrlOf(environment)
  const contactEmail = typeof company.contactEmail === 'string' ? company.contactEmail : undefined
  // Without a mail server nothing is sent, and nobody has to be named as the recipient yet.
  const to = smtpUrl ? address(environment, 'INQUIRIES_TO', contactEmail) : ''
  const login = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : ''
  return {
    dataDirectory: environment.DATA_DIR?.trim() || defaultDataDirectory,
    smtpUrl,
    to,
    from: smtpUrl
      ? address(environment, 'INQUIRIES_FROM', looksLikeAddress(login) ? login : to)
      : '',
    rateLimit: wholeNumber(environment, 'INQUIRY_RATE_LIMIT', 10, 0),
    retentionDays: wholeNumber(environment, 'INQUIRY_RETENTION_DAYS', inquiryRetentionDays, 1),
    firstRetryMs: wholeNumber(environment, 'INQUIRY_RETRY_SECONDS', 60, 1) * 1000,
    alertMinutes: alertMinutesOf(environment),
  }
}
