/**
 * The published folder (dist/client) held in memory. It is a small build artefact that does not
 * change while the server runs, and answering from memory instead of opening a file per request
 * keeps each answer short (docs/performance.md). The build puts `.br` and `.gz` beside every text
 * file.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { lookup } from 'mrmime'

import { remembered } from './remembered'

export type Encoding = 'br' | 'gzip' | 'identity'

export type PublishedFile = {
  contentType: string
  /** Weak: the same content in every encoding. */
  etag: string
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer }
}

const precompressed = /\.(br|gz)$/

/** What mrmime's table leaves out. */
const extraContentTypes: Record<string, string> = { ico: 'image/x-icon' }

function contentTypeOf(name: string): string {
  const type =
    lookup(name) ?? extraContentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream'
  // Every text file of the build is UTF-8 (nginx's `charset utf-8` says the same).
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type
}

/** Every file of `directory`, keyed by its URL path (`/assets/…`, `/_pages/de/index.html`). */
export function readPublishedFiles(directory: string): Map<string, PublishedFile> {
  const files = new Map<string, PublishedFile>()
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || precompressed.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const identity = readFileSync(path)
    const variant = (suffix: string) =>
      existsSync(path + suffix) ? readFileSync(path + suffix) : undefined
    files.set(`/${relative(directory, path).split(sep).join('/')}`, {
      contentType: contentTypeOf(entry.name),
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      bodies: { identity, br: variant('.br'), gzip: variant('.gz') },
    })
  }
  return files
}

/**
 * Content negotiation (RFC 9110, section 12.5.3): the acceptable coding with the highest weight
 * that the build made, brotli on a tie. `q=0` refuses a coding, `*` stands for every coding not
 * named. The file as it is (`identity`) is the fallback even when the client refuses it too, since
 * a body it may decode is better than a 406 page. No header at all means: send it as it is.
 */
export function chooseEncoding(file: PublishedFile, acceptEncoding?: string): Encoding {
  if (acceptEncoding === undefined) return 'identity'
  const weights = codingWeights(acceptEncoding)
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  let best: Encoding = 'identity'
  let bestWeight = 0
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weightOf(coding)
    if (file.bodies[coding] && weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  // The file as it is wins only where the client weighs it higher than every coding it accepts.
  const identityWeight = weights.get('identity') ?? 0
  return identityWeight > bestWeight ? 'identity' : best
}

/** The weights of an `Accept-Encoding`, remembered: browsers send one of a few. */
const codingWeights = remembered(parseCodingWeights, 100)

/** `gzip;q=0.8, br` -> { gzip: 0.8, br: 1 }; names are case-insensitive, `x-gzip` is gzip. */
function parseCodingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const element of header.split(',')) {
    const [name = '', ...parameters] = element.split(';').map((part) => part.trim().toLowerCase())
    if (!name) continue
    const quality = parameters.find((parameter) => /^q\s*=/.test(parameter))
    const value = quality === undefined ? 1 : Number(quality.replace(/^q\s*=\s*/, ''))
    // A malformed weight refuses the coding rather than guessing.
    const weight = Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight)
  }
  return weights
}

export function matchesEtag(file: PublishedFile, ifNoneMatch: string | undefined): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag) ?? false
}
