/**
 * Every command of docs/go-live.md, read from the guide itself and run as printed, in its order, by
 * a user whose shell has no suitable Node.js (the machine's own is older, as on Debian, or is made
 * to act older): the owner's commands on a copy of the project (their computer), the server's
 * in a folder that stands for the server's root, so that `/srv/site`, `/etc/site`, `/var/lib/site`
 * and the rest are real folders of the test. Then the cron jobs the guide installs; and, apart, the
 * README's `npm start` on a fresh clone.
 *
 * A command is a ```sh fence (run as one script, as when pasted), or a code span of the guide's
 * prose whose first word is a program or a shell builtin (after any `NAME=value`), unless it is
 * listed in `mentions`. Each runs in a new shell, in the home folder (as after `su - site`) or, on
 * the owner's computer, in the project folder.
 * What a test machine cannot do is done by stand-ins, programs of the same name first on `PATH`
 * that write down how they were called (`standInsLog`):
 * - `apt-get`: `update` does nothing (it needs root and the network); `install` is Debian's own
 *   apt-get simulating the installation (`-s`) on this machine's package lists, so that a request
 *   apt would refuse fails here too;
 * - `useradd` (would add a system user: every command runs as the user running the tests; the
 *   guide's `-o site -g site` and `root:site` name that user instead), `systemctl` and
 *   `journalctl` (systemd: the test starts the server as the unit the guide installs says, when
 *   the guide enables or restarts it), `getent` and `curl` (the real domain's DNS and HTTPS),
 *   `ssh` and `scp` (the owner's computer reaching the server): written down only; `sendmail`
 *   (msmtp and a real mail account) keeps each mail it is given in `mailsSent`;
 * - `nano`: writes what the owner types (the company data, the mail settings, the guide's own
 *   msmtprc) into the file it opens;
 * - `npm ci` links the project's own `node_modules` (installed from the same lock file) instead of
 *   installing them again: minutes of network and disk on a busy machine, while `.ci/run` runs a
 *   real `npm ci` on every test run. Every other npm command is the machine's npm.
 * The guide's placeholders are filled in: `<the repository's address>` is a repository of the
 * project as it is, `<number>` the inquiry the test sent through the form before the guide lists
 * them, `<the server's address>` an address only stand-ins see. npm keeps the machine's registry
 * settings and cache; the Node server gets a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseEnv } from 'node:util'

import { copyProjectWithExample, exampleOrigin } from '../scripts/lib/exampleSite.ts'
import { freePort } from '../scripts/lib/processes.ts'
import { startSmtpSink, type SmtpSink } from '../scripts/lib/smtpSink.ts'
import { postInquiry } from './support/inquiries'
import { expect, test } from './support/test'

const guide = readFileSync('docs/go-live.md', 'utf8')

/** Code spans that name a command in the prose without asking the reader to type it there. */
const mentions = new Set([
  // How the guide says who types the next commands.
  'su - site',
  'exit',
  // The names of a script, a program and of what a cron job runs (the jobs are run below).
  'npm run inquiries',
  'npm run inquiries -- status',
  'msmtp',
  // The part of the update's first line that the guide explains.
  'git pull',
  // What the guide names while saying what Caddy does meanwhile.
  'npm run build',
])

/** What stands in for a program a test machine cannot run as the guide means it (see above). */
const standIns = ({
  typed,
  machineNpm,
  mailsSent,
}: {
  typed: string
  machineNpm: string
  mailsSent: string
}) => ({
  'apt-get': '[ "$1" = update ] && exit 0\nexec /usr/bin/apt-get -s "$@"',
  useradd: '',
  systemctl: '',
  journalctl: '',
  getent: '',
  curl: '',
  ssh: '',
  scp: '',
  sendmail: `{ cat; echo '${endOfMail}'; } >>"${mailsSent}"`,
  nano: `cp "${typed}/$(basename "$1")" "$1"`,
  npm: `[ "$1" = ci ] || exec ${machineNpm} "$@"\nrm -rf node_modules && ln -s ${resolve('node_modules')} node_modules`,
})

type GuideCommand = { command: string; line: number; where: 'computer' | 'server' }

/** The guide's commands in order: where they are typed, and on which line of the guide. */
function guideCommands(isCommandWord: (word: string) => boolean): GuideCommand[] {
  const commands: GuideCommand[] = []
  const lines = guide.split('\n')
  let where: GuideCommand['where'] = 'computer'
  let fence: { info: string; start: number; body: string[] } | undefined
  let prose: { text: string; start: number } = { text: '', start: 1 }
  const takeProse = () => {
    for (const match of prose.text.matchAll(/`([^`]+)`/g)) {
      const span = match[1]!.replace(/\s*\n\s*/g, ' ')
      const word = /^(?:[A-Za-z_]\w*=\S*\s+)*([a-z][\w.-]*)(?:\s|$)/.exec(span)?.[1]
      if (!word || mentions.has(span) || !isCommandWord(word)) continue
      const line = prose.start + prose.text.slice(0, match.index).split('\n').length - 1
      commands.push({ command: span, line, where })
    }
  }
  lines.forEach((text, index) => {
    if (fence) {
      if (/^\s*```\s*$/.test(text)) {
        if (fence.info === 'sh') {
          const indent = Math.min(...fence.body.map((line) => /^ */.exec(line)![0].length))
          const command = fence.body.map((line) => line.slice(indent)).join('\n')
          commands.push({ command, line: fence.start, where })
        }
        fence = undefined
        prose = { text: '', start: index + 2 }
      } else fence.body.push(text)
      return
    }
    const opening = /^\s*```(\w*)\s*$/.exec(text)
    if (opening) {
      takeProse()
      fence = { info: opening[1]!, start: index + 1, body: [] }
      return
    }
    if (/^#{2,3} /.test(text)) {
      takeProse()
      prose = { text: '', start: index + 2 }
      // The server path is typed on the server; everything else on the owner's computer.
      where = text.startsWith('### Server') ? 'server' : 'computer'
      return
    }
    prose.text += `${text}\n`
  })
  takeProse()
  return commands
}

/** The msmtp settings as the guide prints them, which the owner types with nano. */
const msmtprc = /Write\s+`\/etc\/msmtprc`[\s\S]*?```\n([\s\S]*?)\n\s*```/
  .exec(guide)![1]!
  .replace(/^ {4}/gm, '')

/** The project's files as a fresh clone has them (tracked, or new and not ignored), in `folder`. */
function copyProjectFiles(folder: string): string {
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  }).stdout.split('\0')
  for (const file of files.filter((file) => file && existsSync(file))) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    cpSync(file, join(folder, file))
  }
  return folder
}

/** A release of the project as it is, committed to a repository in `into`; its path. */
function projectRepository(into: string): string {
  const release = copyProjectFiles(join(into, 'release'))
  const git = (args: string[], cwd = release) => {
    const result = spawnSync(
      'git',
      ['-c', 'user.name=Release', '-c', 'user.email=r@localhost', ...args],
      {
        cwd,
        encoding: 'utf8',
      },
    )
    expect(result.status, `git ${args.join(' ')}: ${result.stderr}`).toBe(0)
  }
  git(['init', '-q', '-b', 'main'])
  git(['add', '-A'])
  git(['commit', '-q', '-m', 'A release'])
  const repository = join(into, 'repository.git')
  git(['clone', '-q', '--bare', release, repository], into)
  return repository
}

/** The major version of a node on PATH, or undefined. */
function nodeMajor(node: string): number | undefined {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout
  return version ? Number(/^v(\d+)/.exec(version)?.[1]) : undefined
}

const wantedNode = Number(readFileSync('.nvmrc', 'utf8').trim().replace(/^v/, ''))

/**
 * The project's own Node.js in `.node/`, linked into a copy as its packages are, where it has one:
 * less to fetch and unpack on a busy machine. The server's clone fetches its own (the guide's
 * step 7).
 */
function linkProjectNode(copy: string) {
  if (nodeMajor(resolve('.node/bin/node')) === wantedNode)
    symlinkSync(resolve('.node'), join(copy, '.node'), 'dir')
}
const systemPath = '/usr/local/bin:/usr/bin:/bin'

let work = ''
let machine = ''
let computer = ''
let repository = ''
let typed = ''
let standInsLog = ''
/** The mails handed to `sendmail`, each followed by {@link endOfMail}. */
let mailsSent = ''
const endOfMail = '--- end of mail ---'
let transcript = ''
let cleanPath = ''
/** Where the test's `node` stands in for an older one, if the machine's own is the wanted one. */
let olderNodeFolder: string | undefined
/** npm's settings on this machine (its registry and cache), which the clean shells keep. */
let npmSettings: Record<string, string> = {}
let sink: SmtpSink
let service: { child: ChildProcess; log: () => string; port: number } | undefined
const user = userInfo().username
const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim()

/** A path or name of the guide as it is on the test machine. */
function onTestMachine(text: string): string {
  return text
    .replaceAll('/usr/sbin/sendmail', join(work, 'stand-ins', 'sendmail'))
    .replace(/(^|[\s'"=:(-])\/(srv|etc|var)\//g, `$1${machine}/$2/`)
    .replaceAll('-o site -g site', `-o ${user} -g ${group}`)
    .replaceAll('root:site', `${user}:${group}`)
}

/**
 * The environment of a fresh login, as `su - site` gives it: nothing of the test's own, but the one
 * switch that lets the filled-in example, which the owner's data stands in for here, build for
 * production (docs/testing.md).
 */
function cleanEnvironment(): Record<string, string> {
  return {
    HOME: join(machine, 'home', 'site'),
    USER: user,
    LOGNAME: user,
    SHELL: '/bin/bash',
    LANG: 'C.UTF-8',
    PATH: cleanPath,
    ALLOW_FICTITIOUS_EXAMPLE_COMPANY: '1',
    ...npmSettings,
  }
}

/** Runs `command` in a clean shell, and writes it with its output into the test's transcript. */
function run(command: string, cwd: string) {
  const started = performance.now()
  const result = spawnSync('bash', ['-c', command], {
    cwd,
    env: cleanEnvironment(),
    encoding: 'utf8',
    timeout: 5 * 60_000,
  })
  const output = `${result.stdout}${result.stderr}`
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  writeFileSync(transcript, `$ ${command}\n${output}[exit ${result.status}, ${seconds} s]\n\n`, {
    flag: 'a',
  })
  return { status: result.status, stdout: result.stdout, output }
}

const standInCalls = () => (existsSync(standInsLog) ? readFileSync(standInsLog, 'utf8') : '')

/** The mails handed to `sendmail` so far, whole (headers and text). */
const sentMails = () =>
  existsSync(mailsSent) ? readFileSync(mailsSent, 'utf8').split(`${endOfMail}\n`).slice(0, -1) : []

/** The cron jobs the guide installed, as cron runs them on the test machine, and a way to run one. */
function cronJobs() {
  const file = join(machine, 'etc/cron.d/site')
  expect(existsSync(file), 'the guide installed the cron jobs').toBe(true)
  const variables: Record<string, string> = {}
  const jobs: { user: string; command: string }[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    const variable = /^([A-Z_]+)=(.*)$/.exec(line)
    if (variable) variables[variable[1]!] = variable[2]!
    else {
      // Five time fields, the user, the command.
      const [, jobUser, command] = /^(?:\S+\s+){5}(\S+)\s+(.*)$/.exec(line)!
      // cron turns an unescaped % into a line break: the jobs escape theirs.
      expect(command!.replaceAll('\\%', '')).not.toContain('%')
      jobs.push({ user: jobUser!, command: onTestMachine(command!.replaceAll('\\%', '%')) })
    }
  }
  const cron = {
    ...variables,
    // The machine's Node: first, where the test stands in for an older one.
    PATH: [olderNodeFolder, variables.PATH].filter(Boolean).join(':'),
    HOME: join(machine, 'home', 'site'),
    LOGNAME: user,
    ...npmSettings,
  }
  const runJob = (command: string) => {
    const result = spawnSync(variables.SHELL ?? '/bin/sh', ['-c', command], {
      cwd: cron.HOME,
      env: cron,
      encoding: 'utf8',
    })
    return { status: result.status, printed: `${result.stdout}${result.stderr}` }
  }
  return { jobs, variables, runJob }
}

/**
 * Lines of a build's output that the owner could not act on: a warning of a tool (Vite, npm,
 * Node). The build's own warnings (`Warning: …`, a permit near its end) say what to do.
 */
const unactionable = (output: string) =>
  output
    .split('\n')
    .filter((line) => /\(!\)|\bwarn|deprecat|ExperimentalWarning/i.test(line))
    .filter((line) => !line.startsWith('Warning: '))

/**
 * The log lines the guide says the service's log shows (step 8), as patterns for the test
 * machine: its paths, any port, and "…" for what the guide leaves out.
 */
const expectedLogLines = () =>
  [...guide.matchAll(/shows "([^"]+)" and "([^"]+)"/g)][0]!.slice(1).map(
    (line) =>
      new RegExp(
        onTestMachine(line.replace(/\s+/g, ' '))
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(':4173', ':\\d+')
          .replace('…', '\\S+'),
      ),
  )

/** The Node server as the unit the guide installed starts it (systemd's part done by the test). */
async function startService(port: number) {
  const unit = readFileSync(join(machine, 'etc/systemd/system/site.service'), 'utf8')
  const settings = (key: string) =>
    [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => onTestMachine(match[1]!))
  const environment: Record<string, string> = {}
  for (const assignments of settings('Environment'))
    for (const assignment of assignments.split(/\s+/)) {
      const [name, ...value] = assignment.split('=')
      environment[name!] = value.join('=')
    }
  for (const setting of settings('EnvironmentFile')) {
    const file = setting.replace(/^-/, '')
    if (setting.startsWith('-') && !existsSync(file)) continue
    Object.assign(environment, parseEnv(readFileSync(file, 'utf8')))
  }
  // systemd creates the StateDirectory for the service.
  mkdirSync(join(machine, 'var/lib', settings('StateDirectory')[0]!), { recursive: true })
  const [program, ...args] = settings('ExecStart')[0]!.split(/\s+/)
  const logFile = join(dirname(transcript), `service-${Date.now()}.log`)
  const output = openSync(logFile, 'w')
  const child = spawn(program!, args, {
    cwd: settings('WorkingDirectory')[0],
    env: {
      ...environment,
      PORT: String(port),
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    },
    stdio: ['ignore', output, output],
  })
  const log = () => readFileSync(logFile, 'utf8')
  await expect
    .poll(() => /Serving the \w+ build on/.test(log()) || child.exitCode !== null, {
      timeout: 30_000,
    })
    .toBe(true)
  expect(child.exitCode, log()).toBeNull()
  service = { child, log, port }
}

async function stopService() {
  if (!service) return
  const exited = new Promise((done) => service!.child.once('exit', done))
  service.child.kill('SIGTERM')
  await exited
  service = undefined
}

/**
 * A new scratch folder for the test: the clean shell's stand-ins, and the machine's Node or one
 * that stands in for an older Node (it says it is 20 and, like Node 20, cannot run TypeScript).
 */
function prepareScratch(prefix: string) {
  work = mkdtempSync(join(tmpdir(), prefix))
  machine = join(work, 'server')
  typed = join(work, 'typed')
  standInsLog = join(work, 'stand-ins.log')
  mailsSent = join(work, 'mails-sent')
  transcript = test.info().outputPath('transcript.txt')
  mkdirSync(dirname(transcript), { recursive: true })
  mkdirSync(join(machine, 'home', 'site'), { recursive: true })
  const machineProgram = (name: string) => {
    const path = spawnSync('sh', ['-c', `command -v ${name}`], {
      env: { PATH: systemPath },
      encoding: 'utf8',
    }).stdout.trim()
    expect(path, `the machine has ${name}`).not.toBe('')
    return path
  }
  const standInFolder = join(work, 'stand-ins')
  mkdirSync(standInFolder)
  for (const [name, body] of Object.entries(
    standIns({ typed, machineNpm: machineProgram('npm'), mailsSent }),
  ))
    writeFileSync(
      join(standInFolder, name),
      `#!/bin/sh\necho "${name} $*" >>${standInsLog}\n${body}\n`,
      { mode: 0o755 },
    )
  const machineNode = machineProgram('node')
  olderNodeFolder = undefined
  if (nodeMajor(machineNode) === wantedNode) {
    olderNodeFolder = join(work, 'older-node')
    mkdirSync(olderNodeFolder)
    writeFileSync(
      join(olderNodeFolder, 'node'),
      `#!/bin/sh\ncase "$1" in --version|-v) echo v20.20.0; exit 0 ;; esac\nexec ${machineNode} --no-experimental-strip-types "$@"\n`,
      { mode: 0o755 },
    )
  }
  cleanPath = [standInFolder, olderNodeFolder, systemPath].filter(Boolean).join(':')
  npmSettings = Object.fromEntries(
    ['cache', 'userconfig'].map((name) => [
      `npm_config_${name}`,
      spawnSync('npm', ['config', 'get', name], { encoding: 'utf8' }).stdout.trim(),
    ]),
  )
}

test.describe('the guide', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    prepareScratch('go-live-commands-')
    // What a fresh Debian server with the guide's packages has before the guide starts.
    for (const folder of [
      'srv',
      'etc/systemd/system',
      'etc/caddy',
      'etc/cron.d',
      'var/backups',
      'var/lib',
    ])
      mkdirSync(join(machine, folder), { recursive: true })
    sink = await startSmtpSink()
    mkdirSync(typed)
    writeFileSync(join(typed, 'company.ts'), readFileSync('src/config/examples/company.ts'))
    writeFileSync(
      join(typed, 'inquiries.env'),
      `SMTP_URL=${sink.url}\nINQUIRIES_TO=owner@your-domain.de\n`,
    )
    writeFileSync(join(typed, 'msmtprc'), `${msmtprc}\n`)
    computer = copyProjectWithExample()
    linkProjectNode(computer)
    repository = projectRepository(work)
  })

  test.afterAll(async () => {
    await stopService()
    await sink?.stop()
    // Two copies of the project, with Node.js and builds: hundreds of megabytes a run.
    if (work) rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    if (computer) rmSync(dirname(computer), { recursive: true, force: true })
  })

  test('every command of the guide works as printed, by a user whose PATH has no suitable Node', async () => {
    test.setTimeout(15 * 60_000)
    const clean = run('node --version', machine)
    expect(Number(/^v(\d+)/.exec(clean.stdout)?.[1]), 'the clean shell’s node').not.toBe(wantedNode)

    const isCommandWord = (word: string) =>
      spawnSync('bash', ['-c', `command -v ${word}`], { env: cleanEnvironment() }).status === 0
    const commands = guideCommands(isCommandWord)
    // The guide's server path: from the packages to the inquiries, and the update.
    expect(commands.filter(({ where }) => where === 'server').length).toBeGreaterThan(20)

    const today = run('date +%F', machine).stdout.trim()
    let inquiryNumber = ''
    let inquiriesSent = 0
    let seenCalls = 0
    for (const { command, line, where } of commands) {
      if (/inquiries -- list/.test(command)) {
        // The owner's test inquiry (step 12), or a visitor's who asks for its deletion.
        expect(service, 'the server runs when the guide lists inquiries').toBeDefined()
        const message = `Anfrage ${inquiriesSent + 1} aus dem Test der Anleitung`
        expect((await postInquiry({ url: `http://127.0.0.1:${service!.port}` }, message)).ok).toBe(
          true,
        )
        inquiriesSent += 1
        const mails = await sink.waitForMails(inquiriesSent)
        expect(mails.at(-1)!.text).toContain(message)
      }
      if (/git pull/.test(command)) {
        // A release that changes the repository's company.ts: the update must not conflict with the
        // owner's data.
        const release = join(work, 'release')
        writeFileSync(
          join(release, 'src/config/company.ts'),
          `${readFileSync(join(release, 'src/config/company.ts'), 'utf8')}// A newer release.\n`,
        )
        for (const args of [
          ['commit', '-q', '-am', 'A newer release'],
          ['push', '-q', repository, 'main'],
        ])
          expect(
            spawnSync('git', ['-c', 'user.name=Release', '-c', 'user.email=r@localhost', ...args], {
              cwd: release,
            }).status,
          ).toBe(0)
      }
      if (/inquiries -- restore/.test(command)) {
        // The night's backup, as the guide's cron job makes it, is what the owner restores.
        const backup = `cd /srv/site && npm run -s inquiries -- backup /var/backups/site/inquiries-${today}.sqlite`
        expect(run(onTestMachine(backup), join(machine, 'home', 'site')).status).toBe(0)
      }
      const runnable = onTestMachine(command)
        .replaceAll("<the repository's address>", repository)
        .replaceAll("<the server's address>", '192.0.2.1')
        .replaceAll('<number>', inquiryNumber)
        .replaceAll('<date>', today)
      expect(runnable, 'every placeholder of the guide is filled in').not.toMatch(/<[a-z][^>]*>/)
      const { status, stdout, output } = run(
        runnable,
        where === 'computer' ? computer : join(machine, 'home', 'site'),
      )
      expect(status, `docs/go-live.md:${line}: ${command}\n${output}`).toBe(0)
      if (/npm run build/.test(command))
        expect(unactionable(output), `docs/go-live.md:${line}: ${command}`).toEqual([])

      if (/inquiries -- list/.test(command)) {
        const listed = stdout.split('\n').find((row) => row.includes('aus dem Test der Anleitung'))
        expect(listed, `the inquiry sent is listed:\n${stdout}`).toBeDefined()
        inquiryNumber = /^\s*(\d+)/.exec(listed!)![1]!
      }
      if (/inquiries -- show/.test(command)) expect(stdout).toMatch(/consent/i)
      if (/inquiries -- delete/.test(command))
        expect(stdout).toContain(`Deleted inquiry ${inquiryNumber}`)

      const calls = standInCalls().split('\n').slice(seenCalls, -1)
      seenCalls += calls.length
      if (calls.some((call) => /^systemctl (enable --now|restart|stop) site$/.test(call)))
        await stopService()
      if (calls.some((call) => /^systemctl (enable --now|restart|start) site$/.test(call)))
        await startService(await freePort())
    }

    const calls = standInCalls()
    // The apt step: the packages the guide needs, never Debian's npm beside the machine's own.
    expect(calls).toMatch(/^apt-get install -y .*\bcron\b/m)
    expect(calls).toMatch(/^apt-get install -y .*\bmsmtp-mta\b/m)
    expect(calls).not.toMatch(/^apt-get install .*\b(npm|nodejs)\b/m)
    expect(calls).toMatch(/^systemctl enable --now site$/m)
    // The lines the guide says the log shows; the database opens in the inquiries' own thread,
    // which says so a moment after the server.
    for (const expected of expectedLogLines())
      await expect.poll(() => service!.log(), { timeout: 10_000 }).toMatch(expected)
  })

  test('the cron jobs the guide installs run, and mail only when something is wrong, with a subject that says what', () => {
    const { jobs, variables, runJob } = cronJobs()
    expect(jobs.map((job) => job.user)).toEqual(['site', 'site', 'site', 'site'])
    const [backup, deletion, health, morning] = jobs.map((job) => job.command)
    const backups = join(machine, 'var/backups/site')
    const today = run('date +%F', machine).stdout.trim()
    const mailed = sentMails().length

    expect(runJob(backup!)).toEqual({ status: 0, printed: '' })
    expect(existsSync(join(backups, `inquiries-${today}.sqlite`))).toBe(true)

    const old = join(backups, 'inquiries-2000-01-01.sqlite')
    writeFileSync(old, '')
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)
    utimesSync(old, longAgo, longAgo)
    expect(runJob(deletion!)).toEqual({ status: 0, printed: '' })
    expect(existsSync(old)).toBe(false)
    expect(existsSync(join(backups, `inquiries-${today}.sqlite`))).toBe(true)

    expect(runJob(health!)).toEqual({ status: 0, printed: '' })
    expect(runJob(morning!)).toEqual({ status: 0, printed: '' })
    expect(sentMails()).toHaveLength(mailed)
    // No database where the settings say: the job mails what status says, under its own subject.
    const database = join(machine, 'var/lib/site/inquiries.sqlite')
    rmSync(`${database}.moved`, { force: true })
    cpSync(database, `${database}.moved`)
    rmSync(database)
    try {
      expect(runJob(health!)).toEqual({ status: 0, printed: '' })
    } finally {
      cpSync(`${database}.moved`, database)
    }
    const [mail] = sentMails().slice(mailed)
    expect(mail).toMatch(
      new RegExp(`^To: ${variables.MAILTO}\nSubject: Website: the inquiries need attention\n`),
    )
    expect(mail).toContain('no inquiry database')
    expect(standInCalls()).toContain(`sendmail ${variables.MAILTO}`)
  })

  test('the owner’s mistakes are named: a missing comma through npm run build, the template’s slug, and a permit near its end in status and the morning mail', async () => {
    test.setTimeout(10 * 60_000)
    const companyFile = join(computer, 'src/config/company.ts')
    const filledIn = readFileSync(companyFile, 'utf8')
    try {
      const slugLine = filledIn.split('\n').findIndex((line) => /^\s*slug: /.test(line))
      const withoutComma = filledIn.split('\n')
      withoutComma[slugLine] = withoutComma[slugLine]!.replace(/,$/, '')
      writeFileSync(companyFile, withoutComma.join('\n'))
      const comma = run('npm run build', computer)
      expect(comma.status).not.toBe(0)
      expect(comma.output).toContain(
        `src/config/company.ts:${slugLine + 2}:3: ',' expected (is the comma missing at the end of line ${slugLine + 1}?)`,
      )
      expect(comma.output).not.toMatch(/^\s+at |node:internal|SyntaxError/m)

      writeFileSync(companyFile, filledIn.replace(/slug: '[^']*'/, "slug: 'firmenname'"))
      const slug = run(`VITE_SITE_ORIGIN=${exampleOrigin} npm run build`, computer)
      expect(slug.status).not.toBe(0)
      expect(slug.output).toMatch(
        /^ {2}src\/config\/company\.ts: slug: still the template's 'firmenname'/m,
      )
    } finally {
      writeFileSync(companyFile, filledIn)
    }

    // The permit ends in 30 days: the owner enters it, and builds and restarts as the guide says.
    const ends = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const onServer = join(machine, 'etc/site/company.ts')
    writeFileSync(
      onServer,
      readFileSync(onServer, 'utf8').replace("validUntil: 'unlimited'", `validUntil: '${ends}'`),
    )
    const home = join(machine, 'home', 'site')
    const rebuild = run(
      onTestMachine(
        'cd /srv/site && cp /etc/site/company.ts src/config/company.ts && . scripts/use-node.sh && npm run build',
      ),
      home,
    )
    expect(rebuild.status, rebuild.output).toBe(0)
    expect(rebuild.output).toContain(
      `Warning: src/config/company.ts: workerLeasingPermit.validUntil: the permit ends on ${ends}, in 30 days`,
    )
    await stopService()
    await startService(await freePort())
    const status = run(onTestMachine('cd /srv/site && npm run -s inquiries -- status'), home)
    expect(status.status).toBe(0)
    expect(status.stdout).toMatch(
      new RegExp(`To do soon:\\n- The worker-leasing permit ends on ${ends}, in 30 days`),
    )
    const health = await fetch(`http://127.0.0.1:${service!.port}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({
      warnings: ['permitEnding'],
      permitValidUntil: ends,
    })
    const { jobs, runJob } = cronJobs()
    const mailed = sentMails().length
    expect(runJob(jobs[3]!.command)).toEqual({ status: 0, printed: '' })
    const [mail] = sentMails().slice(mailed)
    expect(mail).toMatch(/^Subject: Website: something to do soon/m)
    expect(mail).toContain(`The worker-leasing permit ends on ${ends}`)
  })
})

test.describe('the README', () => {
  let project = ''
  test.beforeAll(() => {
    prepareScratch('readme-start-')
    // A fresh clone of the repository as it is, its packages linked (for `npm install`).
    project = copyProjectFiles(join(work, 'project'))
    symlinkSync(resolve('node_modules'), join(project, 'node_modules'), 'dir')
    linkProjectNode(project)
  })
  test.afterAll(() =>
    rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  )

  test('npm start on a fresh clone, in a new shell without use-node.sh, builds a preview, serves it and says so', async () => {
    test.setTimeout(5 * 60_000)
    const logFile = test.info().outputPath('npm-start.log')
    const output = openSync(logFile, 'w')
    const child = spawn('npm', ['start'], {
      cwd: project,
      env: { ...cleanEnvironment(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(work, 'data') },
      stdio: ['ignore', output, output],
      detached: true,
    })
    const log = () => readFileSync(logFile, 'utf8')
    const serving = /Serving the (\w+) build on http:\/\/127\.0\.0\.1:(\d+)/
    const exited = new Promise((done) => child.once('exit', done))
    try {
      await expect
        .poll(() => serving.test(log()) || child.exitCode !== null, { timeout: 4 * 60_000 })
        .toBe(true)
      expect(log()).toContain('npm start: building first')
      const [, kind, port] = serving.exec(log()) ?? []
      expect(kind, log()).toBe('preview')
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    } finally {
      // npm, its shell and the server: the whole group, if it still runs.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
      await exited
    }
  })
})
