import { afterAll, describe, expect, it } from 'vitest'
import { accounts } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { callJson, signInOverHttp } from '../helpers/http-client.js'
import { naturalPersonBody } from '../helpers/person.js'
import { createServerDatabase, type ServerDatabase } from '../helpers/server-database.js'
import { running, spawnServer, type ServerProcess } from '../helpers/server-process.js'

/**
 * Issue 14, crash test: writers run while the server (and the PGlite child) die by kill -9; after
 * a restart on the same DATA_DIR / DATABASE_URL every write that got a 2xx is there.
 */
const ROUNDS = 3
const WRITERS = 6
/** Writes acknowledged in a round before the kill; the kill lands while the writers keep going. */
const ACKS_PER_ROUND = 25

interface Ack {
  id: number
  name: string
}

/** Every acknowledged person reads back with its name (a few GETs at a time). */
async function missing(server: ServerProcess, token: string, acks: Ack[]) {
  const lost: string[] = []
  for (let i = 0; i < acks.length; i += 10) {
    await Promise.all(
      acks.slice(i, i + 10).map(async (ack) => {
        const res = await callJson(server.baseUrl, token, 'GET', `/events/person/${ack.id}`)
        if (res.status !== 200 || res.body.name !== ack.name)
          lost.push(`${ack.name} (#${ack.id}: ${res.status})`)
      }),
    )
  }
  return lost
}

describe(`crash test (${testDbKind()})`, () => {
  let database: ServerDatabase | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    if (server && running(server.child)) await server.stop()
    await database?.drop()
  })

  it(`${ROUNDS} rounds of kill -9 under ${WRITERS} writers lose no acknowledged write`, async () => {
    database = await createServerDatabase()
    const acks: Ack[] = []
    let inFlightAtKill = 0
    const started = Date.now()
    // Where the time went, printed when the test fails (a hang shows its last step).
    const phase = (what: string) => console.info(`crash test: ${what} at ${Date.now() - started} ms`)
    for (let round = 1; round <= ROUNDS; round++) {
      server = await spawnServer(database.env)
      await server.healthy()
      phase(`round ${round} healthy`)
      const current = server
      const token = await signInOverHttp(current.baseUrl, accounts.admin)
      expect(await missing(current, token, acks)).toEqual([])
      phase(`round ${round} checked`)

      // Writers create persons until the server is gone, recording what got a 201.
      let killed = false
      let roundAcks = 0
      let reachedTarget!: () => void
      const target = new Promise<void>((resolve) => (reachedTarget = resolve))
      let inFlight = 0
      const writer = async (w: number) => {
        for (let n = 0; !killed; n++) {
          const name = `Crash r${round} w${w} n${n}`
          inFlight++
          try {
            const res = await callJson(
              current.baseUrl,
              token,
              'POST',
              '/events/person/',
              naturalPersonBody(name),
            )
            if (res.status === 201) {
              acks.push({ id: res.body.id as number, name })
              if (++roundAcks >= ACKS_PER_ROUND) reachedTarget()
            } else if (!killed)
              throw new Error(`write ${name} answered ${res.status}: ${JSON.stringify(res.body)}`)
          } catch (err) {
            if (!killed) throw err
          } finally {
            inFlight--
          }
        }
      }
      const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))
      // A writer failing before the kill is a bug of its own: it ends the round early.
      await Promise.race([target, writers])
      inFlightAtKill += inFlight
      killed = true
      const databasePid = current.databasePid()
      const pids = current.kill9()
      if (testDbKind() === 'pglite') expect(pids, 'the PGlite child is killed too').toContain(databasePid)
      await current.exited
      await writers
      phase(`round ${round} killed`)
    }

    server = await spawnServer(database.env)
    await server.healthy()
    const token = await signInOverHttp(server.baseUrl, accounts.admin)
    expect(await missing(server, token, acks)).toEqual([])
    expect(acks.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND)
    // The figures of the run, for the report of the suite.
    console.info(
      `crash test (${testDbKind()}): ${ROUNDS} rounds, ${acks.length} acknowledged writes checked, ${inFlightAtKill} in flight at the kills`,
    )
  }, 300_000)
})
