import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { Actor } from '../auth/actor.js'
import { conflict, notFound } from '../http/errors.js'
import { pageOf } from '../http/page.js'
import type { BoxOfficeInput } from './box-office-schema.js'
import { hasSales, insertSections, replaceSections } from './box-office-store.js'
import { readBoxOffice } from './box-office-read.js'
import { planBoxOffice } from './box-office-validate.js'

type Trx = Transaction<Database>

const nameLike = (text: string) => sql<boolean>`name ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`

/** A page of box offices, newest first, optionally those whose name holds `search`. */
export async function listBoxOffices(trx: Trx, page: number, size: number, search?: string) {
  let q = trx.selectFrom('box_office')
  if (search) q = q.where(nameLike(search))
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q
    .select(['id', 'name', 'start_date', 'end_date', 'event_id', 'version'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute()
  const content = rows.map((r) => ({
    id: r.id,
    name: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
    event: r.event_id ? { id: r.event_id } : null,
    version: r.version,
  }))
  return pageOf(content, Number(total), page, size)
}

/** Twenty box offices by name for a picker. */
export async function autocompleteBoxOffices(trx: Trx, page: number, name?: string) {
  let q = trx.selectFrom('box_office').select(['id', 'name'])
  if (name) q = q.where(nameLike(name))
  const rows = await q
    .orderBy('name')
    .orderBy('id')
    .limit(20)
    .offset(page * 20)
    .execute()
  return pageOf(rows, rows.length, page, 20)
}

/**
 * A box office and its sections, for the actor's tenant (issue 50: the route and the demo seed
 * call this verb; `body` is what the route's schema let through, its defaults applied).
 */
export async function createBoxOffice(trx: Trx, actor: Actor, body: BoxOfficeInput) {
  const tenantId = actor.tenantId!
  const plan = await planBoxOffice(trx, body)
  const { id } = await trx
    .insertInto('box_office')
    .values({
      tenant_id: tenantId,
      event_id: plan.eventId,
      name: plan.name,
      start_date: plan.startDate,
      end_date: plan.endDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await insertSections(trx, tenantId, id, plan.sections)
  return readBoxOffice(trx, id)
}

/** `version` given and not the stored one: someone saved in between (409, nothing written). */
export async function updateBoxOffice(trx: Trx, actor: Actor, id: number, body: BoxOfficeInput) {
  const tenantId = actor.tenantId!
  const office = await trx
    .selectFrom('box_office')
    .select(['id', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!office) throw notFound()
  if (body.version !== undefined && body.version !== office.version)
    throw conflict('error.changedInAnotherSession')
  const plan = await planBoxOffice(trx, body)
  await trx
    .updateTable('box_office')
    .set({
      event_id: plan.eventId,
      name: plan.name,
      start_date: plan.startDate,
      end_date: plan.endDate,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .execute()
  await replaceSections(trx, tenantId, id, plan)
  return readBoxOffice(trx, id)
}

/** A box office that sold tickets stays (409): its sales name it. */
export async function deleteBoxOffice(trx: Trx, id: number) {
  const office = await trx
    .selectFrom('box_office')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!office) throw notFound()
  if (await hasSales(trx, office.id)) throw conflict('ticket.boxOfficeHasSales')
  await trx.deleteFrom('box_office').where('id', '=', office.id).execute()
}
