import { imageSize, MAX_IMAGE_PIXELS } from '../files/image-size.js'
import type { HtmlNode } from './html-tree.js'

/**
 * The most pixels a template's inline images may hold together. Each is decoded once per document
 * (pdf-images.ts), so this bounds what a document job decodes from its template whatever it holds;
 * the establishment's logo (one image) and the badges' QR codes (240 px) come on top.
 */
export const MAX_TEMPLATE_IMAGE_PIXELS = 2 * MAX_IMAGE_PIXELS

const DATA_URL = /^data:image\/[a-z]+;base64,/

/** The bytes of an inline (`data:`) image source; undefined for a placeholder or anything else. */
export const inlineImageBytes = (src: string): Buffer | undefined =>
  DATA_URL.test(src) ? Buffer.from(src.slice(src.indexOf(',') + 1), 'base64') : undefined

/** Every distinct inline image source of a sanitised tree (walked with a stack: no recursion). */
function inlineSources(nodes: HtmlNode[]): Set<string> {
  const found = new Set<string>()
  const stack = [...nodes]
  while (stack.length) {
    const n = stack.pop()!
    if ('text' in n) continue
    if (n.tag === 'img' && n.attrs.src && DATA_URL.test(n.attrs.src)) found.add(n.attrs.src)
    stack.push(...n.children)
  }
  return found
}

/**
 * What is wrong with a template's inline images, as a locale key under `error.`: one that cannot
 * be read from its header, one over MAX_IMAGE_PIXELS, or all of them over the template's total.
 * Only the headers are read; nothing is decoded.
 */
export function imagesProblem(nodes: HtmlNode[]): 'imageInvalid' | 'imageTooLarge' | undefined {
  let total = 0
  for (const src of inlineSources(nodes)) {
    const size = imageSize(inlineImageBytes(src)!)
    if (!size || !size.width || !size.height) return 'imageInvalid'
    const pixels = size.width * size.height
    if (pixels > MAX_IMAGE_PIXELS) return 'imageTooLarge'
    total += pixels
  }
  return total > MAX_TEMPLATE_IMAGE_PIXELS ? 'imageTooLarge' : undefined
}
