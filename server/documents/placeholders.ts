/**
 * The placeholders a template may hold, written `{{key}}` in its text. The editor's menu offers
 * this list (label: `documents.placeholders.<key>`), the renderer fills it from the event's
 * current data. A `table.*` placeholder alone in a paragraph becomes that table; the logo
 * placeholder becomes the establishment's logo (alone in a paragraph or as an image's src).
 */
export const scalarPlaceholders = [
  'event.number',
  'event.name',
  'event.startDate',
  'event.endDate',
  'event.type',
  'event.location',
  'event.estimatedPeople',
  'event.observation',
  'customer.name',
  'customer.document',
  'customer.email',
  'customer.phone',
  'requester.name',
  'requester.email',
  'requester.phone',
  'requesters.names',
  'totals.environment',
  'totals.equipment',
  'totals.foodAndBeverage',
  'totals.accommodation',
  'totals.additional',
  'totals.subtotal',
  'totals.discount',
  'totals.total',
  'establishment.name',
  'establishment.tradeName',
  'establishment.document',
  'establishment.address',
  'establishment.phone',
  'establishment.email',
  'quotation.currency',
  'quotation.value',
  'quotation.date',
  'document.number',
  'document.version',
  'today',
  /** Badge templates: the person the badge is for. */
  'badge.name',
  'badge.email',
] as const

export const tablePlaceholders = [
  'table.environments',
  'table.equipment',
  'table.meals',
  'table.menus',
  'table.roomService',
  'table.payments',
  'table.commissions',
  'table.discounts',
  'table.requesters',
] as const

export const LOGO = 'establishment.logo'

export type ScalarKey = (typeof scalarPlaceholders)[number]
export type TableKey = (typeof tablePlaceholders)[number]

export interface Table {
  /** Locale keys of the column titles (translated in the establishment's language). */
  columns: string[]
  rows: string[][]
  /** Columns aligned right (money, quantities). */
  numeric?: number[]
}

/** What a document is filled with, already formatted in the establishment's language and currency. */
export interface FillData {
  values: Partial<Record<ScalarKey, string>>
  tables: Partial<Record<TableKey, Table>>
  /** PNG or JPEG bytes of the establishment's logo, when it has one pdfkit can draw. */
  logo?: Buffer
}

export const allPlaceholders = [...scalarPlaceholders, ...tablePlaceholders, LOGO] as string[]
