import PDFDocument from 'pdfkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makePng, pngDataUrl } from '../files/testing.js'
import type { HtmlNode } from './html-tree.js'
import { renderPdf } from './pdf.js'

type Opening = { openImage(src: unknown): unknown }

describe('images of a rendered document', () => {
  afterEach(() => vi.restoreAllMocks())
  const page = (src: string, name: string): HtmlNode[] => [
    { tag: 'p', attrs: {}, children: [{ tag: 'img', attrs: { src }, children: [] }] },
    { tag: 'p', attrs: {}, children: [{ text: name }] },
  ]

  it('opens (decodes) the same picture once for a multi-page badge document, and once more for the logo', async () => {
    const open = vi.spyOn(PDFDocument.prototype as unknown as Opening, 'openImage')
    const picture = pngDataUrl(makePng(300, 200))
    const pages = ['Ana', 'Bruno', 'Carla', 'Davi'].map((n) => [
      ...page(picture, n),
      { tag: 'img', attrs: { src: 'logo:' }, children: [] },
    ])
    const pdf = await renderPdf(pages, { size: 'A6', title: 'Crachás', logo: makePng(50, 50) })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(open).toHaveBeenCalledTimes(2)
    // One image object per picture in the file, not one per page.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2 + 2) // each with its alpha mask
  })

  it('leaves out, without decoding, a picture over the pixel limit that was stored before the limit', async () => {
    const open = vi.spyOn(PDFDocument.prototype as unknown as Opening, 'openImage')
    const huge = pngDataUrl(makePng(7000, 7000, 'mono'))
    const pdf = await renderPdf([page(huge, 'Ana'), page(huge, 'Bruno')], { size: 'A6', title: 'x' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(open).not.toHaveBeenCalled()
  })
})
