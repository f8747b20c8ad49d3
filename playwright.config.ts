import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

import { chromiumPath, playwrightChromiumFlags } from './scripts/lib/chromium.ts'

const nodePort = Number(process.env.E2E_PORT ?? 4179)
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4180)

/** The production server (`npm start`) and nginx with the generated config, serving the same build. */
export const servers = {
  node: `http://localhost:${nodePort}`,
  nginx: `http://127.0.0.1:${nginxPort}`,
} as const

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: servers.node,
    // Recording a trace for every test (to keep those that fail) nearly doubled the suite's time
    // on a 2-core machine; rerun a failing test with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download its own browsers here: drive Debian's Chromium.
      executablePath: chromiumPath,
      args: playwrightChromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node scripts/start.ts',
      env: {
        PORT: String(nodePort),
        // The specs' inquiries go to a database of this run's own, and not a single one is mailed.
        DATA_DIR: mkdtempSync(join(tmpdir(), 'site-e2e-inquiries-')),
        SMTP_URL: '',
        // Every spec sends from this one machine; the limit has a spec of its own.
        INQUIRY_RATE_LIMIT: '0',
      },
      url: servers.node,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'node scripts/nginx-local.ts',
      env: { PORT: String(nginxPort), UPSTREAM: servers.node },
      url: servers.nginx,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
