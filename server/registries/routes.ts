import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_PAGE_SIZE } from '../http/page.js'
import { badRequest, fieldError } from '../http/errors.js'
import type { RegistryModel } from './model.js'
import { buildModels } from './models.js'
import { autocompleteQuery, filtersOf, validatorCompiler } from './route-queries.js'
import { registerListRoute } from './list-route.js'
import { listRecordsJson } from './list.js'
import { changeRecord, createRecord, readRecord, removeRecord, type WriteContext } from './service.js'
import { syncRegistryIndexes } from './indexes.js'
import { created, ok, pageOf, recordOf, objectOf, shapes } from '../http/answers.js'
import type { RegistrySchema } from '../schemas/load.js'
import { idParams } from '../http/route-schemas.js'

/** Every registry's routes, derived from its schema. No registry is named here. */
export async function registryRoutes(app: FastifyInstance, schemas: RegistrySchema[]) {
  const models = buildModels(schemas)
  await syncRegistryIndexes(app.database.db, [...models.values()])
  for (const s of schemas) app.addSchema({ ...s, $id: s.$id })

  // PostgreSQL writes the lists' JSON (a backend per connection, on every core); the embedded
  // database is one single-threaded backend for all requests, where the same work made the list
  // a third slower than the server labelling and serialising it (issue 15, `npm run bench`).
  const listsByDatabase = app.database.kind === 'postgres'
  for (const model of models.values()) {
    const ep = model.resource.endpoint.replace(/\/$/, '')
    const tags = [model.name]
    const config = { feature: model.features }
    const body = { $ref: `${model.name}#` }
    // A change carries the version it was read with (service.ts changeRecord checks it).
    const changeBody = {
      allOf: [
        body,
        {
          type: 'object',
          required: ['version'],
          properties: {
            version: { type: 'integer', minimum: 1, description: 'The version read; stale is 409.' },
          },
        },
      ],
    }
    // The answers, from the registry's own schema (the document's component of that name).
    const record = recordOf(model.name)
    const removed = ok(objectOf({ id: shapes.integer }, ['id']))
    const write = (request: FastifyRequest, work: (ctx: WriteContext) => Promise<unknown>) =>
      request.withTenant((trx) =>
        work({
          trx,
          tenantId: request.auth.tenantId!,
          userId: request.auth.eventsUserId,
          models,
          finders: app.registries.dependencyFinders,
          hooks: app.registries.hooks,
        }),
      )

    registerListRoute(app, model, models, { ep, tags, config, record, listsByDatabase })

    app.get<{ Querystring: { name?: string; page: number } }>(
      `${ep}/autocomplete`,
      {
        config: { feature: model.autocompleteFeatures },
        validatorCompiler,
        schema: {
          tags,
          summary: `Autocomplete ${model.name}`,
          querystring: autocompleteQuery,
          response: ok(pageOf(record)),
        },
      },
      async (request, reply) => {
        const name = request.query.name?.trim() ?? ''
        const json = await request.withTenant(
          (trx) =>
            listRecordsJson(
              trx,
              model,
              {
                page: request.query.page,
                size: DEFAULT_PAGE_SIZE,
                sort: model.scalars.has(model.label)
                  ? { field: model.label, desc: false }
                  : model.defaultSort,
                search: name.length >= 2 ? name : undefined,
                searchFields: model.scalars.get(model.label) === 'string' ? [model.label] : model.search,
                filters: filtersOf(model, request.query, ['name', 'page', 'idCompany']),
                filterPaths: model.filterPaths,
                activeOnly: true,
              },
              models,
              listsByDatabase,
            ),
          { readOnly: true },
        )
        reply.type('application/json; charset=utf-8')
        return json
      },
    )

    app.get<{ Params: { id: number } }>(
      `${ep}/:id`,
      {
        config,
        validatorCompiler,
        schema: { tags, summary: `Read ${model.name}`, params: idParams, response: ok(record) },
      },
      (request) =>
        request.withTenant((trx) => readRecord({ trx, models }, model, request.params.id), {
          readOnly: true,
        }),
    )

    const create = {
      config,
      validatorCompiler,
      schema: { tags, summary: `Create ${model.name}`, body, response: created(record) },
    }
    app.post(ep, create, async (request, reply) =>
      reply.status(201).send(await write(request, (ctx) => createRecord(ctx, model, request.body))),
    )

    app.put<{ Params: { id: number } }>(
      `${ep}/:id`,
      {
        config,
        validatorCompiler,
        schema: {
          tags,
          summary: `Update ${model.name}`,
          params: idParams,
          body: changeBody,
          response: ok(record),
        },
      },
      (request) => write(request, (ctx) => changeRecord(ctx, model, request.params.id, request.body)),
    )
    app.put(
      ep,
      {
        config,
        validatorCompiler,
        schema: {
          tags,
          summary: `Update ${model.name} (id in the body)`,
          body: changeBody,
          response: ok(record),
        },
      },
      (request) => {
        const id = Number((request.body as { id?: unknown } | null)?.id)
        if (!Number.isSafeInteger(id) || id <= 0) throw badRequest([fieldError('id', 'error.required')])
        return write(request, (ctx) => changeRecord(ctx, model, id, request.body))
      },
    )

    app.delete<{ Params: { id: number } }>(
      `${ep}/:id`,
      {
        config,
        validatorCompiler,
        schema: { tags, summary: `Delete ${model.name}`, params: idParams, response: removed },
      },
      // The removed record's id, not a 204: react-admin's deleteMany reads it from each answer
      // (docs/decisions/0068-react-admin-conventions.md).
      async (request) => {
        await write(request, (ctx) => removeRecord(ctx, model, request.params.id))
        return { id: request.params.id }
      },
    )
  }
  app.decorate('registryModels', models)
}

declare module 'fastify' {
  interface FastifyInstance {
    registryModels: Map<string, RegistryModel>
  }
}
