/**
 * Which kind of build the environment asks for: a production build once the site's origin is set
 * (`VITE_SITE_ORIGIN`), unless `SITE_PREVIEW=1` asks for a preview on purpose; a preview otherwise.
 * A preview says so on every page and is `noindex`; a production build refuses placeholders
 * (src/publish/checks/productionGuard.ts). scripts/build.ts decides by this rule and hands a
 * preview on to the bundles as `SITE_PREVIEW=1` (`isPreviewBuild`, ./buildSettings.ts); the tests read the
 * environment that built the site under test by the same rule.
 */
export type BuildMode = 'preview' | 'production'

export function buildModeFor(environment: Record<string, string | undefined>): BuildMode {
  return !environment.VITE_SITE_ORIGIN || environment.SITE_PREVIEW === '1'
    ? 'preview'
    : 'production'
}
