import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { seedRegistries } from '../../server/seed/registries.js'
import { demoTemplatesIn } from '../../server/seed/templates.js'
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

/**
 * Issue 49: with the establishment in English the budget's tables and totals were English but the
 * demo template's own words ("Orçamento nº 2", "Evento", "Cliente", "Total do orçamento", the
 * closing note) stayed Portuguese. The demo templates are seeded in the tenant's language.
 */
describe(`the demo budget in the establishment's language (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const { DEMO } = await tenantIds(t.app)
    const db = t.app.database.db
    // The demo tenant as an English establishment seeds it: its templates written anew.
    await withTenant(db, DEMO, async (trx) => {
      await trx.updateTable('company').set({ language: 'en-us' }).execute()
      await trx.deleteFrom('registry_record').where('registry', '=', 'template').execute()
    })
    await seedRegistries(db, t.app.registries.hooks, new Map([['DEMO', DEMO]]), {
      DEMO: [['template', demoTemplatesIn]],
    })
  })
  afterAll(() => t?.close())

  it('the budget PDF has no Portuguese fixed words: the template is English like its tables', async () => {
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    const budget = page.content.find(
      (tpl: { type: string; active: boolean }) => tpl.type === 'BUDGET' && tpl.active,
    )
    expect(budget.name).toBe('Standard quote')
    const event = await a.event(admin, { name: 'Annual Sales Kickoff' })
    const asked = await a.call('POST', `/events/event/${event.id}/document`, admin, {
      documentType: 'BUDGET',
      template: { id: budget.id },
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await drainJobs(t.app)
    const docs = (await a.call('GET', `/events/event/${event.id}/document`, admin)).json()
    const file = await a.call('GET', `/events/event/${event.id}/document/${docs[0].id}/file`, admin)
    expect(file.statusCode, file.body).toBe(200)
    const parser = new PDFParse({ data: new Uint8Array(file.rawPayload) })
    const text = (await parser.getText()).text.replace(/\s+/g, ' ')
    await parser.destroy()
    expect(text).toContain('Annual Sales Kickoff')
    expect(text).toMatch(/Quote no\. \d+ \(version 1\)/)
    expect(text).toContain('Quote total:')
    expect(text).toContain('Amounts include taxes.')
    for (const word of [
      'Orçamento',
      'Evento',
      'Cliente',
      'Total do orçamento',
      'Valores com impostos',
      'Período',
    ])
      expect(text, word).not.toContain(word)
    // None of the template's Portuguese words either (those English spells the same, e.g. "Local", aside).
    const english = demoTemplatesIn('en-us')[0].body
    for (const pt of Object.values(ptBR.documents.demoTemplate))
      if (pt.length > 3 && !pt.includes('{{') && !english.includes(pt)) expect(text, pt).not.toContain(pt)
  })
})
