import { sql } from 'kysely'
import { conflict, fieldError } from '../../http/errors.js'
import { prepared, refId, registryData, throwIfAny } from './checks.js'
import { jsonStore } from './store.js'
import type { Item, ItemContext, ItemKind, Json } from './types.js'

const store = jsonStore('department')

/**
 * A department with its instructions for the event. Manager and employees not sent come from the
 * department's registry record. A department appears once per event (409; a unique index backs
 * it), and its manager is not one of its employees (the registry's own rule and key).
 */
async function validate(ctx: ItemContext, body: Json, before?: Item) {
  const { trx } = ctx
  const d = await prepared(ctx, 'department', body)
  const departmentId = refId(d.department)!
  const registry = await registryData(trx, 'department', departmentId)
  if (d.manager === undefined && registry.manager) d.manager = { id: refId(registry.manager) }
  if (d.employees === undefined)
    d.employees = ((registry.employees ?? []) as { id: number }[]).map((e) => ({ id: e.id }))
  const manager = refId(d.manager)
  throwIfAny(
    (d.employees as { id: number }[]).flatMap((e, i) =>
      e.id === manager ? [fieldError(`employees[${i}]`, 'department.managerIsEmployee')] : [],
    ),
  )
  const twice = await trx
    .selectFrom('event_item')
    .select('id')
    .where('event_id', '=', ctx.event.id)
    .where('kind', '=', 'department')
    .where(sql<boolean>`data->'department'->>'id' = ${String(departmentId)}`)
    .where('id', '<>', before?.id ?? 0)
    .executeTakeFirst()
  if (twice)
    throw conflict('event.departmentAlreadyInEvent', [
      fieldError('department', 'event.departmentAlreadyInEvent'),
    ])
  return d
}

export const departmentKind: ItemKind = {
  kind: 'department',
  audited: ['department', 'manager', 'employees', 'instructions'],
  labels: [
    { field: 'department', target: 'department' },
    { field: 'manager', target: 'person' },
    { field: 'employees', target: 'person' },
  ],
  ...store,
  validate,
}
