/**
 * What the build, the loader (src/enhance/loader.ts) and the app (src/entry-client.tsx,
 * src/app/pageHydrated.ts) tell each other through the page's data attributes. Each side imports
 * these names instead of spelling them, so a renamed attribute or state fails the compiler.
 *
 * The loader is one inline script without imports: the client build inlines imported constants
 * (src/publish/checks/selfContainedLoader.ts checks the result), but not an object's properties.
 * So this module holds single constants and types.
 *
 * Spelled elsewhere, where TypeScript cannot be imported: src/styles.css selects `[data-enhanced]`
 * and `html:not([data-enhanced])` for its `app:` and `no-app:` variants, and
 * `[data-language-redirect]`; a component that the loader may show early selects
 * `[data-shown-early]` with Tailwind's `data-shown-early:` variant.
 */

/**
 * The `dataset` key on `<html>` that says the page works the app's way: set by the loader before the
 * body is parsed, removed only when the app did not come. The styles read it, and nothing else.
 */
export const enhancedKey = 'enhanced'

/**
 * The `dataset` key on `<html>` that says how far the app has come; tests read it, styles do not
 * (a change of an attribute that selectors read restyles the whole page).
 */
export const appStateKey = 'app'

/** Set by the loader before the body is parsed: the page is painted the way the app shows it. */
export const appLoading = 'loading'
/** Set by the app's entry when it starts hydrating; the loader no longer gives up then. */
export const appHydrating = 'hydrating'
/** Set once the page's content has hydrated. */
export const appReady = 'ready'
/** Set by the loader when the app did not come in time: the page stays plain HTML. */
export const appFailed = 'failed'

/**
 * What the prerender step writes onto the loader's `<script>` tag, by `dataset` key. Lists of
 * addresses are separated by spaces.
 */
export type LoaderScriptData = {
  /** The app's entry module. */
  entry: string
  /** The router's bootstrap scripts (its dehydrated state), in the order they must run. */
  bootstrap: string
  /** Modules the entry and the page's route import, fetched in parallel with the entry. */
  preload: string
  /**
   * Modules the app loads on demand (the mobile menu's dialog), fetched after the app's own below
   * the `lg` width, where the menu is used.
   */
  preloadNarrow: string
  /** Announced while a held click waits for the app, in the page's language. */
  busyText: string
  /** The key of the stored choice; each language's cookie is named `<key>-<id>`. */
  languageStorageKey: string
  /** The site's languages, the ids `?lang` and the stored preference may hold. */
  languages: string
  /** The language of a visitor who has chosen none. */
  defaultLanguage: string
  /**
   * The regular expression of the one `?lang` rule (src/shared/language.ts,
   * `languageValuePattern`), which captures the value that counts, as written.
   */
  languageQuery: string
}

/**
 * What a language cookie holds and says besides its name (src/shared/language.ts, where the app
 * writes it; the loader writes the same). Single literals, so that the client build can inline
 * them into the loader. A year; `SameSite=Lax`, so that it comes along when a visitor follows a
 * link to the site; `Secure` is added where the page came over HTTPS.
 */
export const languageCookieValue = '1'
export const languageCookieMaxAgeSeconds = 31_536_000
export const languageCookieAttributes = `; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax`
/** A language cookie's assignment that removes it: an empty value, already expired. */
export const expiredLanguageCookieAttributes = '; Path=/; Max-Age=0; SameSite=Lax'

/**
 * The `dataset` key on `<html>` while the loader, before the first paint, has sent a visitor whose
 * stored language differs from the page's to the same address in that language (the host had no
 * cookie to tell it): the styles keep the page unpainted meanwhile (src/styles.css), so that no
 * frame shows the other language.
 */
export const languageRedirectKey = 'languageRedirect'

/**
 * The element in which the loader shows the page in the other language when the switch is tapped
 * while the app hydrates (src/enhance/loader.ts): a name no element of the app has, so that React,
 * hydrating the body, passes over it as it does over what extensions insert.
 */
export const switchedPageTag = 'switched-page'

/** The `dataset` key of the status element the loader adds while a click waits for the app. */
export const loaderStatusKey = 'loaderStatus'

/**
 * The `dataset` key of a control that only the app can run: the plain-HTML address a held click on
 * it goes to when the app does not come.
 */
export const fallbackHrefKey = 'fallbackHref'

/**
 * The `dataset` key of a button that shows and hides another element in the page (a FAQ question
 * and its answer), holding that element's id: before the app has hydrated, the loader does it at
 * once, and the app takes over what it showed.
 */
export const togglesKey = 'toggles'

/**
 * The attribute the loader sets on an element it has shown at a tap before the app (a FAQ answer,
 * by {@link togglesKey}): the element's styles show it while it is there.
 */
export const shownEarlyAttribute = 'data-shown-early'

/** The attribute a `dataset` key stands for: `preloadNarrow` is `data-preload-narrow`. */
export function dataAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/**
 * The mark of a module the app loads on demand (the mobile menu's dialog,
 * src/components/layout/mobileMenu/PreparedDialog.lazy.tsx): its file name ends so. The client build
 * keeps such modules out of the app's chunks (vite.config.ts), the build lists them for the loader
 * as `preloadNarrow` (src/publish/clientManifest.ts), and the loader fetches them ahead where the
 * screen is narrower than {@link wideScreenWidthProperty}, once the app's own modules have come.
 */
export const onDemandModuleSuffix = '.lazy.tsx'

/**
 * The CSS variable (src/styles.css) that holds the width from which the header shows its
 * navigation: below it, the mobile menu is used, and its code is worth fetching ahead.
 */
export const wideScreenWidthProperty = '--breakpoint-lg'

/** Where a browser cannot say when it is idle, "idle" is this long from now. */
export const idleFallbackMs = 200

/**
 * The properties of a click that make it open elsewhere (a new tab or window) rather than in the
 * page: a button other than the main one, or one of these keys held. Spelled out once, for the
 * loader and the app, as a string that the build can inline into the loader.
 */
export const opensElsewhereKeys = 'altKey ctrlKey metaKey shiftKey'
