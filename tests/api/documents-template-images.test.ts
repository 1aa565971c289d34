import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import { multipart } from '../helpers/multipart.js'
import { makePng, pngDataUrl } from '../../server/files/testing.js'

/**
 * Issue 31 item 5b: a BADGE template holding a 190 KB PNG of 7000 × 7000 pixels was accepted, and
 * badges for 10 requesters decoded it 10 times (0.3 GB -> 2.76 GB). Images are now limited by
 * pixel count when saved, read from the header; images under the limit still make badges.
 */
describe(`images in templates (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const badgeBody = (png: Buffer) =>
    `<p><img src="${pngDataUrl(png)}"></p><h2>{{badge.name}}</h2><p>{{badge.qrcode}}</p>`
  const template = (name: string, body: string, active = false) =>
    a.call('POST', '/events/template/', admin, { name, type: 'BADGE', active, body })

  it('refuses a 7000 × 7000 picture (small on the wire) with a 400 on the body, before decoding it', async () => {
    const png = makePng(7000, 7000, 'mono')
    expect(png.length).toBeLessThan(200_000)
    const res = await template('Crachá gigante', badgeBody(png))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'body', message: 'error.imageTooLarge', target: 'body' }])
    const broken = await template('Crachá quebrado', '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>')
    expect(broken.json().errors).toEqual([{ field: 'body', message: 'error.imageInvalid', target: 'body' }])
  })

  it('refuses the same picture as an uploaded image (it could become the logo)', async () => {
    const ids = await tenantIds(t.app)
    const { payload, headers } = multipart([
      { filename: 'huge.png', type: 'image/png', bytes: makePng(7000, 7000, 'mono') },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: `/events/image/${ids.DEMO}`,
      payload,
      headers: { ...headers, ...bearer(admin) },
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'file', message: 'error.imageTooLarge', target: 'file' }])
  })

  it('a picture under the limit makes badges for ten requesters, with one image in the file', async () => {
    const saved = await template('Crachá com foto', badgeBody(makePng(400, 300)), true)
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(201)
    const event = await a.event(admin, { name: 'Encontro de Fotógrafos' })
    for (let i = 0; i < 10; i++) {
      const version = (await a.call('GET', `/events/event/${event.id}`, admin)).json().version
      const added = await a.call('POST', `/events/event/${event.id}/requester`, admin, {
        name: `Pessoa ${i}`,
        email: `pessoa${i}@cliente.test`,
        eventVersion: version,
      })
      expect(added.statusCode, added.body).toBe(201)
    }
    const res = await a.call('POST', `/events/event/${event.id}/badge`, admin, {
      template: { id: saved.json().id },
    })
    expect(res.statusCode, res.body).toBe(202)
    await drainJobs(t.app)
    const file = await a.call('GET', `/events/file/r/${res.json().reference}`, admin)
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200)
    const pdf = file.rawPayload.toString('latin1')
    // The picture and its alpha mask once, plus each badge's QR code and its mask.
    const images = pdf.match(/\/Subtype \/Image/g)?.length
    expect(images).toBe(2 + 10 * 2)
    expect(pdf.match(/\/Width 400/g)?.length).toBe(2) // the picture and its mask, not one per badge
  })
})
