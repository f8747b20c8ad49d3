/**
 * The only script a page runs before the visitor does anything; the prerender step writes it into
 * every page inline, so it costs no request before the first paint. The prerendered HTML is complete
 * without JavaScript, so the app (React, the router, the texts) is fetched and hydrated only at
 * the first sign of use: a pointer over the page, a touch, a key, focus or the wheel. It starts at
 * once when the visitor's stored language will change the page.
 *
 * A click on a button or an internal link that comes before the app has hydrated is held and
 * replayed afterwards, so it gets the app's behaviour (a language switch without a history entry,
 * the form's success state). If the app cannot load, held clicks are replayed as plain browser
 * clicks: links still navigate.
 *
 * Kept free of imports (except types) so that it stays one small, self-contained chunk.
 */
import type * as App from './entry-client'

/** What the prerender step writes onto this script's tag (src/server/prerender.ts). */
type AppFiles = {
  /** The router's bootstrap scripts (dehydrated state), in order. */
  bootstrap: string[]
  entry: string
  /** Modules the entry and the page's route import, fetched in parallel with the entry. */
  preload: string[]
  languageStorageKey: string
}

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']
const listenerOptions = { capture: true, passive: true } as const

function readAppFiles(): AppFiles | undefined {
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
  const { entry, bootstrap = '', preload = '', languageStorageKey = '' } = tag?.dataset ?? {}
  if (!entry) return undefined
  const list = (value: string) => value.split(' ').filter(Boolean)
  return { entry, bootstrap: list(bootstrap), preload: list(preload), languageStorageKey }
}

/** True when the app would switch this page to the stored language as soon as it runs. */
function storedLanguageChangesPage(storageKey: string): boolean {
  const pageLanguage = document.documentElement.lang
  try {
    const stored = window.localStorage.getItem(storageKey)
    const addressLanguage = new URLSearchParams(window.location.search).get('lang')
    return stored !== null && stored !== pageLanguage && addressLanguage !== pageLanguage
  } catch {
    // Storage blocked: there is no stored preference to apply.
    return false
  }
}

/** Buttons and same-document links to other addresses are the app's; everything else stays native. */
function handledByApp(element: Element): element is HTMLElement {
  if (element instanceof HTMLButtonElement) return !element.disabled
  if (!(element instanceof HTMLAnchorElement)) return false
  if (element.target || element.hasAttribute('download')) return false
  if (element.origin !== window.location.origin) return false
  const sameAddress =
    element.pathname === window.location.pathname && element.search === window.location.search
  return !(sameAddress && element.hash)
}

function loadClassicScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    // Dynamically inserted scripts run in insertion order only when not async.
    script.async = false
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${src} did not load`))
    document.head.append(script)
  })
}

function preloadModule(href: string) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}

function startOnIntent(files: AppFiles) {
  const heldClicks: HTMLElement[] = []
  let started = false

  const holdClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    const element = event.target instanceof Element ? event.target.closest('a[href], button') : null
    if (!element || !handledByApp(element)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    heldClicks.push(element)
    start()
  }

  const replayHeldClicks = () => {
    document.removeEventListener('click', holdClick, true)
    for (const element of heldClicks.splice(0)) if (element.isConnected) element.click()
  }

  const start = () => {
    if (started) return
    started = true
    for (const type of intentEvents) window.removeEventListener(type, start, listenerOptions)
    for (const href of [files.entry, ...files.preload]) preloadModule(href)
    Promise.all(files.bootstrap.map(loadClassicScript))
      .then(() => import(/* @vite-ignore */ files.entry) as Promise<typeof App>)
      .then((app) => app.pageHydrated)
      // Without the app the page still works as plain HTML; held clicks then act natively.
      .catch(() => undefined)
      .finally(replayHeldClicks)
  }

  document.addEventListener('click', holdClick, true)
  if (storedLanguageChangesPage(files.languageStorageKey)) start()
  else for (const type of intentEvents) window.addEventListener(type, start, listenerOptions)
}

const files = readAppFiles()
if (files) startOnIntent(files)
