import type { FastifyInstance } from 'fastify'
import { filtersOf, listQuery, validatorCompiler, type ListQs } from './route-queries.js'
import { listedJson, listRecordsJson, type ListedJson } from './list.js'
import type { ListQuery } from './list-sql.js'
import type { RegistryModel } from './model.js'
import { asksReactAdmin, contentRange, reactAdminList, sortOf } from './react-admin.js'
import { ok, pageOf } from '../http/answers.js'

/** The query keys that are no `?field=value` filter. */
const RESERVED = ['page', 'size', 'sort', 'search', 'idCompany', 'range', 'filter']

/** The list's answer in either convention (react-admin.ts), as the document shows it. */
const listAnswer = (record: object) =>
  ok({
    oneOf: [
      { ...pageOf(record), description: "The spec's page (no `range`, `filter` or JSON `sort`)." },
      {
        type: 'array',
        items: record,
        description: "react-admin's convention (`range`, `filter` or a JSON `sort`): the records.",
      },
    ],
    headers: {
      'Content-Range': {
        type: 'string',
        description:
          "react-admin's convention only: `<resource> <from>-<to>/<total>` (`*/<total>` when empty).",
      },
      'X-Total-Count': { type: 'integer', description: "react-admin's convention only: every match." },
    },
  })

/** The registry's `GET <endpoint>`: the spec's page, or react-admin's array when asked for it. */
export function registerListRoute(
  app: FastifyInstance,
  model: RegistryModel,
  models: Map<string, RegistryModel>,
  route: { ep: string; tags: string[]; config: object; record: object; listsByDatabase: boolean },
) {
  const resource = route.ep.split('/').pop()!
  app.get<{ Querystring: ListQs }>(
    route.ep,
    {
      config: route.config,
      validatorCompiler,
      schema: {
        tags: route.tags,
        summary: `List ${model.name}`,
        querystring: listQuery,
        response: listAnswer(route.record),
      },
    },
    async (request, reply) => {
      const q = request.query
      const spec: ListQuery = {
        page: q.page,
        size: q.size,
        sort: model.defaultSort,
        search: q.search,
        filters: filtersOf(model, q, RESERVED),
        filterPaths: model.filterPaths,
      }
      const ra = asksReactAdmin(q)
      const list = ra ? reactAdminList(model, q, spec) : { ...spec, sort: sortOf(model, q.sort) }
      // The records come as the JSON text of the answer (listedJson), sent as they are.
      const listed = await request.withTenant<string | ListedJson>(
        (trx) =>
          ra
            ? listedJson(trx, model, list, models, route.listsByDatabase)
            : listRecordsJson(trx, model, list, models, route.listsByDatabase),
        { readOnly: true },
      )
      reply.type('application/json; charset=utf-8')
      if (typeof listed === 'string') return listed
      const offset = list.offset ?? 0
      reply
        .header('content-range', contentRange(resource, offset, listed.content.length, listed.total))
        .header('x-total-count', String(listed.total))
        // No CORS here, but a browser app on another origin behind one must still read the total.
        .header('access-control-expose-headers', 'Content-Range, X-Total-Count')
      return `[${listed.content.join(',')}]`
    },
  )
}
