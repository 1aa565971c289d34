import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { conflict, notFound } from '../http/errors.js'
import { pageOf, pageQuerySchema } from '../http/page.js'
import { boxOfficeBody, idParams, type BoxOfficeInput } from './box-office-schema.js'
import { hasSales, insertSections, replaceSections } from './box-office-store.js'
import { readBoxOffice } from './box-office-read.js'
import { planBoxOffice } from './box-office-validate.js'

export const BOX_OFFICE_FEATURE = 'TICKETS_BOX_OFFICE'
const config = { feature: BOX_OFFICE_FEATURE }
const tags = ['tickets']

/** `version` given and not the stored one: someone saved in between (409, nothing written). */
async function update(request: FastifyRequest, id: number, body: BoxOfficeInput) {
  return request.withTenant(async (trx) => {
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
    await replaceSections(trx, request.auth.tenantId!, id, plan)
    return readBoxOffice(trx, id)
  })
}

/**
 * The box office with the registry verbs (DESIGN "wave 2", Tickets): its own tables rather than a
 * registry record, because its sections carry the stock counters and the seat constraint of sales.
 */
export async function boxOfficeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number; size: number; search?: string } }>(
    '/events/box-office',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, search: { type: 'string', maxLength: 100 } },
        },
      },
    },
    (request) => {
      const { page, size, search } = request.query
      return request.withTenant(async (trx) => {
        let q = trx.selectFrom('box_office')
        if (search) q = q.where(sql<boolean>`name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`)
        const { total } = await q
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
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
      })
    },
  )

  app.get<{ Querystring: { name?: string; page: number } }>(
    '/events/box-office/autocomplete',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 100 }, page: pageQuerySchema.page },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const { name, page } = request.query
        let q = trx.selectFrom('box_office').select(['id', 'name'])
        if (name) q = q.where(sql<boolean>`name ilike ${`%${name.replace(/[\\%_]/g, '\\$&')}%`}`)
        const rows = await q
          .orderBy('name')
          .orderBy('id')
          .limit(20)
          .offset(page * 20)
          .execute()
        return pageOf(rows, rows.length, page, 20)
      }),
  )

  app.get<{ Params: { id: number } }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams } },
    (request) =>
      request.withTenant(
        async (trx) => (await readBoxOffice(trx, request.params.id)) ?? Promise.reject(notFound()),
      ),
  )

  app.post<{ Body: BoxOfficeInput }>(
    '/events/box-office',
    { config, schema: { tags, body: boxOfficeBody } },
    async (request, reply) => {
      const made = await request.withTenant(async (trx) => {
        const plan = await planBoxOffice(trx, request.body)
        const tenantId = request.auth.tenantId!
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
      })
      return reply.code(201).send(made)
    },
  )

  app.put<{ Body: BoxOfficeInput }>(
    '/events/box-office',
    { config, schema: { tags, body: { ...boxOfficeBody, required: ['id', 'sections'] } } },
    (request) => update(request, request.body.id!, request.body),
  )

  app.put<{ Params: { id: number }; Body: BoxOfficeInput }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams, body: boxOfficeBody } },
    (request) => update(request, request.params.id, request.body),
  )

  app.delete<{ Params: { id: number } }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams } },
    async (request, reply) => {
      await request.withTenant(async (trx) => {
        const office = await trx
          .selectFrom('box_office')
          .select('id')
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst()
        if (!office) throw notFound()
        if (await hasSales(trx, office.id)) throw conflict('ticket.boxOfficeHasSales')
        await trx.deleteFrom('box_office').where('id', '=', office.id).execute()
      })
      return reply.code(204).send()
    },
  )
}
