/**
 * The placeholders a template may hold, written `{{key}}` in its text: the server's renderer fills
 * them (server/documents/fill.ts) and the browser's template editor offers them in its menu
 * (label: `documents.placeholders.<key>`). A `table.*` placeholder alone in a paragraph becomes
 * that table; the logo and QR code placeholders become images.
 */
import { eventPlaceholders } from './event-placeholders.js'

export const scalarPlaceholders = [
  // The event's own: its schema's `x-placeholder` fields (./event-placeholders.ts).
  ...eventPlaceholders.map((p) => p.key),
  'customer.name',
  'customer.document',
  'customer.email',
  'customer.phone',
  'customer.address',
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
  'badge.company',
  /** BEO templates: the revision and what changed since the previous one. */
  'beo.revision',
  'beo.previousRevision',
  /** COMMISSION templates: the responsible of the page and what their commission adds up to. */
  'commission.responsible',
  'commission.document',
  'commission.email',
  'commission.type',
  'commission.total',
] as const

export const tablePlaceholders = [
  'table.environments',
  'table.equipment',
  'table.meals',
  'table.menus',
  'table.roomService',
  'table.accommodation',
  /** Every summary group (gross, courtesy, discount, tax, total), the general discounts and the total. */
  'table.summary',
  'table.payments',
  'table.commissions',
  'table.discounts',
  'table.requesters',
  /** BEO: every line of the order by day (rooms, meals, menus, room service, equipment, departments). */
  'table.beo',
  /** BEO: the lines added, removed or changed since the previous revision. */
  'table.beoChanges',
  /** COMMISSION: the page's responsible's share of each area (base, percentage, value). */
  'table.commissionShares',
] as const

export const LOGO = 'establishment.logo'
/** Badge templates: the person's QR code (an image, like the logo). */
export const QRCODE = 'badge.qrcode'

export const allPlaceholders = [...scalarPlaceholders, ...tablePlaceholders, LOGO, QRCODE] as string[]

/**
 * The template type whose documents alone fill a placeholder (badges, banquet event orders and
 * commission pages carry data the others do not have), or undefined when every type fills it.
 */
export function placeholderOwner(key: string): string | undefined {
  if (key.startsWith('badge.')) return 'BADGE'
  if (key.startsWith('beo.') || key.startsWith('table.beo')) return 'BEO'
  if (key.startsWith('commission.') || key === 'table.commissionShares') return 'COMMISSION'
  return undefined
}

/** The placeholders a template of `templateType` can use; every one while the type is not chosen. */
export const placeholdersFor = (templateType?: string): readonly string[] =>
  templateType
    ? allPlaceholders.filter((key) => {
        const owner = placeholderOwner(key)
        return owner === undefined || owner === templateType
      })
    : allPlaceholders

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/**
 * The placeholders a template body holds that a document of `templateType` cannot fill (a typo,
 * a key no document has, or another type's), each once in the order written: the template
 * registry refuses them on save and the editor names them, so nothing prints a dead `{{key}}`.
 */
export function unknownPlaceholders(body: string, templateType?: string): string[] {
  const known = new Set(placeholdersFor(templateType))
  const found = [...body.matchAll(PLACEHOLDER)].map((m) => m[1])
  return [...new Set(found.filter((key) => !known.has(key)))]
}
