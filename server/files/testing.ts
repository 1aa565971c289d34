import zlib from 'node:zlib'

/** Test helper: a valid PNG of any size, made here so no test ships a binary fixture. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (b: Buffer) => {
  let c = 0xffffffff
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A blank PNG: `rgba` (8-bit with transparency, which pdfkit decodes pixel by pixel) or `mono`
 * (1 bit a pixel, so 7000 × 7000 compresses to a few KB, like the attack's picture).
 */
export function makePng(width: number, height: number, kind: 'rgba' | 'mono' = 'rgba'): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = kind === 'rgba' ? 8 : 1 // bit depth
  ihdr[9] = kind === 'rgba' ? 6 : 0 // colour type: RGBA or greyscale
  const rowBytes = 1 + (kind === 'rgba' ? width * 4 : Math.ceil(width / 8))
  const raw = Buffer.alloc(rowBytes * height, kind === 'rgba' ? 0x80 : 0)
  for (let y = 0; y < height; y++) raw[y * rowBytes] = 0 // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
