/** The placeholders (common/documents/placeholders.ts) and what the renderer fills them with. */
import { scalarPlaceholders, tablePlaceholders } from '../../common/documents/placeholders.js'

export {
  allPlaceholders,
  LOGO,
  QRCODE,
  scalarPlaceholders,
  tablePlaceholders,
} from '../../common/documents/placeholders.js'

export type ScalarKey = (typeof scalarPlaceholders)[number]
export type TableKey = (typeof tablePlaceholders)[number]

export interface Table {
  /** Locale keys of the column titles (translated in the establishment's language). */
  columns: string[]
  rows: string[][]
  /** Columns aligned right (money, quantities). */
  numeric?: number[]
  /** Rows drawn highlighted (a BEO's lines that changed since the previous revision). */
  marked?: number[]
}

/** What a document is filled with, already formatted in the establishment's language and currency. */
export interface FillData {
  values: Partial<Record<ScalarKey, string>>
  tables: Partial<Record<TableKey, Table>>
  /** PNG or JPEG bytes of the establishment's logo, when it has one pdfkit can draw. */
  logo?: Buffer
  /** PNG bytes of the badge's QR code. */
  qrcode?: Buffer
}
