import { cn } from '@/app/cn'
import { publishedPhoto } from '@/app/photo'
import { useLanguage } from '@/app/useLanguage'

/**
 * The company's own photo where its data has one, in the sizes and formats the build made: the
 * browser takes the smallest that fills the hero's column on its screen. Its width and height keep
 * the room for it from the first paint, so nothing moves when it arrives.
 */
export function CompanyPhoto({ className }: { className?: string }) {
  const language = useLanguage()
  if (!publishedPhoto) return null
  const { width, height, alt, sources, fallback } = publishedPhoto
  // The hero's right column: two fifths of the page's width, at most about 450 CSS pixels.
  const sizes = '(min-width: 1152px) 450px, (min-width: 1024px) 40vw, calc(100vw - 2rem)'
  return (
    <picture className={cn('block', className)}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={fallback}
        srcSet={sources.jpeg}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt[language]}
        decoding="async"
        className="h-auto w-full rounded-2xl object-cover"
      />
    </picture>
  )
}
