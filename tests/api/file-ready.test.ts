import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import { connect, listen } from '../helpers/realtime.js'

type Socket = Awaited<ReturnType<typeof connect>>
type FilePush = {
  type: string
  kind: string
  status: string
  reference: string
  url: string
  fileName: string
}
type Inbox = {
  id: number
  subject: string
  description: string
  auditData: { file?: { url: string } } | null
}

/**
 * Issue 32: a finished report, document or badge file is told the same way (notifications/
 * file-ready.ts): an inbox row in the asker's language with the file's link, and a FILE_REPORT push
 * with the same link on the asker's channel; the link downloads the file for the asker only.
 */
describe(`a job's file is ready: one way to tell its owner (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let staff: Tokens
  let ws: Socket
  const templates: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    for (const tpl of page.content) if (tpl.active) templates[tpl.type] ??= tpl.id
    ws = await connect(await listen(t.app), `?access_token=${admin.access_token}`)
    await ws.waitFor((m) => m.type === 'auth')
    expect(await ws.subscribe(`notifications/${accounts.admin.username}`)).toMatchObject({
      type: 'subscribed',
    })
  })
  afterAll(async () => {
    ws?.close()
    await t?.close()
  })

  /** Asks in English (the browser's language), so the texts cannot be the establishment's Portuguese. */
  const ask = async (url: string, body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin), 'accept-language': 'en-US,en;q=0.9' },
      payload: body as never,
    })
    expect(res.statusCode, res.body).toBe(202)
    return res.json().reference as string
  }

  /** The push and the inbox row that told the admin of `reference`. */
  async function toldOf(reference: string) {
    const push = (
      await ws.waitFor(
        (m) =>
          (m.payload as FilePush | undefined)?.type === 'FILE_REPORT' &&
          (m.payload as FilePush).reference === reference,
        20_000,
      )
    ).payload as unknown as FilePush
    const list = await a.call('POST', '/events/notification/list?page=0&size=20', admin, {
      email: accounts.admin.username,
    })
    const row = (list.json().content as Inbox[]).find((n) => n.auditData?.file?.url === push.url)
    return { push, row }
  }

  async function expectTold(reference: string, kind: string, subject: RegExp) {
    await drainJobs(t.app)
    const { push, row } = await toldOf(reference)
    expect(push).toMatchObject({ kind, status: 'GENERATED', url: `/events/file/r/${reference}` })
    expect(row, 'an inbox row with the link').toBeDefined()
    expect(row!.subject).toMatch(subject)
    // The link downloads the file for its owner, and for nobody else.
    expect((await a.call('GET', push.url, admin)).statusCode).toBe(200)
    expect((await a.call('GET', push.url, staff)).statusCode).toBe(404)
  }

  it('a report: an inbox row in the asker language and the file-report push, both with the link', async () => {
    const reference = await ask('/events/report/event', {
      format: 'CSV',
      startDate: '2031-03-01',
      endDate: '2031-03-31',
      language: 'en-us',
    })
    await expectTold(reference, 'REPORT', /^Event report ready$/)
  })

  it('a document: the same, in the asker language rather than the establishment one', async () => {
    const event = await a.event(admin, { name: 'Feira de Turismo' })
    const reference = await ask(`/events/event/${event.id}/document`, {
      documentType: 'BUDGET',
      template: { id: templates.BUDGET },
    })
    await expectTold(reference, 'DOCUMENT', / ready$/)
  })

  it('badges: the same', async () => {
    const event = await a.event(admin, { name: 'Encontro de Gestores' })
    const version = (await a.call('GET', `/events/event/${event.id}`, admin)).json().version
    const requester = await a.call('POST', `/events/event/${event.id}/requester`, admin, {
      name: 'Marta Lins',
      email: 'marta@cliente.test',
      eventVersion: version,
    })
    expect(requester.statusCode, requester.body).toBe(201)
    const reference = await ask(`/events/event/${event.id}/badge`, { template: { id: templates.BADGE } })
    await expectTold(reference, 'BADGE', /^Badges for Encontro de Gestores ready$/)
  })
})
