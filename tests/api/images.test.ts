import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { multipart, tinyPng } from '../helpers/multipart.js'

describe(`images (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let ids: Record<'DEMO' | 'OTHER', number>

  beforeAll(async () => {
    t = await createTestApp()
    ids = await tenantIds(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const upload = (who: Tokens, url: string, files: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = multipart(files)
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(who) } })
  }

  it('uploads an image and serves it through a temporary token only', async () => {
    const res = await upload(admin, `/events/image/${ids.DEMO}`, [
      { filename: 'room.png', type: 'image/png', bytes: tinyPng },
    ])
    expect(res.statusCode).toBe(200)
    const img = res.json()
    expect(img).toMatchObject({ name: 'room.png', mime: 'image/png', size: tinyPng.length, public: false })

    const tmp = await t.app.inject({
      method: 'GET',
      url: `/events/image/${img.id}/temporary`,
      headers: bearer(admin),
    })
    expect(tmp.statusCode).toBe(200)
    const got = await t.app.inject({ method: 'GET', url: tmp.json().url })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.rawPayload.equals(tinyPng)).toBe(true)

    expect(
      (await t.app.inject({ method: 'GET', url: `/events/image/${img.id}?token=forged` })).statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: `/events/image-public/${img.id}?tenant-id=${ids.DEMO}` }))
        .statusCode,
    ).toBe(404)
    // Another tenant cannot mint a token for it.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/events/image/${img.id}/temporary`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404)
  })

  it('a public image is served by the public URL of its tenant only', async () => {
    const img = (
      await upload(admin, `/events/image/public/${ids.DEMO}`, [
        { filename: 'logo.png', type: 'image/png', bytes: tinyPng },
      ])
    ).json()
    expect(
      (await t.app.inject({ method: 'GET', url: `/events/image-public/${img.id}?tenant-id=${ids.DEMO}` }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: `/events/image-public/${img.id}?tenant-id=${ids.OTHER}` }))
        .statusCode,
    ).toBe(404)
  })

  it("refuses another tenant's path, files that are not images, too large, or more than one", async () => {
    const png = { filename: 'a.png', type: 'image/png', bytes: tinyPng }
    expect((await upload(admin, `/events/image/${ids.OTHER}`, [png])).statusCode).toBe(403)
    const text = await upload(admin, `/events/image/${ids.DEMO}`, [
      { filename: 'fake.png', type: 'image/png', bytes: Buffer.from('not an image') },
    ])
    expect(text.statusCode).toBe(400)
    expect(text.json().errors).toEqual([{ field: 'file', message: 'file.unsupportedType', target: 'file' }])
    const two = await upload(admin, `/events/image/${ids.DEMO}`, [png, { ...png, filename: 'b.png' }])
    expect(two.json().errors).toEqual([{ field: 'file', message: 'file.onlyOne', target: 'file' }])
    t.app.config.uploads.imageMaxBytes = 10
    try {
      const big = await upload(admin, `/events/image/${ids.DEMO}`, [png])
      expect(big.statusCode).toBe(400)
      expect(big.json().errors).toEqual([{ field: 'file', message: 'file.tooLarge', target: 'file' }])
    } finally {
      t.app.config.uploads.imageMaxBytes = 5 * 1024 * 1024
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/events/image/${ids.DEMO}`,
          headers: bearer(admin),
          payload: {},
        })
      ).statusCode,
    ).toBe(400)
  })
})
