/**
 * The operator's settings for inquiries, from environment variables (docs/inquiries.md). A value
 * that cannot be right stops the server at start with the variable's name, rather than losing
 * inquiries later.
 */
import { BlockList, isIP } from 'node:net'

import { company } from '@/config/company'
import { formIds, forms, type FormId } from '@/config/forms'
import { wholeNumber, type Environment } from '@/server/environment'
import { retentionDaysOf } from '@/shared/buildSettings'
import { permitValidUntil } from '@/shared/workerLeasingPermit'

import { alertMinutesOf } from './health'
import { defaultDataDirectory } from './inquiryStore'

export type InquirySettings = {
  /** Where the database lives (`DATA_DIR`, default `./data`). */
  dataDirectory: string
  /** The company's mail server (`SMTP_URL`); without it inquiries are stored and not mailed. */
  smtpUrl: string | undefined
  /**
   * Who receives each form's posts, with SMTP only: the inquiries `INQUIRIES_TO` (default the contact
   * page's address), every other form its own setting (`APPLICATIONS_TO`, `CALLBACKS_TO`), default
   * the inquiries' mailbox.
   */
  to: Record<FormId, string>
  /** The sender (`INQUIRIES_FROM`; default the SMTP login when an address, else `INQUIRIES_TO`'s). */
  from: string
  /** Inquiries per client per 10 minutes (`INQUIRY_RATE_LIMIT`, default 10; 0 turns it off). */
  rateLimit: number
  /**
   * Days each form's posts are kept (`INQUIRY_RETENTION_DAYS` and the settings the other forms'
   * declarations name), default what the build's privacy policy says.
   */
  retentionDays: Record<FormId, number>
  /** The wait before the first retry of a failed mail, doubling from there (`INQUIRY_RETRY_SECONDS`). */
  firstRetryMs: number
  /** Minutes an inquiry may wait to be mailed before `/healthz` says so (`INQUIRY_ALERT_MINUTES`). */
  alertMinutes: number
  /**
   * Proxies whose `X-Forwarded-For` names the visitor (`TRUSTED_PROXIES`: addresses and networks,
   * e.g. `172.17.0.1` or `172.16.0.0/12`, separated by commas or spaces). Loopback always is.
   */
  trustedProxies: string[]
  /** The worker-leasing permit's last day as this build states it (health watches it). */
  permitValidUntil: string | undefined
}

/** Loopback: Caddy or nginx on the same machine. */
const loopback = ['127.0.0.0/8', '::1/128']

function trustedProxiesOf(environment: Environment): string[] {
  const named = (environment.TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean)
  for (const entry of named) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined &&
        (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)))
    )
      throw new Error(
        `TRUSTED_PROXIES must list addresses or networks such as 172.17.0.1 or 172.16.0.0/12, not "${entry}"`,
      )
  }
  return [...loopback, ...named]
}

/** The trusted proxies as a list to check addresses against. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return list
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
  const inquiriesTo = smtpUrl
    ? address(environment, forms.inquiry.mail.toSetting, contactEmail)
    : ''
  const to = Object.fromEntries(
    formIds.map((form) => [
      form,
      smtpUrl && form !== 'inquiry'
        ? address(environment, forms[form].mail.toSetting, inquiriesTo)
        : inquiriesTo,
    ]),
  ) as Record<FormId, string>
  const login = smtpUrl ? decodeURIComponent(new URL(smtpUrl).username) : ''
  return {
    dataDirectory: environment.DATA_DIR?.trim() || defaultDataDirectory,
    smtpUrl,
    to,
    from: smtpUrl
      ? address(environment, 'INQUIRIES_FROM', looksLikeAddress(login) ? login : inquiriesTo)
      : '',
    rateLimit: wholeNumber(environment, 'INQUIRY_RATE_LIMIT', 10, 0),
    retentionDays: Object.fromEntries(
      formIds.map((form) => [
        form,
        wholeNumber(environment, forms[form].retention.setting, retentionDaysOf[form], 1),
      ]),
    ) as Record<FormId, number>,
    firstRetryMs: wholeNumber(environment, 'INQUIRY_RETRY_SECONDS', 60, 1) * 1000,
    alertMinutes: alertMinutesOf(environment),
    trustedProxies: trustedProxiesOf(environment),
    permitValidUntil: permitValidUntil(company),
  }
}
