/**
 * An image's width and height read from its header, without decoding a pixel: a 190 KB PNG of
 * 7000 × 7000 decodes to 196 MB, so the size must be known before anything decodes it.
 */
export interface ImageSize {
  width: number
  height: number
}

/**
 * The most pixels an image may have (a 4000 × 2500 photo; a full A4 page at 300 dpi is 8.7 MP).
 * A PNG with transparency is decoded by the PDF writer at about 8 bytes a pixel: ~80 MB at most.
 */
export const MAX_IMAGE_PIXELS = 10_000_000

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** JPEG start-of-frame markers (baseline, progressive, lossless…), which carry the dimensions. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function png(b: Buffer): ImageSize | undefined {
  // The IHDR chunk comes first: its width and height follow the signature, length and type.
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined
  if (b.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
}

function jpeg(b: Buffer): ImageSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined
    const marker = b[i + 1]
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2 // markers without a length
      continue
    }
    if (JPEG_SOF.has(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
    if (marker === 0xd9 || marker === 0xda) return undefined // end of image, or scan data before any frame
    i += 2 + b.readUInt16BE(i + 2)
  }
  return undefined
}

function gif(b: Buffer): ImageSize | undefined {
  if (b.length < 10 || b.subarray(0, 4).toString('latin1') !== 'GIF8') return undefined
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
}

function webp(b: Buffer): ImageSize | undefined {
  if (b.length < 30 || b.subarray(0, 4).toString('latin1') !== 'RIFF') return undefined
  if (b.subarray(8, 12).toString('latin1') !== 'WEBP') return undefined
  const chunk = b.subarray(12, 16).toString('latin1')
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  return undefined
}

/** The dimensions of a PNG, JPEG, GIF or WebP image; undefined when the header cannot be read. */
export const imageSize = (bytes: Buffer): ImageSize | undefined =>
  png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes)

/** Whether an image is small enough to decode: readable, and at most MAX_IMAGE_PIXELS. */
export function imageFits(bytes: Buffer): 'ok' | 'imageTooLarge' | 'imageInvalid' {
  const size = imageSize(bytes)
  if (!size || !size.width || !size.height) return 'imageInvalid'
  return size.width * size.height > MAX_IMAGE_PIXELS ? 'imageTooLarge' : 'ok'
}
