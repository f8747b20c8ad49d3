import type { Plugin } from 'vite'

const declaration = /(?:^|[{;\s])(--[\w-]+)\s*:/g
const registration = /@property\s+(--[\w-]+)/g
const reference = /var\(\s*(--[\w-]+)\s*([,)])/g
// A feature query only asks whether `var()` parses (Tailwind's `supports-[backdrop-filter]`).
const featureQuery = /@supports[^{]*/g

/**
 * Custom properties that the style sheet reads with `var()` but never declares or registers. Such
 * a value resolves to nothing without any warning: the invisible focus ring of issue 9 came from a
 * theme colour that Tailwind no longer emitted. A reference with a fallback is safe and not listed.
 */
export function undefinedCustomProperties(css: string): string[] {
  const defined = new Set(
    [...css.matchAll(declaration), ...css.matchAll(registration)].map((match) => match[1]),
  )
  const missing = [...css.replace(featureQuery, '').matchAll(reference)]
    .filter(([, name, next]) => next === ')' && !defined.has(name))
    .map(([, name]) => name as string)
  return [...new Set(missing)].sort()
}

/** Fails the build when an emitted style sheet refers to an undefined custom property. */
export function checkCssVariables(): Plugin {
  return {
    name: 'check-css-variables',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue
        const missing = undefinedCustomProperties(String(asset.source))
        if (missing.length > 0) {
          this.error(`${asset.fileName} refers to undefined CSS variables: ${missing.join(', ')}`)
        }
      }
    },
  }
}
