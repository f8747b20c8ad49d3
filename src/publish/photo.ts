/**
 * The company's own photo (`photo` in the company data), made ready for every screen at build time:
 * resized to a few widths, each in AVIF, WebP and JPEG, named by a hash of the original so that
 * servers may cache them for a year. scripts/build.ts hands the result to the bundles as
 * `VITE_PHOTO` (src/lib/photo.ts) before they are built, and writes the files once the client build
 * has made its folder.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

import { photosFolder, type CompanyData } from '@/config/companySchema'
import type { PublishedPhoto } from '@/lib/photo'

/** The environment variable that carries {@link PublishedPhoto} into the bundles. */
export const photoVariable = 'VITE_PHOTO'

/** Widths a browser chooses from (the hero's column is at most about 450 CSS pixels wide). */
const widths = [480, 960, 1440]
const formats = ['avif', 'webp', 'jpeg'] as const
const smallestWidth = 960

type PreparedPhoto = {
  published: PublishedPhoto
  write: (clientDirectory: string) => Promise<void>
}

/** The photo's published form, and how to write its files; nothing when the data has no photo. */
export async function preparePhoto(
  company: CompanyData,
  project: string,
): Promise<PreparedPhoto | undefined> {
  if (!company.photo) return undefined
  const original = await readFile(join(project, photosFolder, company.photo.file))
  const { width = 0, height = 0 } = await sharp(original).rotate().metadata()
  if (width < smallestWidth)
    throw new Error(
      `${photosFolder}/${company.photo.file} is ${width} pixels wide: a photo of at least ${smallestWidth} is needed to look sharp`,
    )
  const hash = createHash('sha256').update(original).digest('hex').slice(0, 10)
  const sizes = widths.filter((each) => each < width).concat(Math.min(width, widths.at(-1)!))
  const unique = [...new Set(sizes)]
  const name = (size: number, format: (typeof formats)[number]) =>
    `/assets/photo-${hash}-${size}.${format === 'jpeg' ? 'jpg' : format}`
  const published: PublishedPhoto = {
    width,
    height,
    alt: company.photo.alt,
    sources: Object.fromEntries(
      formats.map((format) => [
        format,
        unique.map((size) => `${name(size, format)} ${size}w`).join(', '),
      ]),
    ) as PublishedPhoto['sources'],
    fallback: name(unique[0]!, 'jpeg'),
  }
  return {
    published,
    write: async (clientDirectory) => {
      await mkdir(join(clientDirectory, 'assets'), { recursive: true })
      for (const size of unique)
        for (const format of formats)
          await sharp(original)
            .rotate()
            .resize({ width: size })
            .toFormat(format, { quality: format === 'avif' ? 55 : 75 })
            .toFile(join(clientDirectory, name(size, format)))
    },
  }
}
