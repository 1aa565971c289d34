import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import type { SituationChange } from '../../server/events/lifecycle/hooks.js'
import { enqueueJob } from '../../server/jobs/queue.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

/** What another domain sees through the decorators the owning domains create (docs/domains.md). */
describe(`domain wiring through decorators (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  it('a listener added with app.events.onSituationChange hears a committed lifecycle action', async () => {
    const heard: Omit<SituationChange, 'app'>[] = []
    t.app.events.onSituationChange(async ({ app: _app, ...change }) => void heard.push(change))
    const e = await a.event(admin, { name: 'Festa de fim de ano' })
    const res = await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })
    expect(res.statusCode).toBe(200)
    await drainJobs(t.app)
    expect(heard).toEqual([
      expect.objectContaining({
        tenantId: DEMO,
        eventId: e.id,
        eventName: 'Festa de fim de ano',
        from: 'NEW',
        to: 'NEGOTIATION',
      }),
    ])
  })

  it('a finder added with app.registries.onDependency keeps a record it uses from being deleted', async () => {
    const used = await a.reason(admin, 'Used elsewhere')
    const free = await a.reason(admin, 'Free to go')
    t.app.registries.onDependency(async (_trx, registry, id) =>
      registry === 'cancellation-reason' && id === used.id
        ? [{ registry: 'room-block', id: 7, label: 'Bloco 7' }]
        : [],
    )
    const del = await a.call('DELETE', `/events/cancellation-reason/${used.id}`, admin)
    expect(del.statusCode).toBe(409)
    expect(del.json()).toMatchObject({
      message: 'error.hasDependencies',
      dependencies: [{ registry: 'room-block', id: 7, label: 'Bloco 7' }],
    })
    expect((await a.call('DELETE', `/events/cancellation-reason/${free.id}`, admin)).statusCode).toBe(200)
  })

  it('an integration job enqueued with a change runs on the queue, is logged, and feeds onResult', async () => {
    const answers: unknown[] = []
    t.app.integrations.onResult('pms.sendEvent', async (_ctx, result) => void answers.push(result))
    const event = {
      eventId: 77,
      name: 'Convenção',
      startDate: '2027-05-01',
      endDate: '2027-05-02',
      rooms: [],
    }
    const job = await withTenant(t.database.db, DEMO, (trx) =>
      enqueueJob(trx, { task: 'pms.sendEvent', tenantId: DEMO, payload: event }),
    )
    await drainJobs(t.app)
    const row = await t.database.db
      .selectFrom('job')
      .select(['status', 'attempts'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('DONE')
    expect(answers).toEqual([expect.objectContaining({ pmsId: expect.stringMatching(/^PMS-/), eventId: 77 })])
    const log = await t.database.db
      .selectFrom('integration_log')
      .select(['integration', 'operation', 'status'])
      .where('tenant_id', '=', DEMO)
      .where('operation', '=', 'sendEvent')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(log).toMatchObject({ integration: 'PMS', operation: 'sendEvent', status: 'SUCCESS' })
    expect(() => t.app.integrations.onResult('pms.sendEvent', async () => {})).toThrow(/already/)
  })
})
