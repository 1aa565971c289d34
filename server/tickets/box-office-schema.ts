import { wireDateTime } from '../../common/wire-dates.js'
import { recordRef } from '../http/route-schemas.js'
/** Route schemas of the box office (DESIGN "wave 2", Tickets): what Fastify checks before our rules. */
const localDateTime = wireDateTime()
const seatList = {
  type: 'array',
  maxItems: 2000,
  uniqueItems: true,
  items: { type: 'string', minLength: 3, maxLength: 9 },
  default: [],
} as const

export const sectionBody = {
  type: 'object',
  required: ['name', 'kind', 'sectionType'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    kind: { type: 'string', enum: ['STANDING', 'SEATED'] },
    capacity: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    rows: { type: ['integer', 'null'], minimum: 1, maximum: 200 },
    seatsPerRow: { type: ['integer', 'null'], minimum: 1, maximum: 500 },
    missingSeats: seatList,
    accessibleSeats: seatList,
    sectionType: recordRef,
  },
} as const

export const boxOfficeBody = {
  type: 'object',
  required: ['sections'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    version: { type: 'integer', minimum: 1 },
    event: { anyOf: [recordRef, { type: 'null' }] },
    name: { type: 'string', minLength: 1, maxLength: 150 },
    startDate: localDateTime,
    endDate: localDateTime,
    sections: { type: 'array', minItems: 1, maxItems: 50, items: sectionBody },
  },
} as const

export interface SectionInput {
  id?: number
  name: string
  kind: 'STANDING' | 'SEATED'
  capacity?: number | null
  rows?: number | null
  seatsPerRow?: number | null
  missingSeats: string[]
  accessibleSeats: string[]
  sectionType: { id: number }
}

export interface BoxOfficeInput {
  id?: number
  version?: number
  event?: { id: number } | null
  name?: string
  startDate?: string
  endDate?: string
  sections: SectionInput[]
}
