import { type Language, texts } from '../fixtures'

/**
 * The accessible name of a language switch item on a page in `pageLanguage`: the visible label
 * first (WCAG 2.5.3, so "click EN" works by voice), then the language's name.
 */
export const languageItemName = (pageLanguage: Language, item: Language) =>
  `${item.toUpperCase()} ${texts[pageLanguage].languageSwitch[item]()}`
