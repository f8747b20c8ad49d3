/**
 * The files a server of the company's own needs beside the site (docs/go-live.md, the server path),
 * written by the build so that the guide only copies them: the systemd unit of the Node server, the
 * journal's retention that the privacy policy states for the server's log, and the cron jobs that
 * back up the inquiries, delete old backups after the days the privacy policy states, and check
 * the inquiries' health. Paths are the guide's: the site in /srv/site, run by the user `site`.
 */
import type { CompanyData } from '@/config/companySchema'
import { proxiedServer } from '@/addressing/serverAddress'
import { timeouts } from '@/addressing/timeouts'
import { serverLogRetentionDays } from '@/shared/serverLogs'

import { generatedNote } from './shared'

/** The server path's places (docs/go-live.md); Caddy serves the build from the site's folder. */
export const site = {
  folder: '/srv/site',
  user: 'site',
  data: '/var/lib/site',
  backups: '/var/backups/site',
}
const note = generatedNote('src/publish/hosts/serverSetup.ts', 'installed as docs/go-live.md says')

/** /etc/systemd/system/site.service */
export function systemdUnit(): string {
  return `${note}
[Unit]
Description=Delivery-driver staffing website
# Started once the network is up and, where the machine waits for it (systemd-time-wait-sync or
# chrony-wait enabled), once the clock is set: inquiries are dated by it. The server does not
# depend on it (no time it records can delay a mail or delete an inquiry too early).
After=network-online.target time-sync.target
Wants=network-online.target time-sync.target

[Service]
Type=simple
User=${site.user}
Group=${site.user}
WorkingDirectory=${site.folder}
Environment=NODE_ENV=production PORT=${proxiedServer.port} HOST=${proxiedServer.host} DATA_DIR=${site.data}
# The settings the build reads too (the site's address, the retention of inquiries).
EnvironmentFile=${site.folder}/.env
# SMTP_URL holds a password: kept in a file only root can read (docs/inquiries.md).
EnvironmentFile=-/etc/site/inquiries.env
# Creates ${site.data} for the service's user, the one place it writes (the inquiries).
StateDirectory=site
StateDirectoryMode=0700
# Node.js 24 as scripts/use-node.sh put it into .node/; where the machine's own Node is 24
# already (use-node.sh then fetches none), its path instead, e.g. /usr/bin/node.
ExecStart=${site.folder}/.node/bin/node dist/server/server.js
Restart=on-failure
RestartSec=2
# SIGTERM: finish what is in flight (within ${timeouts.shutdown / 1000} s), then exit 0; systemd kills only
# after twice that.
KillSignal=SIGTERM
TimeoutStopSec=${(2 * timeouts.shutdown) / 1000}
NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=yes
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
RestrictNamespaces=yes
RestrictRealtime=yes
RestrictSUIDSGID=yes
LockPersonality=yes
MemoryDenyWriteExecute=no
SystemCallArchitectures=native
CapabilityBoundingSet=
AmbientCapabilities=
ReadOnlyPaths=${site.folder}
UMask=0077

[Install]
WantedBy=multi-user.target
`
}

/**
 * /etc/systemd/journald.conf.d/site.conf: the journal, where the server's log lines go, keeps
 * entries as long as the privacy policy says and no longer. Journal files are cut daily so that the
 * oldest day can go; nothing is handed on to a syslog daemon, whose files would keep it for weeks.
 */
export function journalRetention(): string {
  return `${note}
# The privacy policy states that the server's log is kept ${serverLogRetentionDays} days.
[Journal]
MaxRetentionSec=${serverLogRetentionDays}day
MaxFileSec=1day
ForwardToSyslog=no
`
}

/**
 * A cron job's command that mails what `command` printed to MAILTO (through msmtp's sendmail,
 * docs/go-live.md) when it fails, under `subject`: cron's own mail would have the command line for
 * its subject. Should sendmail fail, its complaint is printed, and cron mails that.
 */
const mailOnFailure = (subject: string, command: string) =>
  `out=$(${command} 2>&1) || printf 'To: \\%s\\nSubject: ${subject}\\nMIME-Version: 1.0\\nContent-Type: text/plain; charset=UTF-8\\n\\n\\%s\\n' "$MAILTO" "$out" | /usr/sbin/sendmail "$MAILTO"`

/**
 * /etc/cron.d/site: the nightly backup, the deletion of old backups, the health check every quarter
 * of an hour, and every morning what must be done soon (a permit near its end). Each mails only
 * when something is wrong, with a subject that says what.
 */
export function cronJobs(company: CompanyData): string {
  const { backupDays } = company.inquiryCopies
  const inSite = `cd ${site.folder} &&`
  return `${note}
SHELL=/bin/sh
# The machine's npm; the npm scripts bring the project's Node.js themselves (scripts/with-node.sh).
PATH=/usr/local/bin:/usr/bin:/bin
MAILTO=${typeof company.contactEmail === 'string' ? company.contactEmail : 'root'}
# Every night, a consistent copy of the inquiry database.
15 3 * * * ${site.user} ${inSite} ${mailOnFailure('Website: the nightly backup of the inquiries failed', `npm run -s inquiries -- backup ${site.backups}/inquiries-$(date +\\%F).sqlite`)}
# Copies older than ${backupDays} days are deleted, as the privacy policy states (inquiryCopies.backupDays).
30 3 * * * ${site.user} ${mailOnFailure('Website: old backups of the inquiries could not be deleted', `find ${site.backups} -name 'inquiries-*.sqlite' -mtime +${backupDays - 1} -delete`)}
# Every quarter of an hour: inquiries stored and mailed in time? Mails only if not.
*/15 * * * * ${site.user} ${inSite} ${mailOnFailure('Website: the inquiries need attention', 'npm run -s inquiries -- status')}
# Every morning: anything to do soon (a worker-leasing permit near its end)? Mails only if so.
0 8 * * * ${site.user} ${inSite} ${mailOnFailure('Website: something to do soon, or the inquiries need attention', 'npm run -s inquiries -- status --with-warnings')}
`
}
