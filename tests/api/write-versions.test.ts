import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { putConfiguration } from '../helpers/configuration.js'

type Entry = { name: string; value: unknown }

/**
 * Issue 49, 3: every write of something two people can edit carries the version it was read with:
 * without it 400 naming `version`, with an old one 409 — an old copy never silently reverts a
 * newer change. Two saves over the same version at once: exactly one wins.
 */
describe(`writes need the version read (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    a = api(t.app)
  })
  afterAll(() => t?.close())

  const missingVersion = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toContainEqual({
      field: 'version',
      message: 'error.required',
      target: 'version',
    })
  }
  const stale = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toMatchObject({ status: 409, message: 'error.changedInAnotherSession' })
  }
  const readAll = async () => {
    const res = await a.call('GET', '/events/configuration/all', admin)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { version: number; content: Entry[] }
  }
  const valueOf = (list: Entry[], name: string) => list.find((e) => e.name === name)!.value

  it('the configuration: an old copy saved after a newer change is 409 and reverts nothing', async () => {
    const first = await readAll()
    expect(first.version).toBeGreaterThanOrEqual(1)
    const put = (version: number, value: number) =>
      a.call('PUT', '/events/configuration/all', admin, {
        version,
        entries: [{ name: 'MINIMUM_EMPLOYEES', value }],
      })
    const newer = await put(first.version, 3)
    expect(newer.statusCode, newer.body).toBe(200)
    expect(newer.json().version).toBe(first.version + 1)
    expect(valueOf(newer.json().content, 'MINIMUM_EMPLOYEES')).toBe(3)

    stale(await put(first.version, 0))
    const after = await readAll()
    expect([after.version, valueOf(after.content, 'MINIMUM_EMPLOYEES')]).toEqual([first.version + 1, 3])
    expect((await put(after.version, 0)).statusCode).toBe(200)
  })

  it('the configuration: a save without the version (the old list body too) is 400 and writes nothing', async () => {
    const before = await readAll()
    missingVersion(
      await a.call('PUT', '/events/configuration/all', admin, [{ name: 'MINIMUM_EMPLOYEES', value: 5 }]),
    )
    missingVersion(
      await a.call('PUT', '/events/configuration/all', admin, {
        entries: [{ name: 'MINIMUM_EMPLOYEES', value: 5 }],
      }),
    )
    expect(await readAll()).toEqual(before)
  })

  it('the configuration: two saves over the same version at once, exactly one wins', async () => {
    const { version } = await readAll()
    const results = await Promise.all(
      [1, 2, 3].map((value) =>
        a.call('PUT', '/events/configuration/all', admin, {
          version,
          entries: [{ name: 'MINIMUM_EMPLOYEES', value }],
        }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 409, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json()
    const now = await readAll()
    expect(now.version).toBe(version + 1)
    expect(valueOf(now.content, 'MINIMUM_EMPLOYEES')).toBe(valueOf(winner.content, 'MINIMUM_EMPLOYEES'))
    await putConfiguration(t.app, admin, [{ name: 'MINIMUM_EMPLOYEES', value: 0 }])
  })

  it('kanban checklist and card moves need the event version', async () => {
    expect((await putConfiguration(t.app, admin, [{ name: 'USE_KANBAN', value: true }])).statusCode).toBe(200)
    const e = await a.event(admin, { name: 'Evento versões' })
    const columns = (await a.call('GET', '/events/kanban', admin)).json() as { status: { id: number } }[]
    missingVersion(
      await a.call('PUT', `/events/event/${e.id}/kanban-checklist`, admin, {
        items: [{ id: 0, done: true }],
      }),
    )
    missingVersion(
      await a.call('PUT', `/events/event/${e.id}/kanban-status`, admin, {
        kanbanStatus: { id: columns[1].status.id },
      }),
    )
    const after = (await a.call('GET', `/events/event/${e.id}`, admin)).json()
    expect(after.version).toBe(e.version)
  })

  it('a registry record: without the version 400, an old one 409, the right one saves', async () => {
    const made = await a.post('/events/environment-type/', admin, { name: 'Tipo das versões' })
    const { version: _v, ...withoutVersion } = made
    missingVersion(
      await a.call('PUT', `/events/environment-type/${made.id}`, admin, { ...withoutVersion, name: 'Sem' }),
    )
    missingVersion(
      await a.call('PUT', '/events/environment-type/', admin, { ...withoutVersion, name: 'Sem' }),
    )
    const saved = await a.call('PUT', `/events/environment-type/${made.id}`, admin, { ...made, name: 'Nova' })
    expect(saved.statusCode, saved.body).toBe(200)
    stale(await a.call('PUT', `/events/environment-type/${made.id}`, admin, { ...made, name: 'Velha' }))
    const now = (await a.call('GET', `/events/environment-type/${made.id}`, admin)).json()
    expect([now.name, now.version]).toEqual(['Nova', made.version + 1])
    // Absence answers first: another tenant's or a missing id is 404 whatever the body.
    expect(
      (await a.call('PUT', '/events/environment-type/987654321', admin, withoutVersion)).statusCode,
    ).toBe(404)
  })
})
