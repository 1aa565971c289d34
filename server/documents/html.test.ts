import { describe, expect, it } from 'vitest'
import { sanitiseHtml, serialiseHtml } from './html.js'
import { safeRichText } from '../registries/rules/safeRichText.js'
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
