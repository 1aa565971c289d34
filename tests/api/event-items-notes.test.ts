import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { multipart, tinyPng } from '../helpers/multipart.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { drainJobs } from '../helpers/jobs.js'

describe(`event programming, follow-ups and attachments (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let clerk: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'clerk@demo.test',
        password: 'Clerk#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    clerk = await signIn(t.app, { username: 'clerk@demo.test', password: 'Clerk#2026x' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const refusal = (
    res: { statusCode: number; body: string; json(): any },
    status: number,
    message: string,
    field?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json().message).toBe(message)
    if (field) expect(res.json().errors).toEqual(expect.arrayContaining([{ field, message, target: field }]))
  }
  const upload = async (
    who: Tokens,
    eventId: number,
    files: Parameters<typeof multipart>[0],
    version?: number,
  ) => {
    const { payload, headers } = multipart(files)
    const v = version ?? (await it8.version(eventId))
    return t.app.inject({
      method: 'POST',
      url: `/events/event/${eventId}/attachment?eventVersion=${v}`,
      headers: { ...bearer(who), ...headers },
      payload,
    })
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

  it('programming: by date, or by environment and date with the environment; dates within the event', async () => {
    const e = await a.event(admin)
    const ok = await it8.add(admin, e.id, 'programming', {
      type: 'BY_ENVIRONMENT_AND_DATE',
      date: at(30, 9),
      environment: { id: f.roomA.id },
      description: 'Abertura',
    })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().content[0]).toMatchObject({
      type: 'BY_ENVIRONMENT_AND_DATE',
      date: at(30, 9),
      environment: { id: f.roomA.id, name: f.roomA.name },
      description: 'Abertura',
    })
    expect(
      (await it8.add(admin, e.id, 'programming', { date: at(31, 9), description: 'Painel' })).json()
        .content[1].type,
    ).toBe('BY_DATE')
    refusal(
      await it8.add(admin, e.id, 'programming', {
        type: 'BY_DATE_AND_ENVIRONMENT',
        date: at(30, 9),
        description: 'X',
      }),
      400,
      'error.required',
      'environment',
    )
    refusal(
      await it8.add(admin, e.id, 'programming', { date: at(40, 9), description: 'X' }),
      400,
      'event.itemOutsideEvent',
      'date',
    )
    refusal(
      await it8.add(admin, e.id, 'programming', { type: 'WEEKLY', date: at(30, 9), description: 'X' }),
      400,
      'error.invalidValue',
      'type',
    )
  })

  it('follow-ups: need ACTION_FOLLOW_UP, keep their author, and are never edited', async () => {
    const e = await a.event(admin)
    const res = await it8.add(admin, e.id, 'follow-up', { message: 'Cliente pediu nova proposta' })
    expect(res.statusCode, res.body).toBe(201)
    const note = res.json().content[0]
    expect(note).toMatchObject({
      message: 'Cliente pediu nova proposta',
      createdBy: { email: 'admin@demo.test' },
    })
    expect(note.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    refusal(
      await it8.change(admin, e.id, 'follow-up', note.id, { message: 'Outra' }),
      409,
      'event.followUpCannotBeEdited',
    )
    refusal(await it8.add(admin, e.id, 'follow-up', { message: '' }), 400, 'error.required', 'message')
    const mine = await a.event(clerk)
    refusal(await it8.add(clerk, mine.id, 'follow-up', { message: 'Oi' }), 403, 'error.forbidden')
    expect((await it8.remove(admin, e.id, 'follow-up', note.id)).json().content).toEqual([])
  })

  it('attachments: one allowed file at a time within the size limit; download checks tenant; delete removes the bytes', async () => {
    const e = await a.event(admin)
    const res = await upload(admin, e.id, [{ filename: 'contrato.pdf', type: 'application/pdf', bytes: pdf }])
    expect(res.statusCode, res.body).toBe(201)
    const file = res.json().content[0]
    expect(file).toMatchObject({ name: 'contrato.pdf', mime: 'application/pdf', size: pdf.length })
    expect(file.storageKey).toBeUndefined()
    expect(
      (await upload(admin, e.id, [{ filename: 'planta.png', type: 'image/png', bytes: tinyPng }])).json()
        .content[1].mime,
    ).toBe('image/png')
    expect(
      (
        await upload(admin, e.id, [
          { filename: 'notas.txt', type: 'text/plain', bytes: Buffer.from('Reunião às 10h') },
        ])
      ).statusCode,
    ).toBe(201)

    refusal(
      await upload(admin, e.id, [
        { filename: 'a.pdf', type: 'application/pdf', bytes: pdf },
        { filename: 'b.pdf', type: 'application/pdf', bytes: pdf },
      ]),
      400,
      'file.onlyOne',
      'file',
    )
    refusal(
      await upload(admin, e.id, [
        { filename: 'virus.exe', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00binary') },
      ]),
      400,
      'file.unsupportedType',
      'file',
    )
    refusal(
      await upload(admin, e.id, [
        { filename: 'fake.docx', type: 'application/msword', bytes: Buffer.from('not a zip') },
      ]),
      400,
      'file.unsupportedType',
      'file',
    )
    t.app.config.uploads.attachmentMaxBytes = 64
    try {
      refusal(
        await upload(admin, e.id, [
          {
            filename: 'big.pdf',
            type: 'application/pdf',
            bytes: Buffer.concat([pdf, Buffer.alloc(200, 32)]),
          },
        ]),
        400,
        'file.tooLarge',
        'file',
      )
    } finally {
      t.app.config.uploads.attachmentMaxBytes = 10 * 1024 * 1024
    }
    refusal(
      await upload(admin, e.id, [{ filename: 'x.pdf', type: 'application/pdf', bytes: pdf }], 1),
      409,
      'event.changedInAnotherSession',
    )
    refusal(
      await upload(other, e.id, [{ filename: 'x.pdf', type: 'application/pdf', bytes: pdf }]),
      404,
      'error.notFound',
    )
    expect((await it8.list(admin, e.id, 'attachment')).json().content).toHaveLength(3)

    const url = `/events/event/${e.id}/attachment/${file.id}/download`
    const down = await t.app.inject({ method: 'GET', url, headers: bearer(admin) })
    expect(down.statusCode).toBe(200)
    expect(down.headers['content-type']).toBe('application/pdf')
    expect(down.headers['content-disposition']).toContain('contrato.pdf')
    expect(down.rawPayload.equals(pdf)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/events/event/${e.id}/attachment/${file.id + 999}/download`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404)

    const described = await it8.change(admin, e.id, 'attachment', file.id, { description: 'Assinado' })
    expect(described.json().content[0]).toMatchObject({ name: 'contrato.pdf', description: 'Assinado' })
    const stored = await t.database.db
      .selectFrom('stored_file')
      .select(['storage_key', 'kind'])
      .where('name', '=', 'contrato.pdf')
      .executeTakeFirstOrThrow()
    expect(stored.kind).toBe('ATTACHMENT')
    const onDisk = path.join(t.app.config.dataDir, 'files', stored.storage_key)
    expect(fs.existsSync(onDisk)).toBe(true)
    expect((await it8.remove(admin, e.id, 'attachment', file.id)).json().content).toHaveLength(2)
    // The bytes go in the files.remove job queued by the delete.
    await drainJobs(t.app)
    expect(fs.existsSync(onDisk)).toBe(false)
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(404)
    // Refused uploads (stale, other tenant) leave no bytes behind: the files on disk are the rows.
    const root = path.join(t.app.config.dataDir, 'files')
    const onDiskCount = fs
      .readdirSync(root)
      .reduce((n, dir) => n + fs.readdirSync(path.join(root, dir)).length, 0)
    const rows = await t.database.db.selectFrom('stored_file').select('id').execute()
    expect(onDiskCount).toBe(rows.length)
  })
})
