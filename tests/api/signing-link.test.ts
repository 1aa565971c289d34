import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

type Signer = { name: string; email: string; status: string; link?: string }

/** The built-in e-signature service's signing link (issue 18): public, single-use, per signer and tenant. */
describe(`signing through the local signer's link (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let tenants: Record<'DEMO' | 'OTHER', number>
  let eventId: number
  let contract: number
  let signers: Signer[]

  const doc = (rest = '') => `/events/event/${eventId}/document${rest}`
  const page = (link: string) => `/events/esign-local/sign/${link.replace(/^\/sign\//, '')}`
  const open = (link: string) => t.app.inject({ method: 'GET', url: page(link) })
  const answer = (link: string, decision: string) =>
    t.app.inject({ method: 'POST', url: page(link), payload: { decision } })

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    tenants = await tenantIds(t.app)
    const templates = (await a.call('GET', '/events/template?size=50', admin)).json().content
    const template = templates.find(
      (x: { type: string; active: boolean }) => x.type === 'CONTRACT' && x.active,
    )
    eventId = (await a.event(admin, { name: 'Fórum de Assinaturas' })).id
    const made = await a.call('POST', doc(), admin, {
      documentType: 'CONTRACT',
      template: { id: template.id },
    })
    expect(made.statusCode, made.body).toBe(202)
    await drainJobs(t.app)
    contract = made.json().id
    const sent = await a.call('POST', doc(`/${contract}/signature`), admin, {
      signers: [
        { name: 'Ana Lima', email: 'ana@cliente.test' },
        { name: 'Rui Costa', email: 'rui@hotel.test' },
      ],
    })
    expect(sent.statusCode, sent.body).toBe(202)
    await drainJobs(t.app)
    signers = (await a.call('GET', doc(`/${contract}/signature`), admin)).json().signers
    await drainJobs(t.app)
  })
  afterAll(() => t?.close())

  it('hands every signer an own unguessable link that shows the document without a token', async () => {
    expect(signers.map((s) => s.link)).toEqual([
      expect.stringMatching(new RegExp(`^/sign/${tenants.DEMO}\\.[A-Za-z0-9_-]{43}$`)),
      expect.stringMatching(new RegExp(`^/sign/${tenants.DEMO}\\.[A-Za-z0-9_-]{43}$`)),
    ])
    expect(signers[0].link).not.toBe(signers[1].link)
    const shown = await open(signers[0].link!)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({ signer: 'Ana Lima', language: expect.any(String) })
    expect(shown.json().document).toMatch(/\.pdf$/)
  })

  it('answers 404 for a wrong, malformed or moved link: another tenant never opens it', async () => {
    const link = signers[0].link!
    const random = link.slice(link.indexOf('.') + 1)
    const wrong = `/sign/${tenants.DEMO}.${'A'.repeat(43)}`
    const moved = `/sign/${tenants.OTHER}.${random}`
    for (const l of [wrong, moved, '/sign/abc', `/sign/0.${random}`]) {
      expect((await open(l)).statusCode, l).toBe(404)
      expect((await answer(l, 'SIGNED')).statusCode, l).toBe(404)
    }
    const bad = await answer(link, 'MAYBE')
    expect(bad.statusCode).toBe(400)
    // Nothing above touched the envelope.
    expect((await open(link)).statusCode).toBe(200)
  })

  it('records each answer once; the status job reads it and the tab and the author see it signed', async () => {
    const first = await answer(signers[0].link!, 'SIGNED')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ status: 'SIGNED' })
    // Single use: the spent link no longer opens nor answers.
    expect((await open(signers[0].link!)).statusCode).toBe(404)
    expect((await answer(signers[0].link!, 'DECLINED')).statusCode).toBe(404)

    await a.call('GET', doc(`/${contract}/signature`), admin) // asks the service again
    await drainJobs(t.app)
    let state = (await a.call('GET', doc(`/${contract}/signature`), admin)).json()
    expect(state.status).toBe('SENT')
    expect(state.signers.map((s: Signer) => s.status)).toEqual(['SIGNED', 'PENDING'])
    await drainJobs(t.app)

    expect((await answer(signers[1].link!, 'SIGNED')).statusCode).toBe(200)
    await a.call('GET', doc(`/${contract}/signature`), admin)
    await drainJobs(t.app)
    state = (await a.call('GET', doc(`/${contract}/signature`), admin)).json()
    expect(state.status).toBe('COMPLETED')
    const told = await t.app.database.pool.query(
      `select subject from notification where tenant_id = $1 and subject like '% assinado'`,
      [tenants.DEMO],
    )
    expect(told.rows.map((r) => r.subject)).toContain(
      `Contrato ${(await a.call('GET', doc(), admin)).json()[0].number} assinado`,
    )
  })

  it('a refusal through the link declines the envelope, and the other link then no longer opens', async () => {
    const again = await a.call('POST', doc(`/${contract}/signature`), admin, {
      signers: [
        { name: 'Ana Lima', email: 'ana@cliente.test' },
        { name: 'Rui Costa', email: 'rui@hotel.test' },
      ],
    })
    expect(again.statusCode, again.body).toBe(202)
    await drainJobs(t.app)
    const fresh: Signer[] = (await a.call('GET', doc(`/${contract}/signature`), admin)).json().signers
    await drainJobs(t.app)
    expect(fresh[0].link).not.toBe(signers[0].link)
    expect((await answer(fresh[0].link!, 'DECLINED')).json()).toEqual({ status: 'DECLINED' })
    expect((await open(fresh[1].link!)).statusCode).toBe(404)
    await a.call('GET', doc(`/${contract}/signature`), admin)
    await drainJobs(t.app)
    expect((await a.call('GET', doc(`/${contract}/signature`), admin)).json().status).toBe('DECLINED')
  })
})
