/**
 * The only script a page runs before the app: the prerender step writes it into every page's
 * `<head>` inline (a classic script, so it runs before the body is parsed), so it costs no request
 * before the first paint. The prerendered HTML is complete without JavaScript; this script
 *
 * - at an address that names no language (by the one `?lang` rule, src/shared/language.ts), keeps
 *   the stored choice and its cookie in step: the hosts answer such an address in the language
 *   whose cookie the visitor has, so the page is normally in the chosen language already, and the
 *   address is given that language (`history.replaceState`) so that the app hydrates the page as it
 *   is. Where the host had no cookie to go by (cookies blocked, or a choice stored before the
 *   cookie existed), a visitor whose stored language differs from the page's is sent to the same
 *   address in the stored language before anything is painted (replacing this history entry), so
 *   that no frame shows the other language;
 * - marks `<html data-enhanced>` at once, so the page is painted the way the app shows it (FAQ
 *   answers collapsed, the menu toggle a button) instead of the plain-HTML way (every answer open,
 *   the menu a link), with no layout jump when the app takes over; the app's progress goes on
 *   `<html data-app>` (`loading`, `hydrating`, `ready`);
 * - prepares the app while the visitor reads: once the page has loaded and painted and the browser
 *   is idle (or at the first sign of use), it fetches the app (React, the router, the texts) and evaluates it one chunk per task; the app
 *   then hydrates in small slices;
 * - answers at once, before the app has hydrated, a tap whose effect the page can show by itself:
 *   a button with a popover target (the mobile menu's plain copy) is left to the browser, which
 *   shows the popover over the page, and a button that toggles another element (a FAQ answer,
 *   `data-toggles`) shows or hides it, one such element at a time; once the page has hydrated,
 *   the app takes over what is still shown (the button is clicked again; the app's menu opens in
 *   the popover's place unless a choice made in it, replayed, closed it);
 * - switches the language before the app has hydrated, as the app would: while the app is
 *   prepared it fetches this page in the language switch's other languages, and a tap on the
 *   switch shows that page in place of this one; focus and a FAQ answer it has shown stay. Before
 *   the app has started hydrating, the page takes this one's place (its `<head>` and `<body>`), the
 *   address is replaced and the choice stored: the app then hydrates the page in its new language.
 *   While the app hydrates, React holds on to this page's elements: the other page's body is shown
 *   in an element of its own before this page's content, which is hidden and hydrated meanwhile;
 *   the tap is replayed once the page has hydrated (the app stores the choice), and when the app
 *   shows the new language (it sets `<html lang>`), its page is shown again and the other one
 *   goes, what the visitor typed, focused and tapped on it meanwhile passed on to the same
 *   controls in the app's page. Where that page has not come or text has been typed (which the
 *   page must keep), the tap is held like any other (below);
 * - holds any other click on a button or an internal link that comes before the app has hydrated:
 *   the control shows and announces that it is working, repeated clicks on it count once, and the
 *   click is replayed with the app's behaviour once the page has hydrated;
 * - gives up after {@link appStartLimitMs} or when the app fails to load: the page returns to its
 *   plain-HTML form (`data-enhanced` removed, `data-app="failed"`, which the entry then leaves
 *   alone) and held clicks act natively: links navigate, a control that only the app can run goes
 *   to its plain-HTML equivalent (`data-fallback-href`), and a popover still shown closes.
 *
 * Kept free of imports (except types and the constants of ./contract.ts, which the build
 * inlines) so that it stays one small, self-contained script.
 */
import type * as App from '@/entry-client'

import {
  appFailed,
  appHydrating,
  appLoading,
  appReady,
  appStateKey,
  enhancedKey,
  expiredLanguageCookieAttributes,
  fallbackHrefKey,
  idleFallbackMs,
  languageCookieAttributes,
  languageCookieValue,
  languageRedirectKey,
  loaderStatusKey,
  opensElsewhereKeys,
  shownEarlyAttribute,
  switchedPageTag,
  togglesKey,
  wideScreenWidthProperty,
  type LoaderScriptData,
} from './contract'

// One function scope: as a classic script, nothing of it may become a global.
;(() => {
  /** How long a held click waits for the app before it acts as plain HTML. */
  const appStartLimitMs = 3000
  /** The latest moment, after the first paint, at which the app is prepared unasked. */
  const idleStartLimitMs = 2000
  /**
   * How long a page waits unpainted for the page in the visitor's stored language: should that never
   * come (the navigation stopped), this one is shown after all.
   */
  const languageRedirectLimitMs = 10_000
  /** How long the loader waits, after the load event, for the first paint to be reported. */
  const paintReportLimitMs = 2000

  const root = document.documentElement
  // What the prerender step wrote onto this script's tag (src/publish/pageHead.ts).
  const loaderScript = document.currentScript
  const data: Partial<LoaderScriptData> = loaderScript?.dataset ?? {}
  const { entry, defaultLanguage, languageStorageKey = '', languageQuery = '$^' } = data
  let { busyText } = data
  if (!entry) return
  /** A list of addresses, written separated by spaces. */
  const list = (key: keyof LoaderScriptData) => (data[key] ?? '').split(' ').filter(Boolean)
  const languages = list('languages')

  /** Whether the address names a language by the one `?lang` rule (src/shared/language.ts). */
  function addressNamesLanguage(): boolean {
    const value = new RegExp(languageQuery).exec(window.location.search.slice(1))?.[1]
    try {
      return value !== undefined && languages.includes(decodeURIComponent(value))
    } catch {
      return false
    }
  }

  /** The stored choice, if it is a language of the site. */
  function storedLanguage(): string | undefined {
    try {
      const stored = window.localStorage.getItem(languageStorageKey) ?? ''
      return languages.includes(stored) ? stored : undefined
    } catch {
      // Storage blocked: there is no stored choice.
      return undefined
    }
  }

  /**
   * Gives the hosts the stored choice where its cookie is missing: its cookie set, the others'
   * removed, as the app does when the visitor switches (src/shared/language.ts).
   */
  function keepCookieInStep(language: string) {
    try {
      const cookies = `; ${document.cookie}`
      const present = languages.filter((each) =>
        cookies.includes(`; ${languageStorageKey}-${each}=`),
      )
      if (
        present.length === 1 &&
        cookies.includes(`; ${languageStorageKey}-${language}=${languageCookieValue}`)
      )
        return
      const secure = window.location.protocol === 'https:' ? '; Secure' : ''
      for (const each of languages)
        document.cookie =
          each === language
            ? `${languageStorageKey}-${each}=${languageCookieValue}${languageCookieAttributes}${secure}`
            : `${languageStorageKey}-${each}=${expiredLanguageCookieAttributes}${secure}`
    } catch {
      // Cookies blocked: this fallback keeps applying the stored choice.
    }
  }

  /** Stores a choice as the app's switch does (src/shared/language.ts). */
  function storeLanguage(language: string) {
    try {
      window.localStorage.setItem(languageStorageKey, language)
    } catch {
      // Storage blocked: the cookie and the address still say it.
    }
    keepCookieInStep(language)
  }

  /** The same address in `language`. */
  const addressIn = (language: string) => {
    const address = new URL(window.location.href)
    address.searchParams.set('lang', language)
    return address
  }

  // A valid `?lang` wins over any choice, and storage is read only without one (a first read can
  // block for milliseconds, which only these visitors pay).
  if (!addressNamesLanguage()) {
    const stored = storedLanguage()
    if (stored) keepCookieInStep(stored)
    if (stored && stored !== root.lang) {
      root.dataset[languageRedirectKey] = ''
      window.location.replace(addressIn(stored))
      setTimeout(() => delete root.dataset[languageRedirectKey], languageRedirectLimitMs)
      return
    }
    // The host chose the page's language by the cookie: the address says so too, as the app's
    // router must read it to hydrate the page as it is.
    if (root.lang !== defaultLanguage) window.history.replaceState(null, '', addressIn(root.lang))
  }

  root.dataset[enhancedKey] = ''
  root.dataset[appStateKey] = appLoading

  /**
   * What a visitor does: a first sign of use starts the app, a click is answered or held. Until the
   * page has hydrated, none of it reaches React: hydrating, React would finish hydrating at once to
   * dispatch a tap, a key or a click, in one task that held the tap's answer for over 100 ms on a
   * phone (docs/performance.md, 2026-11-28).
   */
  const inputEvents = [
    'pointerover',
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'keydown',
    'keyup',
    'focusin',
    'wheel',
    'click',
  ]
  const heldClicks = new Set<HTMLElement>()
  let started = false
  let settled = false
  let holdTimer: ReturnType<typeof setTimeout> | undefined
  let status: HTMLElement | undefined

  /** Buttons and same-document links to other addresses are the app's; the rest stays native. */
  const handledByApp = (element: Element): element is HTMLElement => {
    if (element instanceof HTMLButtonElement) return !element.disabled
    if (!(element instanceof HTMLAnchorElement)) return false
    if (element.target || element.hasAttribute('download')) return false
    if (element.origin !== window.location.origin) return false
    const sameAddress =
      element.pathname === window.location.pathname && element.search === window.location.search
    return !(sameAddress && element.hash)
  }

  const announceBusy = () => {
    const text = busyText
    if (status || !text || !document.body) return
    status = document.createElement('div')
    status.setAttribute('role', 'status')
    status.dataset[loaderStatusKey] = ''
    status.className = 'sr-only'
    document.body.append(status)
    // Filled after insertion, so that screen readers announce it as a change.
    setTimeout(() => status && (status.textContent = text), 50)
  }

  /** Removes the status message, so that the next held tap announces itself again. */
  const endAnnouncement = () => {
    status?.remove()
    status = undefined
  }

  /** Ends the holding of clicks, and returns the held ones still in the page. */
  const settle = () => {
    settled = true
    clearTimeout(holdTimer)
    endAnnouncement()
    for (const element of heldClicks) element.removeAttribute('aria-busy')
    return [...heldClicks].filter((element) => element.isConnected)
  }

  /** What a tap has shown before the app (a FAQ answer), and the button tapped for it. */
  let shownEarly: [element: HTMLElement, control: HTMLElement] | undefined

  const setShown = (element: HTMLElement, control: HTMLElement, shown: boolean) => {
    element.toggleAttribute(shownEarlyAttribute, shown)
    control.setAttribute('aria-expanded', String(shown))
  }

  /** This page in another language, fetched while the app is prepared, by address. */
  const pagesInOtherLanguages = new Map<string, Promise<Document | undefined>>()

  /**
   * Fetches and parses this page in each other language the switch offers: a few kilobytes, after
   * the first paint, unless the visitor asks to save data. Only an answer with this page's own
   * status will do (a not-found page's other language is a not-found page too).
   */
  function fetchOtherLanguages() {
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const status = navigation?.responseStatus || 200
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
      const { href, pathname, hreflang } = link
      if (pathname !== window.location.pathname || hreflang === root.lang) continue
      if (pagesInOtherLanguages.has(href)) continue
      pagesInOtherLanguages.set(
        href,
        fetch(href)
          .then(async (response) =>
            response.status === status && response.headers.get('content-type')?.includes('html')
              ? new DOMParser().parseFromString(await response.text(), 'text/html')
              : undefined,
          )
          .catch(() => undefined),
      )
    }
  }

  /** A page's form fields. */
  const formFields = 'input, textarea, select'

  /** Whether a form field holds what the visitor typed or chose. */
  const edited = (field: Element) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)
        ? field.checked !== field.defaultChecked
        : (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue

  /**
   * The page in the chosen language, shown while the app hydrates this one (see the top): the
   * element that holds its body, this page's elements hidden meanwhile, the buttons and links
   * tapped on it (their twins in the app's page get the taps), and the timer that loads that page
   * should the app not come to show it.
   */
  let switched:
    | {
        element: HTMLElement
        hidden: HTMLElement[]
        taps: HTMLElement[]
        timer: ReturnType<typeof setTimeout>
      }
    | undefined

  /** Closes every popover shown (the menu's plain copy). */
  const closePopovers = () => {
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      try {
        popover.hidePopover?.()
      } catch {
        // Closed already, where a browser says so by throwing.
      }
    }
  }

  /**
   * Shows `page`, this page in the language `link` (the switch) leads to, in place of this one;
   * returns whether it did. Only before the app has hydrated, only without typed text, and only if
   * both heads came with the same elements in the same order (before the app has started
   * hydrating, those that differ are exchanged, so the stylesheet stays).
   */
  function showPage(page: Document, link: HTMLAnchorElement): boolean {
    const state = root.dataset[appStateKey]
    const next = [...page.head.children]
    // What the loader has added (the app's modules) follows what the page came with.
    const current = [...document.head.children].slice(0, next.length)
    if (
      (state !== appLoading && state !== appHydrating) ||
      switched ||
      [...document.querySelectorAll(formFields)].some(edited) ||
      current.some((element, index) => element.tagName !== next[index]?.tagName)
    )
      return false
    const linkIndex = [...document.querySelectorAll('a[hreflang]')].indexOf(link)
    const menu = link.closest('[popover]')
    const hadFocus = link.contains(document.activeElement)
    const scrolled = window.scrollY
    // What a held tap announces, in the new language.
    busyText =
      (next[current.indexOf(loaderScript as Element)] as HTMLElement | undefined)?.dataset
        .busyText ?? busyText
    if (state === appLoading) {
      current.forEach((element, index) => {
        const replacement = next[index] as HTMLElement
        if (element !== loaderScript && !element.isEqualNode(replacement))
          element.replaceWith(replacement)
      })
      root.lang = page.documentElement.lang
      document.body.replaceWith(page.body)
      window.history.replaceState(null, '', link.href)
      storeLanguage(link.hreflang)
    } else showOverHydratingPage(page, link)
    window.scrollTo(0, scrolled)
    // Focus where the app leaves it: on the menu's toggle, which a choice in it closes, or on the
    // switch.
    const focusTarget = menu
      ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)
      : hadFocus
        ? document.querySelectorAll<HTMLElement>('a[hreflang]')[linkIndex]
        : undefined
    focusTarget?.focus()
    // A FAQ answer shown stays shown. Over the hydrating page, the app takes over this page's.
    if (shownEarly) {
      const { id } = shownEarly[0]
      const answer = document.getElementById(id)
      const control = [...document.querySelectorAll('button')].find(
        (button) => button.dataset[togglesKey] === id,
      )
      const shown = answer && control ? ([answer, control] as const) : undefined
      if (shown) setShown(...shown, true)
      if (!switched) shownEarly = shown && [...shown]
    }
    return true
  }

  /**
   * Shows the body of `page` (where `link` leads) before this page's content, which is hidden:
   * React goes on hydrating that, and passes over an element it does not know in the body. The
   * choice is left to the tap, replayed to the app: stored now, it would have the app render the
   * new language before it has hydrated the whole page. Once the app has hydrated and set
   * `<html lang>` to that language, its own page is shown again (see the top); should that not
   * come within {@link appStartLimitMs}, the page at `link` is loaded instead.
   */
  function showOverHydratingPage(page: Document, { href, hreflang }: HTMLAnchorElement) {
    closePopovers()
    const element = document.createElement(switchedPageTag)
    element.lang = hreflang
    element.style.display = 'contents'
    element.append(...page.body.childNodes)
    const hidden = [...document.body.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.hidden,
    )
    for (const child of hidden) child.hidden = true
    document.body.prepend(element)
    const timer = setTimeout(() => {
      storeLanguage(hreflang)
      window.location.replace(href)
    }, appStartLimitMs)
    switched = { element, hidden, taps: [], timer }
    new MutationObserver((_, observer) => {
      if (root.dataset[appStateKey] !== appReady || root.lang !== hreflang) return
      observer.disconnect()
      showAppPage()
    }).observe(root, { attributeFilter: ['lang', `data-${appStateKey}`] })
  }

  /**
   * The app shows the chosen language: its page is shown again in place of the page shown over it,
   * and what the visitor did there goes to the same controls in the app's page (which has the same
   * controls in the same order, as the page it hydrated had): what was typed or chosen, focus, and
   * the taps, replayed.
   */
  function showAppPage() {
    if (!switched) return
    const { element, hidden, taps, timer } = switched
    switched = undefined
    clearTimeout(timer)
    const controls = `a[href], button, ${formFields}`
    const shownControls = [...element.querySelectorAll(controls)]
    const appControls = [...document.body.querySelectorAll(controls)].filter(
      (control) => !element.contains(control),
    )
    const twin = (control: Element | null) => {
      const other = control && appControls[shownControls.indexOf(control)]
      return other && other.tagName === control.tagName ? (other as HTMLInputElement) : undefined
    }
    for (const field of element.querySelectorAll<HTMLInputElement>(formFields)) {
      const other = twin(field)
      if (!other || !edited(field)) continue
      other.value = field.value
      if (field instanceof HTMLInputElement) other.checked = field.checked
      // As a visitor's change, for the forms that follow a choice (the application's job).
      other.dispatchEvent(new Event('change', { bubbles: true }))
    }
    const focused = twin(document.activeElement)
    const tapped = taps.map(twin)
    const scrolled = window.scrollY
    for (const child of hidden) child.hidden = false
    element.remove()
    endAnnouncement()
    window.scrollTo(0, scrolled)
    focused?.focus({ preventScroll: true })
    for (const control of tapped) control?.click()
  }

  /** Shows the other language's page for a held tap on the switch, once it has come. */
  const switchEarly = (link: HTMLAnchorElement) =>
    void pagesInOtherLanguages.get(link.href)?.then((page) => {
      if (settled || !page || !heldClicks.has(link) || !showPage(page, link)) return
      pagesInOtherLanguages.delete(link.href)
      endAnnouncement()
      // Over the hydrating page, the tap is replayed to the app, which switches that page too.
      if (switched) return
      heldClicks.delete(link)
      if (heldClicks.size) return
      clearTimeout(holdTimer)
      holdTimer = undefined
    })

  /** The button or link a click is on, if the app would handle it in the page. */
  const appControlClicked = (event: MouseEvent) => {
    const heldKey = opensElsewhereKeys.split(' ').some((key) => event[key as keyof MouseEvent])
    if (event.button !== 0 || heldKey) return undefined
    const element = event.target instanceof Element ? event.target.closest('a[href], button') : null
    return element && handledByApp(element) ? element : undefined
  }

  /**
   * A tap on the page shown over the hydrating one waits for the app's page, shown as busy and
   * announced; repeated, it counts once.
   */
  const holdTapOnSwitchedPage = (event: MouseEvent) => {
    const element = appControlClicked(event)
    if (!element || !switched) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (switched.taps.includes(element)) return
    switched.taps.push(element)
    element.setAttribute('aria-busy', 'true')
    announceBusy()
  }

  const holdClick = (event: MouseEvent) => {
    const element = appControlClicked(event)
    if (!element) return
    // A popover (the menu's plain copy) the browser shows and hides itself, at once; what is
    // still shown when the app has hydrated, the app takes over.
    if ((element as Partial<HTMLButtonElement>).popoverTargetElement) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const toggled = document.getElementById(element.dataset[togglesKey] ?? '')
    if (toggled) {
      // One at a time: what a tap showed before is hidden.
      const [shown, control] = shownEarly ?? []
      if (shown && control) setShown(shown, control, false)
      shownEarly = shown === toggled ? undefined : [toggled, element]
      if (shownEarly) setShown(toggled, element, true)
      return
    }
    if (heldClicks.has(element)) return
    heldClicks.add(element)
    element.setAttribute('aria-busy', 'true')
    announceBusy()
    holdTimer ??= setTimeout(fallBackToPlainHtml, appStartLimitMs)
    if (element instanceof HTMLAnchorElement) switchEarly(element)
  }

  const appHydrated = () => {
    if (settled) return
    const held = settle()
    // What a tap showed, the app takes over: the button is clicked once more.
    if (shownEarly) {
      const [element, control] = shownEarly
      element.removeAttribute(shownEarlyAttribute)
      control.click()
    }
    for (const element of held) element.click()
  }

  /** The app did not come in time: the page stays plain HTML, and held clicks act natively. */
  function fallBackToPlainHtml() {
    // Once the app is hydrating it is a moment away; giving up then would only cost the click.
    if (settled || root.dataset[appStateKey] === appHydrating) return
    root.dataset[appStateKey] = appFailed
    delete root.dataset[enhancedKey]
    for (const element of settle()) {
      const fallback = element.dataset[fallbackHrefKey]
      if (fallback) window.location.assign(fallback)
      else element.click()
    }
    // The plain page has its menu in its flow: a copy shown over it (a popover) closes.
    closePopovers()
  }

  const loadClassicScript = (src: string) =>
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      // Dynamically inserted scripts run in insertion order only when not async.
      script.async = false
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`${src} did not load`))
      document.head.append(script)
    })

  /**
   * Resolves in a new task, so that input waiting meanwhile is handled first. A copy of
   * src/app/schedule.ts: the loader can inline imported constants, not functions.
   */
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(null)
    })

  /**
   * Fetches modules in parallel; `arrived` resolves, once every request has ended, to whether all
   * of them succeeded. Inserting a preload link is slow on a phone: one link per task, so that input
   * waiting meanwhile is handled in between (docs/performance.md, 2026-11-22).
   */
  const preloadModules = async (hrefs: string[]) => {
    const arrivals: Promise<boolean>[] = []
    for (const href of hrefs) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      arrivals.push(
        new Promise((settle) => {
          link.onload = () => settle(true)
          link.onerror = () => settle(false)
        }),
      )
      document.head.append(link)
      await nextTask()
    }
    return { arrived: Promise.all(arrivals).then((each) => each.every(Boolean)) }
  }

  /**
   * Fetches the app's modules in parallel, then evaluates them one chunk per task, dependencies
   * first (the prerender step lists them in that order), and the entry last, which hydrates.
   * Below the `lg` width the mobile menu's modules follow once the app's own have arrived: fetched
   * alongside them, they took a share of a slow connection's bandwidth and so delayed hydration,
   * which is what a first tap waits for (docs/performance.md, 2026-11-25). A page that stays plain HTML
   * (the app failed) fetches nothing more.
   */
  const startApp = async (narrow: boolean) => {
    const preload = list('preload')
    const { arrived: appArrived } = await preloadModules([entry, ...preload])
    void appArrived.then((arrived) => {
      if (narrow && arrived && root.dataset[appStateKey] !== appFailed)
        void preloadModules(list('preloadNarrow'))
    })
    await Promise.all(list('bootstrap').map(loadClassicScript))
    for (const href of preload) {
      await import(/* @vite-ignore */ href)
      await nextTask()
    }
    const app = (await import(/* @vite-ignore */ entry)) as typeof App
    await app.pageHydrated
  }

  function start() {
    if (started) return
    started = true
    fetchOtherLanguages()
    const wideFrom = getComputedStyle(root).getPropertyValue(wideScreenWidthProperty)
    startApp(!window.matchMedia(`(min-width: ${wideFrom})`).matches).then(
      appHydrated,
      fallBackToPlainHtml,
    )
  }

  /**
   * Calls `then` once the page's first contentful paint has been presented: fetching the app any
   * earlier competes with the paint (and, in Lighthouse's simulation, makes the app's requests part
   * of it). Where paint timing is missing, after the next frame instead; should the paint not be
   * reported (a tab loaded in the background is not painted), after {@link paintReportLimitMs}.
   */
  const afterFirstPaint = (then: () => void) => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(then))
      return
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) painted()
    })
    const fallback = setTimeout(() => painted(), paintReportLimitMs)
    const painted = () => {
      clearTimeout(fallback)
      observer.disconnect()
      then()
    }
    observer.observe({ type: 'paint', buffered: true })
  }

  for (const type of inputEvents)
    window.addEventListener(
      type,
      (event) => {
        const onSwitchedPage =
          event.target instanceof Node && !!switched?.element.contains(event.target)
        if (settled && !onSwitchedPage) return
        event.stopPropagation()
        start()
        if (event.type !== 'click') return
        if (onSwitchedPage) holdTapOnSwitchedPage(event as MouseEvent)
        else holdClick(event as MouseEvent)
      },
      // A window's touch and wheel listeners are passive unless declared otherwise: no scroll
      // waits for them.
      true,
    )
  // Prepared while the visitor reads: once the page has loaded and its first paint is on screen.
  window.addEventListener('load', () =>
    afterFirstPaint(() => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(start, { timeout: idleStartLimitMs })
      else setTimeout(start, idleFallbackMs)
    }),
  )
})()
