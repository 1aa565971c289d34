import { dayEnd, dayStart } from '../../common/wire-dates.js'
import { sql, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { labelsOf, type RegistryName } from '../registries/reader.js'
import type { ReportOptions, ReportScope } from './options.js'

export type Trx = Transaction<Database>
export type EventQuery = SelectQueryBuilder<Database, 'event', object>

/** Where the next batch starts: the last row's order key and id (keyset, never OFFSET). */
export interface Cursor {
  key: string | number
  id: number
  item?: number
}

/**
 * The events a report may read: the asker's visible situations and (without "see others") only
 * their own events, then the §4 options: the period on the chosen date, wait list only, internal
 * events only when asked. Every event-based report starts here.
 */
export function reportEvents(trx: Trx, scope: ReportScope, o: ReportOptions): EventQuery {
  let q = trx.selectFrom('event') as EventQuery
  q = scope.situations.length
    ? q.where('event.situation', 'in', scope.situations)
    : q.where(sql<boolean>`false`)
  if (!scope.seesOthers) q = q.where('event.created_by', '=', scope.userId)
  if (!o.includeInternal) q = q.where('event.internal', '=', false)
  if (o.waitlistOnly) q = q.where('event.wait_list', '=', true)
  // The period's dates mean days: each bound covers its whole day (a date-time counts as its day).
  const start = o.startDate && dayStart(o.startDate)
  const end = o.endDate && dayEnd(o.endDate)
  const column = {
    CONFIRM_BY: 'event.confirm_date',
    CANCELLATION_DATE: 'event.canceled_at',
    CREATED_AT: 'event.created_at',
    PERIOD: null,
  }[o.dateParameter ?? 'PERIOD'] as 'event.confirm_date' | 'event.canceled_at' | 'event.created_at' | null
  if (column) {
    if (start) q = q.where(column, '>=', start)
    if (end) q = q.where(column, '<=', end)
  } else {
    // The event period overlaps the asked one.
    if (start) q = q.where('event.end_date', '>=', start)
    if (end) q = q.where('event.start_date', '<=', end)
  }
  return q
}

/** A report's `count`: how many rows its query has (the file's progress and the preview's total). */
export async function countRows(q: SelectQueryBuilder<Database, any, any>): Promise<number> {
  const r = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()
  return Number(r.n)
}

/**
 * Orders by code (id) or start date, starting after the cursor, `limit` rows. Reports of sub-items
 * (one row per equipment, booking…) name the item's id column, which breaks ties within an event.
 */

export function keyset<Q extends SelectQueryBuilder<Database, any, any>>(
  q: Q,
  o: ReportOptions,
  after: Cursor | null,
  limit: number,
  item?: string,
): Q {
  const byDate = o.orderBy === 'START_DATE'
  const keys = [...(byDate ? ['event.start_date'] : []), 'event.id', ...(item ? [item] : [])]
  if (after) {
    const values = [...(byDate ? [after.key] : []), after.id, ...(item ? [after.item ?? 0] : [])]
    const left = sql.join(keys.map((k) => sql.ref(k)))
    q = q.where(sql<boolean>`(${left}) > (${sql.join(values)})`) as Q
  }
  for (const k of keys) q = q.orderBy(k as never) as Q
  return q.limit(limit) as Q
}

/** The cursor after a batch: the last row's start date, event id and item id (when an item report). */
export function cursorAfter(
  o: ReportOptions,
  rows: { id: number; startDate: string; itemId?: number }[],
  limit: number,
): Cursor | null {
  const last = rows.at(-1)
  if (!last || rows.length < limit) return null
  return { key: o.orderBy === 'START_DATE' ? last.startDate : last.id, id: last.id, item: last.itemId }
}

/** Where a row's label comes from: the registry record whose id the row holds under `id`. */
export interface LabelFrom {
  registry: RegistryName
  id: string
}

/** The labels of `ids` in one registry, keyed by numeric id (drivers may hand bigint ids as text). */
export async function labelMap(trx: Trx, registry: RegistryName, ids: unknown[]) {
  const wanted = ids.filter((id) => id !== null && id !== undefined).map(Number)
  const found = await labelsOf(trx, registry, wanted)
  return new Map([...found].map(([id, label]) => [Number(id), label]))
}

/**
 * Sets each row's `key` to the label of the record its id column names (null when there is none)
 * and drops that id column: one lookup per registry per batch, as the reader rule asks.
 */
export async function withLabels<T extends Record<string, unknown>>(
  trx: Trx,
  rows: T[],
  labels: Record<string, LabelFrom>,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = rows.map((r) => ({ ...r }))
  for (const [key, { registry, id }] of Object.entries(labels)) {
    const names = await labelMap(
      trx,
      registry,
      rows.map((r) => r[id]),
    )
    for (const r of out) {
      r[key] = r[id] === null || r[id] === undefined ? null : (names.get(Number(r[id])) ?? null)
      delete r[id]
    }
  }
  return out
}

/** `YYYY-MM` of a timestamp column, for charts by month. */
export const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM')`

/** Adds up counts whose labels are equal (a chart grouped by id, once labelled), first seen first. */
export function sumByLabel<T extends { label: string | null; n: number }>(rows: T[]): T[] {
  const byLabel = new Map<string | null, T>()
  for (const r of rows) {
    const seen = byLabel.get(r.label)
    if (seen) seen.n += r.n
    else byLabel.set(r.label, { ...r })
  }
  return [...byLabel.values()]
}
