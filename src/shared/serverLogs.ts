/**
 * What the site's own servers write down about a request, described once. The Node server's log
 * line (src/server/requestLog.ts), nginx's `log_format`, the Caddyfile's log filter and the
 * journal's retention (src/publish/hosts/) and the privacy policy's section on server logs
 * all follow from here, so the policy cannot promise less than the servers log.
 */

/**
 * One line per request, these fields in this order, separated by spaces. No IP address, no query
 * string (it may carry what visitors typed), no referrer, no browser.
 */
export const requestLogFields = ['time', 'method', 'path', 'status', 'duration'] as const
export type RequestLogField = (typeof requestLogFields)[number]

export function requestLogLine(values: Record<RequestLogField, string>): string {
  return requestLogFields.map((field) => values[field]).join(' ')
}

/**
 * Days the server's logs are kept: the journal's retention on a server of the company's own (the
 * build writes the journald setting, docs/go-live.md), and Debian's daily rotation of nginx's logs,
 * which keeps 14.
 */
export const serverLogRetentionDays = 14
