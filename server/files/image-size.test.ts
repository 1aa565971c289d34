import { describe, expect, it } from 'vitest'
import { imageFits, imageSize, MAX_IMAGE_PIXELS } from './image-size.js'
import { makePng } from './testing.js'

describe('image dimensions from the header', () => {
  it('reads a PNG without decoding it, and tells a 7000 × 7000 one apart', () => {
    const big = makePng(7000, 7000, 'mono')
    expect(big.length).toBeLessThan(200_000)
    expect(imageSize(big)).toEqual({ width: 7000, height: 7000 })
    expect(imageFits(big)).toBe('imageTooLarge')
    expect(imageFits(makePng(3000, 3000, 'mono'))).toBe('ok')
    expect(3000 * 3000).toBeLessThanOrEqual(MAX_IMAGE_PIXELS)
  })

  it('reads a JPEG frame header past its other segments', () => {
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00])
    const sof = Buffer.from([0xff, 0xc2, 0x00, 0x0b, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x01, 0x01, 0x11, 0x00])
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])])
    expect(imageSize(jpeg)).toEqual({ width: 4000, height: 3000 })
    expect(imageFits(jpeg)).toBe('imageTooLarge') // 12 MP
  })

  it('reads GIF and WebP, and calls anything else invalid', () => {
    const gif = Buffer.from('GIF89a\x10\x00\x20\x00' + '\0'.repeat(10), 'latin1')
    expect(imageSize(gif)).toEqual({ width: 16, height: 32 })
    const vp8x = Buffer.alloc(30)
    vp8x.write('RIFF', 0, 'latin1')
    vp8x.write('WEBPVP8X', 8, 'latin1')
    vp8x.writeUIntLE(99, 24, 3)
    vp8x.writeUIntLE(49, 27, 3)
    expect(imageSize(vp8x)).toEqual({ width: 100, height: 50 })
    expect(imageFits(Buffer.from('iVBORw0KGgo=', 'base64'))).toBe('imageInvalid')
    expect(imageFits(Buffer.from('not an image'))).toBe('imageInvalid')
  })
})
