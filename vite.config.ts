import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { clientEntries } from './src/build/clientManifest'
import { checkCssVariables } from './src/build/cssVariables'
import { selfContainedLoader } from './src/build/selfContainedLoader'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    checkCssVariables(),
    selfContainedLoader(clientEntries.loader),
  ],
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
            prerender: 'src/server/prerender.ts',
            server: 'src/server/main.ts',
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
        },
      },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
}))
