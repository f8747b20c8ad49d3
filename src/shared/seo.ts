import { company } from '@/config/company'
import { pagePaths, type FormPageId, type PageId } from '@/config/pages'
import { isPreviewBuild, siteOrigin } from '@/shared/buildSettings'
import { companyText } from '@/shared/companyText'
import { translators } from '@/shared/i18n'
import { defaultLanguage, languageLocales, languages, type Language } from '@/shared/language'

/** Open Graph writes a locale with an underscore (`de_DE`). */
const openGraphLocale = (language: Language) => languageLocales[language].replace('-', '_')

export function pageUrl(path: string, language: Language): string {
  return `${siteOrigin}${path}?lang=${language}`
}

type MetaTexts = { title: string; description: string }

/** The social preview image of a language (public/social-<lang>.jpg, made by `npm run images`). */
export function socialImage(language: Language) {
  return {
    url: `${siteOrigin}/social-${language}.jpg`,
    width: 1200,
    height: 630,
    alt: translators[language].home.hero.title(),
  }
}

/** Title, description, social-preview tags, canonical and alternates for one page in one language. */
export function headTags({ title, description }: MetaTexts, path: string, language: Language) {
  const url = pageUrl(path, language)
  const image = socialImage(language)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: companyText(company.name, language) },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: openGraphLocale(language) },
      ...languages
        .filter((other) => other !== language)
        .map((other) => ({ property: 'og:locale:alternate', content: openGraphLocale(other) })),
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: 'image/jpeg' },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
      ...(isPreviewBuild ? [{ name: 'robots', content: 'noindex' }] : []),
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
      title: texts.title({ company: companyText(company.name, language) }),
      description: texts.description({ company: companyText(company.name, language) }),
    },
    pagePaths[page],
    language,
  )
}

/**
 * A page with no place in search results (an unknown path, the answers to a form): a title and a
 * description, and `noindex`.
 */
export function unlistedPageHead(
  page: 'notFound' | FormPageId,
  language: Language = defaultLanguage,
) {
  const texts = translators[language].meta[page]
  return {
    meta: [
      { title: texts.title({ company: companyText(company.name, language) }) },
      { name: 'description', content: texts.description() },
      { name: 'robots', content: 'noindex' },
    ],
  }
}
