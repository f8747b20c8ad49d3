// The Chromium the scripts drive (Lighthouse, Playwright): Debian's by default (Playwright cannot
// download its own browsers here), CHROMIUM_PATH to use another.
import { execFileSync } from 'node:child_process'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless, and without the background traffic and first-run work that would disturb timings. */
export const chromiumFlags = [
  '--headless=new',
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
