/**
 * Which kind of build the environment asks for: a production build once the site's origin is set
 * (`VITE_SITE_ORIGIN`), unless `SITE_PREVIEW=1` asks for a preview on purpose; a preview otherwise.
 * A preview says so on every page and is `noindex`; a production build refuses placeholders
 * (src/publish/checks/productionGuard.ts). The build, `npm start` and the tests decide by this one rule.
 */
export function isPreviewBuild(environment: Record<string, string | undefined>): boolean {
  return !environment.VITE_SITE_ORIGIN || environment.SITE_PREVIEW === '1'
}
