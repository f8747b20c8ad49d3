/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build day, `YYYY-MM-DD`; set once per build so client and server bundles agree. */
  readonly VITE_BUILD_DATE?: string
  /** CSP source of the inline loader, `sha256-…`; set by scripts/build.ts for the server bundle. */
  readonly VITE_LOADER_SCRIPT_HASH?: string
  /**
   * The company's phone numbers as written in its data, each with the text the pages show (JSON);
   * set by scripts/build.ts from src/publish/phoneDisplay.ts.
   */
  readonly VITE_PHONE_DISPLAY?: string
  /** The company's photo as published (JSON); set by scripts/build.ts from src/publish/photo.ts. */
  readonly VITE_PHOTO?: string
  /** Days each form's posts are kept, by form, where the operator chose (JSON); set by scripts/build.ts. */
  readonly VITE_RETENTION_DAYS?: string
  /** Origin the site is published at, e.g. `https://www.example.de`. */
  readonly VITE_SITE_ORIGIN?: string
  /** `1` in a preview build (src/shared/buildMode.ts); exposed by `envPrefix` in vite.config.ts. */
  readonly SITE_PREVIEW?: string
}
