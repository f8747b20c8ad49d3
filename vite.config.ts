import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { routerOptions } from './scripts/lib/routeTree.ts'
import { onDemandModuleSuffix } from './src/enhance/contract.ts'
import { checkCssVariables } from './src/publish/checks/cssVariables.ts'
import { selfContainedLoader } from './src/publish/checks/selfContainedLoader.ts'
import { clientEntries } from './src/publish/clientManifest.ts'

/**
 * Modules that stay out of the shared `app` chunk (see the client build's `codeSplitting`): routes,
 * page sections, whole page bodies (each loads with its route), and what the app loads on demand, marked by the file name (`*.lazy.tsx`,
 * `onDemandModuleSuffix` in src/enhance/contract.ts). Headless UI's helpers from React Aria stay
 * with it: once evaluated, they watch every pointer, key and focus event of the page, which is work
 * for every tap even where no Headless UI component is shown.
 */
const keepApart = new RegExp(
  String.raw`[\\/](routes|sections|pages)[\\/]|${onDemandModuleSuffix.replaceAll('.', '\\.')}$|@headlessui|react-aria|react-stately|entry-|enhance[\\/]loader|\.css$`,
)

/**
 * Test files that replace a module (`vi.mock`) or the environment (`vi.stubEnv`, `vi.stubGlobal`):
 * they get fresh modules of their own. Every other file shares its worker's, so that each file does
 * not load them again (docs/performance.md, 2026-11-27).
 */
const testFiles = 'tests/**/*.test.{ts,tsx}'
const ownModules = globSync(testFiles).filter((file) =>
  /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(/.test(readFileSync(file, 'utf8')),
)

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is compiled. Its
    // options are those `npm run routes` writes the route tree with.
    tanstackRouter(routerOptions),
    react(),
    tailwindcss(),
    checkCssVariables(),
    selfContainedLoader(clientEntries.loader),
  ],
  // The owner's switch for a preview build reaches the bundles as it is spelled (src/shared/buildSettings.ts).
  envPrefix: ['VITE_', 'SITE_PREVIEW'],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      '@i18n': fromRoot('./i18n'),
    },
  },
  build: isSsrBuild
    ? {
        // Node-side code: the page renderer, the build-time prerender step and the server.
        outDir: 'dist/server',
        rollupOptions: {
          input: {
            'entry-server': 'src/entry-server.tsx',
            prerender: 'src/publish/prerender.ts',
            server: 'src/server/main.ts',
            // The server's thread for the database and the outbox (src/server/inquiries/).
            'inquiry-worker': 'src/server/inquiries/inquiryWorker.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: {
          input: Object.values(clientEntries),
          // The loader reads the entry's `pageHydrated` export.
          preserveEntrySignatures: 'exports-only',
          // Imported constants become literals where they are used: the loader shares those of
          // src/enhance/contract.ts with the app and must still be one script without imports.
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            // No V8 compile hint (`//# allFunctionsCalledOnLoad`): compiling every function of
            // every chunk ahead cost more CPU than compiling each at its first call, and competed
            // with the page's own work while it loads (docs/performance.md, 2026-11-25).
            // Few chunks, evaluated one per task by the loader (src/enhance/loader.ts): each chunk
            // costs the loader a request to start and a task to yield after, and no evaluation
            // should block input for long. Route chunks and the on-demand dialog (with Headless
            // UI) stay apart, loaded where they are needed; the entries stay themselves.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'app', test: (id) => !keepApart.test(id) },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [testFiles], exclude: ownModules, isolate: false },
      },
      { extends: true, test: { name: 'own modules', include: ownModules } },
    ],
  },
}))
