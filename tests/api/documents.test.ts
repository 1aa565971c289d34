import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signLocally } from '../../server/integrations/esign/local.js'
import { clearPartyFailure, setPartyFailure } from '../../server/integrations/local-store.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

type Doc = { id: number; status: string; number: number; version: number; reference: string }

describe(`event documents: generate, download, sign (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let tenants: Record<'DEMO' | 'OTHER', number>
  let event: { id: number }
  const templates: Record<string, number> = {}

  const url = (rest = '') => `/events/event/${event.id}/document${rest}`
  const generate = async (documentType: string, who = admin) => {
    const res = await a.call('POST', url(), who, { documentType, template: { id: templates[documentType] } })
    expect(res.statusCode, res.body).toBe(202)
    await drainJobs(t.app)
    return res.json() as Doc
  }
  const listed = async () => (await a.call('GET', url(), admin)).json() as (Doc & { fileName: string })[]
  const pdfText = async (id: number, who = admin) => {
    const res = await a.call('GET', url(`/${id}/file`), who)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    return (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text
  }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    tenants = await tenantIds(t.app)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    for (const tpl of page.content) if (tpl.active) templates[tpl.type] ??= tpl.id
    event = await a.event(admin, { name: 'Convenção Nacional de Engenharia' })
  })
  afterAll(() => t?.close())

  it('renders a budget with the event data, numbered by the sequence and versioned per type', async () => {
    const first = await generate('BUDGET')
    const second = await generate('BUDGET')
    expect(second.number).toBe(first.number + 1)
    expect([first.version, second.version]).toEqual([1, 2])
    const rows = await listed()
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'DONE'],
      [first.id, 'DONE'],
    ])
    expect(rows[0].fileName).toMatch(/\.pdf$/)
    expect(await pdfText(second.id)).toContain('Convenção Nacional de Engenharia')
    expect((await a.call('GET', `/events/event/${event.id}`, admin)).json().hasBudget).toBe(true)
  })

  it('refuses a missing template and a wrong type with 400, and a budget without its permission with 403', async () => {
    const wrong = await a.call('POST', url(), admin, {
      documentType: 'CONTRACT',
      template: { id: templates.BUDGET },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors[0]).toMatchObject({ field: 'template', message: 'documents.templateMissing' })
    const bad = await a.call('POST', url(), admin, { documentType: 'LETTER', template: { id: 1 } })
    expect(bad.json().errors[0]).toMatchObject({ field: 'documentType', message: 'error.invalidValue' })
    const forbidden = await a.call('POST', url(), staff, {
      documentType: 'BUDGET',
      template: { id: templates.BUDGET },
    })
    expect(forbidden.statusCode).toBe(403)
  })

  it('keeps another tenant out of the list, the file and the signature (404)', async () => {
    const [doc] = await listed()
    for (const path of ['', `/${doc.id}/file`, `/${doc.id}/signature`])
      expect((await a.call('GET', url(path), other)).statusCode).toBe(404)
    const sign = await a.call('POST', url(`/${doc.id}/signature`), other, {
      signers: [{ name: 'X', email: 'x@example.test' }],
    })
    expect(sign.statusCode).toBe(404)
  })

  it('sends a contract for signature through the port, follows the signers and tells its author', async () => {
    const contract = await generate('CONTRACT')
    const bad = await a.call('POST', url(`/${contract.id}/signature`), admin, {
      signers: [{ name: '', email: 'not-an-email' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'signers[0].name',
      'signers[0].email',
    ])

    const signers = [
      { name: 'Ana Lima', email: 'ana@cliente.test' },
      { name: 'Rui Costa', email: 'rui@hotel.test' },
    ]
    const sent = await a.call('POST', url(`/${contract.id}/signature`), admin, { signers })
    expect(sent.statusCode, sent.body).toBe(202)
    expect(sent.json()).toMatchObject({ status: 'SENDING', envelopeId: null })
    // While it is out, a second request, regenerating and deleting are refused.
    const again = await a.call('POST', url(`/${contract.id}/signature`), admin, { signers })
    expect([again.statusCode, again.json().message]).toEqual([409, 'documents.hasActiveSignatures'])
    await drainJobs(t.app)
    const out = (await a.call('GET', url(`/${contract.id}/signature`), admin)).json()
    expect(out).toMatchObject({ status: 'SENT', signers: [{ status: 'PENDING' }, { status: 'PENDING' }] })
    expect(out.envelopeId).toMatch(/\S/)
    await drainJobs(t.app) // the status question that read queued
    expect((await a.call('DELETE', url(`/${contract.id}`), admin)).statusCode).toBe(409)
    const regenerate = await a.call('POST', url(), admin, {
      documentType: 'CONTRACT',
      template: { id: templates.CONTRACT },
    })
    expect(regenerate.statusCode).toBe(409)

    for (const s of signers)
      await signLocally(t.app.database.db, tenants.DEMO, out.envelopeId, s.email, 'SIGNED')
    await a.call('GET', url(`/${contract.id}/signature`), admin) // asks the service again
    await drainJobs(t.app)
    const done = (await a.call('GET', url(`/${contract.id}/signature`), admin)).json()
    expect(done.status).toBe('COMPLETED')
    expect(done.signers.map((s: { status: string }) => s.status)).toEqual(['SIGNED', 'SIGNED'])
    const told = await t.app.database.pool.query(
      `select subject from notification where tenant_id = $1 and subject like '% assinado'`,
      [tenants.DEMO],
    )
    expect(told.rows.map((r) => r.subject)).toEqual([`Contrato ${contract.number} assinado`])
    const log = await t.app.database.pool.query(
      `select operation from integration_log where integration = 'SIGNATURE' and tenant_id = $1 order by id`,
      [tenants.DEMO],
    )
    expect(log.rows.map((r) => r.operation)).toEqual(expect.arrayContaining(['send', 'status']))
  })

  it('marks the signature ERROR when the service keeps failing, and a document not yet ready is 409', async () => {
    const contract = await generate('CONTRACT')
    await setPartyFailure(t.app.database.db, tenants.DEMO, { port: 'esign', mode: 'ERROR' })
    try {
      const sent = await a.call('POST', url(`/${contract.id}/signature`), admin, {
        signers: [{ name: 'Ana Lima', email: 'ana@cliente.test' }],
      })
      expect(sent.statusCode).toBe(202)
      await drainJobs(t.app)
      const state = (await a.call('GET', url(`/${contract.id}/signature`), admin)).json()
      expect(state.status).toBe('ERROR')
      expect(state.error).toMatch(/\./)
    } finally {
      await clearPartyFailure(t.app.database.db, tenants.DEMO, 'esign')
    }
    // ERROR is not active: the document can be sent again or deleted.
    expect((await a.call('DELETE', url(`/${contract.id}`), admin)).statusCode).toBe(204)
    const pending = await t.app.database.pool.query(
      `insert into event_document (tenant_id, event_id, document_type, template_id, number, version)
       values ($1, $2, 'BEO', $3, 9999, 99) returning id`,
      [tenants.DEMO, event.id, templates.BEO],
    )
    const early = await a.call('POST', url(`/${pending.rows[0].id}/signature`), admin, {
      signers: [{ name: 'Ana Lima', email: 'ana@cliente.test' }],
    })
    expect([early.statusCode, early.json().message]).toEqual([409, 'documents.notReady'])
  })
})
