// The Chromium the scripts drive (Lighthouse, Playwright): Debian's by default (Playwright cannot
// download its own browsers here), CHROMIUM_PATH to use another.
import { execFileSync } from 'node:child_process'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Without the background traffic and first-run work that would disturb timings; the Playwright
 * tests launch with them too. Playwright makes the browser headless itself, Lighthouse's launcher
 * adds `--headless=new`.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function chromiumVersion(): string {
  // Debian's wrapper script writes shell noise to stderr; the version is on stdout.
  return execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim()
}
