import { eventPlaceholders } from '../../common/documents/event-placeholders.js'
import { columnOf, type EventRow } from '../events/model.js'
import { eventSchema } from '../events/validate.js'
import { formatNumber, showDate } from '../../common/format.js'
import type { Locale } from '../i18n/translate.js'
import { labelsOf, type RegistryName } from '../registries/reader.js'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'

type Trx = Transaction<Database>

interface Property {
  type?: string
  format?: string
  'x-ref'?: RegistryName
}

/**
 * The event's own placeholders (its schema's `x-placeholder` fields) as a document shows them: a
 * reference's label, a date as DD/MM/YYYY HH:mm, a number in the establishment's language (blank
 * when none or 0), text as it is; `as: "code"` writes the value bare.
 */
export async function eventValues(
  trx: Trx,
  event: EventRow,
  locale: Locale,
): Promise<Record<string, string>> {
  const properties = eventSchema('event').schema.properties as Record<string, Property>
  const entries = await Promise.all(
    eventPlaceholders.map(async ({ field, key, as }) => {
      const p = properties[field]
      const value = event[columnOf(field)] as unknown
      if (value === null || value === undefined) return [key, '']
      if (as === 'code') return [key, String(value)]
      if (p['x-ref'])
        return [key, (await labelsOf(trx, p['x-ref'], [Number(value)])).get(Number(value)) ?? '']
      if (p.format === 'local-date-time' || p.format === 'date') return [key, showDate(String(value))]
      if (p.type === 'integer' || p.type === 'number')
        return [key, value ? formatNumber(Number(value), locale) : '']
      return [key, String(value)]
    }),
  )
  return Object.fromEntries(entries)
}
