import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

const read = async (bytes: Buffer) => {
  const parsed = new PDFParse({ data: new Uint8Array(bytes) })
  const { text, total } = await parsed.getText()
  return { text, pages: total }
}

describe(`badges and banquet event order revisions (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  const templates: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    for (const tpl of page.content) if (tpl.active) templates[tpl.type] ??= tpl.id
  })
  afterAll(() => t?.close())

  const addRequester = async (eventId: number, name: string) => {
    const version = (await a.call('GET', `/events/event/${eventId}`, admin)).json().version
    const res = await a.call('POST', `/events/event/${eventId}/requester`, admin, {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@cliente.test`,
      eventVersion: version,
    })
    expect(res.statusCode, res.body).toBe(201)
    return (res.json().content as { id: number; name: string }[]).find((r) => r.name === name)!.id
  }

  it('renders one badge page per requester with name and event, downloadable by its author only', async () => {
    const event = await a.event(admin, { name: 'Simpósio de Hotelaria' })
    await addRequester(event.id, 'Joana Prado')
    const bruno = await addRequester(event.id, 'Bruno Teixeira')
    const url = `/events/event/${event.id}/badge`

    const all = await a.call('POST', url, admin, { template: { id: templates.BADGE } })
    expect(all.statusCode, all.body).toBe(202)
    expect(all.json()).toMatchObject({ status: 'GENERATING', count: 2 })
    const one = await a.call('POST', url, admin, {
      template: { id: templates.BADGE },
      requesters: [{ id: bruno }],
    })
    expect(one.json().count, one.body).toBe(1)
    await drainJobs(t.app)

    const file = await a.call('GET', `/events/file/r/${all.json().reference}`, admin)
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    const pdf = await read(file.rawPayload)
    expect(pdf.pages).toBe(2)
    expect(pdf.text).toContain('Joana Prado')
    expect(pdf.text).toContain('Bruno Teixeira')
    expect(pdf.text).toContain('Simpósio de Hotelaria')
    const single = await read(
      (await a.call('GET', `/events/file/r/${one.json().reference}`, admin)).rawPayload,
    )
    expect([single.pages, single.text.includes('Joana')]).toEqual([1, false])

    const list = (await a.call('GET', url, admin)).json()
    expect(list.map((b: { status: string; count: number }) => [b.status, b.count])).toEqual([
      ['DONE', 1],
      ['DONE', 2],
    ])
    const notifications = (
      await a.call('POST', '/events/notification/list?page=0&size=5', admin, {
        email: accounts.admin.username,
      })
    ).json()
    expect(JSON.stringify(notifications)).toContain('Simpósio de Hotelaria')
    // Another person of the tenant and another tenant do not get the file, nor the event's badges.
    expect((await a.call('GET', `/events/file/r/${all.json().reference}`, staff)).statusCode).toBe(404)
    expect((await a.call('GET', `/events/file/r/${all.json().reference}`, other)).statusCode).toBe(404)
    expect((await a.call('GET', url, other)).statusCode).toBe(404)
    expect((await a.call('POST', url, other, { template: { id: templates.BADGE } })).statusCode).toBe(404)
  })

  it('refuses a template of another type, an unknown requester and an event without requesters (400)', async () => {
    const event = await a.event(admin, { name: 'Reunião sem convidados' })
    const url = `/events/event/${event.id}/badge`
    const none = await a.call('POST', url, admin, { template: { id: templates.BADGE } })
    expect([none.statusCode, none.json().errors[0]]).toEqual([
      400,
      expect.objectContaining({ field: 'requesters', message: 'documents.noRequesters' }),
    ])
    const wrong = await a.call('POST', url, admin, { template: { id: templates.BUDGET } })
    expect(wrong.json().errors[0]).toMatchObject({ field: 'template', message: 'documents.templateMissing' })
    await addRequester(event.id, 'Carla Dias')
    const unknown = await a.call('POST', url, admin, {
      template: { id: templates.BADGE },
      requesters: [{ id: 999999 }],
    })
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'requesters[0].id',
      message: 'error.invalidValue',
    })
    expect((await a.call('POST', url, admin, { template: {} })).statusCode).toBe(400)
  })

  it('keeps BEO revisions and lists what was added, changed and removed on the new one', async () => {
    const event = await a.event(admin, { name: 'Jantar de Gala Anual' })
    const write = async (
      method: 'POST' | 'PUT' | 'DELETE',
      path: string,
      body: Record<string, unknown> = {},
    ) => {
      const version = (await a.call('GET', `/events/event/${event.id}`, admin)).json().version
      const res = await a.call(
        method,
        `/events/event/${event.id}/${path}${method === 'DELETE' ? `?eventVersion=${version}` : ''}`,
        admin,
        method === 'DELETE' ? undefined : { ...body, eventVersion: version },
      )
      expect(res.statusCode, res.body).toBeLessThan(300)
      return res.json()
    }
    const menu = await write('POST', 'menu', {
      name: 'Menu degustação',
      items: [{ description: 'Risoto de cogumelos', amount: 80, value: 90 }],
    })
    const dessert = await write('POST', 'room-service', {
      name: 'Café no quarto',
      items: [{ description: 'Café expresso', amount: 10, value: 8 }],
    })
    const beo = async () => {
      const res = await a.call('POST', `/events/event/${event.id}/document`, admin, {
        documentType: 'BEO',
        template: { id: templates.BEO },
      })
      expect(res.statusCode, res.body).toBe(202)
      await drainJobs(t.app)
      const doc = (await a.call('GET', `/events/event/${event.id}/document`, admin))
        .json()
        .find((d: { id: number }) => d.id === res.json().id)
      const pdf = await a.call('GET', `/events/event/${event.id}/document/${doc.id}/file`, admin)
      return { doc, text: (await read(pdf.rawPayload)).text }
    }
    const first = await beo()
    expect(first.doc).toMatchObject({ status: 'DONE', version: 1, changes: { since: null } })
    expect(first.text).toContain('Primeira revisão')
    expect(first.text).toContain('Risoto de cogumelos')

    await write('PUT', `menu/${menu.id}`, {
      name: 'Menu degustação',
      items: [{ description: 'Risoto de cogumelos', amount: 95, value: 90 }],
    })
    await write('DELETE', `room-service/${dessert.id}`)
    await write('POST', 'menu', {
      name: 'Mesa de doces',
      items: [{ description: 'Brigadeiro', amount: 200, value: 2 }],
    })
    const second = await beo()
    expect(second.doc.version).toBe(2)
    expect(second.doc.changes).toMatchObject({ since: 1, added: 1, removed: 1, changed: 1 })
    const kinds = second.doc.changes.lines.map(
      (l: { kind: string; section: string }) => `${l.kind} ${l.section}`,
    )
    expect(kinds.sort()).toEqual(['ADDED menu', 'CHANGED menu', 'REMOVED roomService'])
    for (const seen of [
      'Alterações desde a revisão anterior (1)',
      'Novo',
      'Alterado',
      'Removido',
      '95x Risoto',
      'Brigadeiro',
    ])
      expect(second.text).toContain(seen)
    // The first revision is kept, unchanged.
    const again = await a.call('GET', `/events/event/${event.id}/document/${first.doc.id}/file`, admin)
    expect((await read(again.rawPayload)).text).not.toContain('Brigadeiro')
  })
})
