/** `.br` and `.gz` beside every text file, for servers that send precompressed files. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = /\.(html|js|css|svg|xml|txt|json)$/

/** Text formats gain from compression; images and fonts are compressed already. */
export function isCompressible(name: string): boolean {
  return compressible.test(name)
}

/** Both encodings at their highest level: they are made once, at build time. */
export async function compressedCopies(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ])
  return { br, gz }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `directory`. */
export async function precompressDirectory(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !isCompressible(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const { br, gz } = await compressedCopies(await readFile(path))
    await writeFile(`${path}.br`, br)
    await writeFile(`${path}.gz`, gz)
  }
}
