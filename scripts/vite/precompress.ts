/**
 * Vite plugin: after the build, writes `.br` and `.gz` beside each text asset in dist/ so the
 * server (@fastify/static preCompressed) sends compressed bytes without compressing per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|mjs|css|html|svg|json)$/
const minBytes = 1024

export function precompressFiles(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) count += precompressFiles(file)
    else if (compressible.test(entry.name) && fs.statSync(file).size >= minBytes) {
      const data = fs.readFileSync(file)
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
      count++
    }
  }
  return count
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'eventdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressFiles(outDir)
    },
  }
}
