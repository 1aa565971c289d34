import { describe, expect, it } from 'vitest'
import { sanitiseHtml, serialiseHtml, templateNodes } from './html.js'
import { MAX_HTML_DEPTH } from './html-parse.js'
import { makePng, pngDataUrl } from '../files/testing.js'
import { safeRichText } from './safeRichText.js'
import { ruleContext } from '../registries/rules/testing.js'

const clean = (html: string) => {
  const s = sanitiseHtml(html)
  return { html: serialiseHtml(s.nodes), refused: s.refused }
}

describe('template body sanitiser', () => {
  it('keeps the allow-listed markup and placeholders as written', () => {
    const body =
      '<h1 style="text-align: center">Orçamento {{document.number}}</h1><p><strong>Cliente:</strong> {{customer.name}}</p><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="{{establishment.logo}}" alt="logo">'
    expect(clean(body)).toEqual({ html: body, refused: [] })
  })

  it('refuses a script, its text included', () => {
    expect(clean('<p>a</p><script>alert(1)</script>')).toEqual({ html: '<p>a</p>', refused: ['script'] })
  })

  it('refuses an event handler', () => {
    expect(clean('<p onclick="steal()">a</p>').refused).toEqual(['onclick'])
    expect(clean('<img src="{{establishment.logo}}" onerror="x()">').refused).toEqual(['onerror'])
  })

  it('refuses a remote image, a remote link and a javascript: URL, and accepts an inline image', () => {
    expect(clean('<img src="https://evil.example/pixel.png">').refused).toEqual(['src'])
    expect(clean('<a href="//evil.example">x</a>').refused).toEqual(['href'])
    expect(clean('<a href="javascript:alert(1)">x</a>').refused).toEqual(['href'])
    expect(clean('<p style="background: url(https://evil.example/x)">x</p>').refused).toEqual(['style'])
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">').refused).toEqual([])
  })

  it('unwraps unknown tags and drops unknown attributes and styles silently', () => {
    expect(
      clean(
        '<section class="a"><p style="color: red; text-align: right" id="x">t &amp; &lt;b&gt;</p></section>',
      ),
    ).toEqual({
      html: '<p style="text-align: right">t &amp; &lt;b&gt;</p>',
      refused: [],
    })
  })
})

describe('markup too costly to take', () => {
  it('stops at the depth limit on very deep input, without recursing into it or overflowing', () => {
    for (const n of [2_000, 20_000, 100_000]) {
      const started = performance.now()
      expect(sanitiseHtml('<ul><li>'.repeat(n))).toEqual({ nodes: [], refused: [], limit: 'htmlTooDeep' })
      // Quadratic before: 20,000 levels took 13.9 s; the limit makes it microseconds (bound for a loaded CI).
      expect(performance.now() - started).toBeLessThan(3_000)
    }
    expect(() => templateNodes('<div>'.repeat(50_000))).toThrow(/htmlTooDeep/)
  })

  it('takes markup up to the limit, closing tags or not', () => {
    const depth = MAX_HTML_DEPTH - 5
    expect(sanitiseHtml('<div>'.repeat(depth) + 'x').limit).toBeUndefined()
    expect(sanitiseHtml('<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth)).limit).toBeUndefined()
    expect(sanitiseHtml('<p>a</p>'.repeat(10_000)).limit).toBeUndefined()
  })

  it('refuses misnested formatting that the parser would rebuild into millions of elements', () => {
    // Each paragraph reopens every formatting element still open: 60 of them × 20,000 paragraphs.
    const body = '<div>' + '<b x="1"><i y="2">'.repeat(30) + '</div>' + '<p>x</p>'.repeat(20_000)
    const started = performance.now()
    expect(sanitiseHtml(body).limit).toMatch(/^html/)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('refuses an inline image over the pixel limit or unreadable, reading only its header', () => {
    const img = (png: Buffer) => `<p><img src="${pngDataUrl(png)}"></p>`
    expect(sanitiseHtml(img(makePng(7000, 7000, 'mono'))).limit).toBe('imageTooLarge')
    expect(sanitiseHtml(img(makePng(20, 20))).limit).toBeUndefined()
    expect(sanitiseHtml('<img src="data:image/png;base64,iVBORw0KGgo=">').limit).toBe('imageInvalid')
    const three =
      img(makePng(3000, 3000, 'mono')) + img(makePng(3000, 2999, 'mono')) + img(makePng(2999, 3000, 'mono'))
    expect(sanitiseHtml(three).limit).toBe('imageTooLarge') // 27 MP together
  })
})

describe('safeRichText rule', () => {
  const schema = { properties: { body: { type: 'string', 'x-rich-text': true }, name: { type: 'string' } } }
  it('stores the cleaned markup and refuses unsafe content with a 400 on the field', async () => {
    const ok = { name: '<b>x</b>', body: '<div class="k"><p>Oi</p></div>' }
    expect(await safeRichText({ ...ruleContext(ok), schema: schema as never })).toEqual([])
    expect(ok).toEqual({ name: '<b>x</b>', body: '<div><p>Oi</p></div>' })
    const bad = { body: '<p>Oi</p><iframe src="https://x.example"></iframe>' }
    expect(await safeRichText({ ...ruleContext(bad), schema: schema as never })).toEqual([
      { field: 'body', message: 'error.unsafeContent', target: 'body' },
    ])
  })
})
