import { company } from '@/config/company'
import { type PageId, pagePaths } from '@/config/pages'
import { siteOrigin } from '@/config/site'
import { translators } from '@/lib/i18n'
import { defaultLanguage, type Language, languages } from '@/lib/language'

const openGraphLocales: Record<Language, string> = { de: 'de_DE', en: 'en_GB' }

export function pageUrl(path: string, language: Language): string {
  return `${siteOrigin}${path}?lang=${language}`
}

type MetaTexts = { title: string; description: string }

/** Title, description, social-preview tags, canonical and alternates for one page in one language. */
export function headTags({ title, description }: MetaTexts, path: string, language: Language) {
  const url = pageUrl(path, language)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: company.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: openGraphLocales[language] },
      ...languages
        .filter((other) => other !== language)
        .map((other) => ({ property: 'og:locale:alternate', content: openGraphLocales[other] })),
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...languages.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate,
        href: pageUrl(path, alternate),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(path, defaultLanguage) },
    ],
  }
}

/** The `head` of a page route: its texts come from `meta.<page>` in the dictionaries. */
export function pageHead(page: PageId, language: Language = defaultLanguage) {
  const texts = translators[language].meta[page]
  return headTags(
    {
      title: texts.title({ company: company.name }),
      description: texts.description({ company: company.name }),
    },
    pagePaths[page],
    language,
  )
}

/** An unknown path: a title and description, and no place in search results. */
export function notFoundHead(language: Language = defaultLanguage) {
  const texts = translators[language].meta.notFound
  return {
    meta: [
      { title: texts.title({ company: company.name }) },
      { name: 'description', content: texts.description() },
      { name: 'robots', content: 'noindex' },
    ],
  }
}
