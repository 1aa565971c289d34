/**
 * Audit rows in the reader's words (spec "Audit trail"): the action, the item and the field by
 * their labels, and from/to values with enumerations translated, references by name, money,
 * numbers and dates formatted. Everything is read from the origin's schema (audit-fields.ts).
 */
import type { Selectable } from 'kysely'
import type { EventAuditTable } from '../../db/types.js'
import { hasKey, translate, type Locale } from '../../i18n/translate.js'
import { formatMoney, formatNumber, showDate } from '../../../common/format.js'
import { auditField, describe, lookUpLabels, refsIn, refTarget, type Prop } from './audit-fields.js'
import type { Trx } from '../items/types.js'
import { mainCurrencySymbol } from '../../currencies/main-symbol.js'

type Row = Selectable<EventAuditTable>

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** The first of the keys the language has words for, else the fallback. */
const firstOf = (locale: Locale, keys: string[], fallback: string) => {
  const key = keys.find((k) => hasKey(locale, k))
  return key ? translate(locale, key) : fallback
}

/** A stored value back as what was written (references and lists were stored as JSON). */
const parsed = (prop: Prop | undefined, value: string): unknown => {
  if (!prop) return value
  if (refTarget(prop) && /^\d+$/.test(value)) return { id: Number(value) }
  if (prop.type === 'array' || prop.type === 'object') {
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  return value
}

interface Context {
  locale: Locale
  symbol: string
  /** Current names of references whose row kept none (rows written before names were kept). */
  current: Map<string, string>
}

function valueText(
  ctx: Context,
  prefix: string | undefined,
  field: string | null,
  prop: Prop | undefined,
  value: string | null,
  label: string | null,
): string | null {
  if (value === null || value === '') return label
  if (label) return label
  const { locale } = ctx
  if (!prop) return value
  const v = parsed(prop, value)
  if (typeof v === 'object' && v !== null)
    return (
      describe(prop, v, (r) => ctx.current.get(`${r.target}:${r.id}`)) ?? partsText(ctx, prop, v) ?? value
    )
  if (Array.isArray(prop.enum)) {
    const named = prop['x-enum-labels'] as string | undefined
    return firstOf(locale, [named ? `${named}.${value}` : `${prefix}.enums.${field}.${value}`], value)
  }
  if (prop.type === 'boolean' && (value === 'true' || value === 'false'))
    return translate(locale, `ra.boolean.${value}`)
  const widget = (prop['x-ui'] as { widget?: string } | undefined)?.widget
  if (
    (prop.type === 'number' || prop.type === 'integer') &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  ) {
    const n = Number(value)
    if (widget === 'money') return formatMoney(n, locale, ctx.symbol)
    if (widget === 'percent') return `${formatNumber(n, locale)} %`
    return formatNumber(n, locale)
  }
  if (prop.format === 'local-date-time' || prop.format === 'date' || WIRE_DATE.test(value))
    return showDate(value)
  return value
}

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/

/**
 * A list or an object with no name of its own, in words: each plain part as its field shows it,
 * so a reservation's nightly rates read "08/12/2026 R$ 863,00; 09/12/2026 R$ 863,00", never JSON.
 */
function partsText(ctx: Context, prop: Prop | undefined, v: unknown): string | undefined {
  if (Array.isArray(v)) {
    const parts = v.map((x) => partsText(ctx, prop?.items, x)).filter((t): t is string => !!t)
    return parts.length ? parts.join('; ') : undefined
  }
  if (v === null || typeof v !== 'object') return undefined
  const parts = Object.entries(v as Record<string, unknown>)
    .filter(([, x]) => x !== null && x !== undefined && typeof x !== 'object')
    .map(([k, x]) => valueText(ctx, undefined, k, prop?.properties?.[k] ?? {}, String(x), null))
    .filter((t): t is string => !!t)
  return parts.length ? parts.join(' ') : undefined
}

/**
 * The rows of the audit answer: the spec's `{action, origin, field, from, to, user, dateHour}`
 * with the raw stored values, plus the same in words for the reader (`actionText`, `originText`,
 * `fieldText`, `fromText`, `toText`).
 */
export async function auditInWords(trx: Trx, rows: Row[], locale: Locale) {
  const fields = rows.map((r) => auditField(r.origin, r.field))
  const missing = rows.flatMap((r, i) => [
    ...(r.from_label === null && r.from_value !== null
      ? refsIn(fields[i].prop, parsed(fields[i].prop, r.from_value))
      : []),
    ...(r.to_label === null && r.to_value !== null
      ? refsIn(fields[i].prop, parsed(fields[i].prop, r.to_value))
      : []),
  ])
  const ctx: Context = {
    locale,
    symbol: await mainCurrencySymbol(trx),
    current: missing.length ? await lookUpLabels(trx, missing) : new Map(),
  }
  return rows.map((r, i) => {
    const { prefix, prop } = fields[i]
    return {
      id: r.id,
      action: r.action,
      origin: r.origin,
      itemId: r.item_id,
      field: r.field,
      from: r.from_value,
      to: r.to_value,
      user: r.user_email,
      dateHour: r.date_hour,
      actionText: translate(locale, `events.audit.actions.${r.action}`),
      originText: firstOf(locale, [`events.audit.origins.${camel(r.origin)}`], r.origin),
      fieldText: r.field
        ? firstOf(locale, [`${prefix}.fields.${r.field}`, `events.audit.fields.${r.field}`], r.field)
        : null,
      fromText: valueText(ctx, prefix, r.field, prop, r.from_value, r.from_label),
      toText: valueText(ctx, prefix, r.field, prop, r.to_value, r.to_label),
    }
  })
}
