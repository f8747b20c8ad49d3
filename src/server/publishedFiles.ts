/**
 * The published folder (dist/client) held in memory. It is a build artefact of about 2 MB that does
 * not change while the server runs; answering from memory instead of opening a file per request is
 * what lets Node keep up with nginx under load (BENCHMARK.md). The build puts `.br` and `.gz`
 * beside every text file.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { lookup } from 'mrmime'

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
  return type === 'text/html' ? 'text/html; charset=utf-8' : type
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

/** Brotli, else gzip, else as is: whichever the client accepts and the build made. */
export function chooseEncoding(file: PublishedFile, acceptEncoding = ''): Encoding {
  if (file.bodies.br && /\bbr\b/.test(acceptEncoding)) return 'br'
  if (file.bodies.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return 'identity'
}

export function matchesEtag(file: PublishedFile, ifNoneMatch: string | undefined): boolean {
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag) ?? false
}
