import { imageFits } from '../files/image-size.js'

/** An image pdfkit has opened: `doc.image` draws it again without reading its bytes again. */
interface OpenedImage {
  width: number
  height: number
}
type Doc = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage }

/**
 * The images of one document, each opened once however many pages draw it. pdfkit opens (and,
 * for a PNG with transparency, decodes) every Buffer it is given, and embeds it again: a badge
 * template's picture drawn on 10 pages was decoded 10 times (2.5 GB for a 7000 × 7000 PNG). An
 * image that cannot be read or is over the pixel limit (a logo or template stored before the
 * limit) is left out of the document rather than decoded.
 */
export function documentImages(pdf: PDFKit.PDFDocument) {
  const doc = pdf as Doc
  const opened = new Map<string, OpenedImage | null>()
  return (key: string, bytes: () => Buffer | undefined): Buffer | undefined => {
    let image = opened.get(key)
    if (image === undefined) {
      const b = bytes()
      image = b && imageFits(b) === 'ok' ? doc.openImage(b) : null
      opened.set(key, image)
    }
    // `doc.image` takes an opened image as well as bytes; its types only name the bytes.
    return (image ?? undefined) as Buffer | undefined
  }
}
