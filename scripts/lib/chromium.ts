// The Chromium the scripts drive (Lighthouse, Playwright): Debian's by default (Playwright cannot
// download its own browsers here), CHROMIUM_PATH to use another.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const headlessShellPath = '/usr/bin/chromium-headless-shell'

/**
 * The benchmark's browser (`npm run bench`): Chromium's headless shell where it is installed
 * (Debian's `chromium-headless-shell`, the same engine and version as `chromium`, without the
 * browser around it; Playwright's own default for headless runs), else `chromiumPath`;
 * BENCH_CHROMIUM_PATH to choose. The full browser draws its own interface (animated while a page
 * loads) even when headless, in software on the CPU and, run as root, at a raised thread priority:
 * on a 2-core machine that took the CPU from the page under test in the seconds after its load,
 * and Lighthouse counted the wait as the page's blocking time.
 */
export const benchChromiumPath =
  process.env.BENCH_CHROMIUM_PATH ??
  (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath)

/**
 * Without the background traffic and first-run work that would disturb timings. Playwright makes
 * the browser headless itself, Lighthouse's launcher adds `--headless=new`.
 */
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Since Chromium 156 every new window (each test's browser context, each Lighthouse tab) starts
 * two WebUI renderers for the address bar's popup, which a headless browser never shows. On a
 * 2-core machine they cost about 150 ms per new page and CPU the page under test needs: the e2e
 * suite took twice as long with them.
 */
const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * Playwright's own `--disable-features` list (1.65, pinned in package.json for it). Chromium
 * honours only the last `--disable-features` switch, and Playwright puts its own first, so ours
 * has to repeat it; Playwright has no API for its list (docs/dependencies.md says how to upgrade).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const disableFeatures = (launcherDefaults: readonly string[]) =>
  `--disable-features=${[...launcherDefaults, ...unusedFeatures].join(',')}`

/** For `chromium.launch` of Playwright (the e2e tests, the tap and byte benchmarks). */
export const playwrightChromiumFlags = [...quietFlags, disableFeatures(playwrightDisabledFeatures)]

/**
 * For chrome-launcher (Lighthouse), given its default flags (`Launcher.defaultFlags()`), which
 * carry a `--disable-features` list of their own.
 */
export function lighthouseChromeFlags(launcherDefaults: readonly string[]): string[] {
  const prefix = '--disable-features='
  const launcherDisabled = launcherDefaults
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','))
  return ['--headless=new', ...quietFlags, disableFeatures(launcherDisabled)]
}

export function chromiumVersion(path = chromiumPath): string {
  // Debian's wrapper script writes shell noise to stderr; the version is on stdout.
  return execFileSync(path, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim()
}
