import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { multipart, tinyPng } from '../helpers/multipart.js'

/** What the shell reads for everyone: the establishment's names and logo (the establishment itself is admin only). */
describe(`shell data for every member (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const get = (url: string, who: Tokens) => t.app.inject({ method: 'GET', url, headers: bearer(who) })

  it('gives staff the names and the logo the admin set, and the logo loads through its temporary URL', async () => {
    expect((await get('/events/establishment', staff)).statusCode).toBe(403)
    expect((await get('/events/establishment-user', staff)).json()).toMatchObject({
      tradeName: 'Demo Hotel',
      logoImageId: null,
    })

    const { DEMO } = await tenantIds(t.app)
    const upload = multipart([{ filename: 'logo.png', type: 'image/png', bytes: tinyPng }])
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: `/events/image/${DEMO}`,
        headers: { ...bearer(admin), ...upload.headers },
        payload: upload.payload,
      })
    ).json()
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/events/establishment/',
      headers: bearer(admin),
      payload: { logoImageId: logo.id },
    })
    expect(saved.statusCode).toBe(200)

    const seen = (await get('/events/establishment-user', staff)).json()
    expect(seen).toMatchObject({
      socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.',
      tradeName: 'Demo Hotel',
      logoImageId: logo.id,
    })
    const { url } = (await get(`/events/image/${logo.id}/temporary`, staff)).json()
    const image = await t.app.inject({ method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    // Another tenant neither sees this logo nor reaches it.
    expect((await get('/events/establishment-user', other)).json().logoImageId).toBeNull()
    expect((await get(`/events/image/${logo.id}/temporary`, other)).statusCode).toBe(404)
  })
})
