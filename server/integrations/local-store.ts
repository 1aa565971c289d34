import { randomBytes, randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, LocalPartyFailureTable, LocalPort } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { PartyError } from './party-error.js'

type Trx = Transaction<Database>
export type FailureMode = LocalPartyFailureTable['mode']

const defaultTexts: Record<FailureMode, string> = {
  ERROR: 'internal error at the party',
  TIMEOUT: 'the party did not answer in time',
  REJECT: 'operation refused by the party',
}

/** An id the way a party shows it: a prefix and ten characters (`CM-7K2Q…`). */
export const partyId = (prefix: string) =>
  `${prefix}-${randomBytes(8).toString('hex').slice(0, 10).toUpperCase()}`
export const partyGuid = () => randomUUID()

/**
 * One operation of a built-in party: its own transaction (a real party commits on its side
 * whatever our caller does next), after the tenant's failure switch has had its say.
 */
export async function partyOperation<T>(
  db: Kysely<Database>,
  tenantId: number,
  port: LocalPort,
  operation: string,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const failure = await withTenant(db, tenantId, (trx) =>
    trx
      .selectFrom('local_party_failure')
      .select(['mode', 'message', 'operation'])
      .where('port', '=', port)
      .where('operation', 'in', [operation, '*'])
      // The switch for the exact operation wins over the port-wide one.
      .orderBy(sql`operation = '*'`)
      .executeTakeFirst(),
  )
  if (failure) throw new PartyError(failure.mode, failure.message || defaultTexts[failure.mode], partyGuid())
  return withTenant(db, tenantId, work)
}

export async function insertRecord(
  trx: Trx,
  tenantId: number,
  r: { port: LocalPort; kind: string; externalId: string; state: Record<string, unknown> },
) {
  const guid = partyGuid()
  await trx
    .insertInto('local_party_record')
    .values({
      tenant_id: tenantId,
      port: r.port,
      kind: r.kind,
      external_id: r.externalId,
      guid,
      state: sql`${JSON.stringify(r.state)}::jsonb`,
    })
    .execute()
  return guid
}

/** The record with that id, locked; a party that does not know it answers NOT_FOUND. */
export async function lockRecord(trx: Trx, port: LocalPort, kind: string, externalId: string) {
  const row = await trx
    .selectFrom('local_party_record')
    .select(['id', 'guid', 'state', 'external_id'])
    .where('port', '=', port)
    .where('kind', '=', kind)
    .where('external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw new PartyError('NOT_FOUND', `${kind} ${externalId} not found`, partyGuid())
  return row
}

export async function saveState(trx: Trx, id: number, state: Record<string, unknown>) {
  await trx
    .updateTable('local_party_record')
    .set({ state: sql`${JSON.stringify(state)}::jsonb`, updated_at: sql`localtimestamp(0)` })
    .where('id', '=', id)
    .execute()
}

type Failure = { port: LocalPort; operation?: string; mode: FailureMode; message?: string }

/** Makes the tenant's built-in party fail (operation '*' or absent = every operation of the port). */
export async function writePartyFailure(trx: Trx, tenantId: number, f: Failure) {
  const operation = f.operation ?? '*'
  await trx
    .insertInto('local_party_failure')
    .values({ tenant_id: tenantId, port: f.port, operation, mode: f.mode, message: f.message ?? '' })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'port', 'operation']).doUpdateSet({ mode: f.mode, message: f.message ?? '' }),
    )
    .execute()
}

/** The tenant's failure switches, by port and operation (the admin API shows them). */
export const listPartyFailures = (trx: Trx) =>
  trx
    .selectFrom('local_party_failure')
    .select(['port', 'operation', 'mode', 'message'])
    .orderBy('port')
    .orderBy('operation')
    .execute()

/** Heals the party: without an operation, every switch of the port goes. */
export async function deletePartyFailure(trx: Trx, port: LocalPort, operation?: string) {
  let q = trx.deleteFrom('local_party_failure').where('port', '=', port)
  if (operation) q = q.where('operation', '=', operation)
  await q.execute()
}

export const setPartyFailure = (db: Kysely<Database>, tenantId: number, f: Failure) =>
  withTenant(db, tenantId, (trx) => writePartyFailure(trx, tenantId, f))
export const clearPartyFailure = (
  db: Kysely<Database>,
  tenantId: number,
  port: LocalPort,
  operation?: string,
) => withTenant(db, tenantId, (trx) => deletePartyFailure(trx, port, operation))
