import type { Language } from '@/config/languages'

/** The company's photo as the build published it (src/publish/photo.ts). */
export type PublishedPhoto = {
  /** The original's size: the page reserves its aspect ratio, so nothing moves when it arrives. */
  width: number
  height: number
  alt: Readonly<Record<Language, string>>
  /** A `srcset` per format, widest last. */
  sources: { avif: string; webp: string; jpeg: string }
  /** For a browser that reads no `srcset`. */
  fallback: string
}

/** The photo of this build, or undefined when the company data has none. */
export const publishedPhoto: PublishedPhoto | undefined = import.meta.env.VITE_PHOTO
  ? JSON.parse(import.meta.env.VITE_PHOTO)
  : undefined
