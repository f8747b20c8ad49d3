// Compression at the highest levels, as the build precompresses its files: the sizes measured and
// the limit's precompressed copies match what the servers send.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const gzipBest = (body: Buffer): Buffer =>
  gzipSync(body, { level: constants.Z_BEST_COMPRESSION })

export const brotliBest = (body: Buffer): Buffer =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  })
