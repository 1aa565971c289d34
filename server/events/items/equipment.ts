import { fieldError, type FieldError } from '../../http/errors.js'
import { checkEquipmentStock } from '../bookings/equipment-stock.js'
import { periodErrors, prepared, ref, refId, registryData, throwIfAny } from './checks.js'
import type { Item, ItemContext, ItemKind, Json, Trx } from './types.js'
import { tableWrites } from './store.js'
import { labelsOf } from '../../registries/reader.js'

async function list(trx: Trx, eventId: number, id?: number): Promise<Item[]> {
  let q = trx.selectFrom('event_equipment').selectAll().where('event_id', '=', eventId)
  if (id !== undefined) q = q.where('id', '=', id)
  const rows = await q.orderBy('start_date_hour').orderBy('id').execute()
  return rows.map((r) => ({
    id: r.id,
    equipment: { id: r.equipment_id },
    eventEnvironment: ref(r.event_environment_id),
    startDateHour: r.start_date_hour,
    endDateHour: r.end_date_hour,
    amount: r.amount,
    ...r.data,
  }))
}

async function validate(ctx: ItemContext, body: Json, before?: Item) {
  const { trx, event } = ctx
  const d = await prepared(ctx, 'equipment', body)
  const errors: FieldError[] = periodErrors(event, d.startDateHour, d.endDateHour)
  const roomId = refId(d.eventEnvironment)
  if (roomId !== undefined) {
    const room = await trx
      .selectFrom('event_environment')
      .select(['start_date_hour', 'end_date_hour'])
      .where('event_id', '=', event.id)
      .where('id', '=', roomId)
      .executeTakeFirst()
    if (!room) errors.push(fieldError('eventEnvironment', 'error.invalidReference'))
    else if (
      (d.startDateHour as string) < room.start_date_hour ||
      (d.endDateHour as string) > room.end_date_hour
    )
      errors.push(fieldError('startDateHour', 'event.equipmentOutsideEnvironment'))
  }
  const equipment = await registryData(trx, 'equipment', refId(d.equipment)!)
  const kind = equipment.type ?? 'EQUIPMENT'
  throwIfAny(errors)
  d.type = kind
  if (d.dailyRate === undefined) d.dailyRate = Number(equipment.dailyRate ?? 0)
  await checkEquipmentStock(ctx.app.events.bookings, trx, {
    equipmentId: refId(d.equipment)!,
    start: d.startDateHour as string,
    end: d.endDateHour as string,
    amount: d.amount as number,
    excludeEventEquipmentId: before?.id,
    situation: ctx.event.situation,
  })
  return d
}

const columns = (d: Json) => {
  const { equipment, eventEnvironment, startDateHour, endDateHour, amount, ...data } = d
  return {
    equipment_id: refId(equipment)!,
    event_environment_id: refId(eventEnvironment) ?? null,
    start_date_hour: startDateHour as string,
    end_date_hour: endDateHour as string,
    amount: amount as number,
    data: JSON.stringify(data) as never,
  }
}

export const equipmentKind: ItemKind = {
  kind: 'equipment',
  audited: [
    'equipment',
    'observation',
    'startDateHour',
    'endDateHour',
    'dailyRate',
    'amount',
    'type',
    'extra',
    'eventEnvironment',
  ],
  labels: [{ field: 'equipment', target: 'equipment' }],
  list,
  validate,
  ...tableWrites('event_equipment', columns),
  /** The room of a linked event environment, so the list can show where the equipment goes. */
  async decorate(trx, items) {
    const ids = items.map((i) => refId(i.eventEnvironment)).filter((id): id is number => id !== undefined)
    if (!ids.length) return
    const rows = await trx
      .selectFrom('event_environment')
      .select(['id', 'environment_id'])
      .where('id', 'in', ids)
      .execute()
    const names = await labelsOf(
      trx,
      'environment',
      rows.map((r) => r.environment_id),
    )
    const byId = new Map(
      rows.map((r) => [
        r.id,
        { id: r.id, environment: { id: r.environment_id, name: names.get(r.environment_id) ?? null } },
      ]),
    )
    for (const item of items) {
      const id = refId(item.eventEnvironment)
      if (id !== undefined) item.eventEnvironment = byId.get(id) ?? item.eventEnvironment
    }
  },
}
