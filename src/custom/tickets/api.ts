/** Every call of the box office screens, through the one fetch wrapper (src/providers/http.ts). */
import { http } from '../../providers/http'

// What the server accepts is what the sale screen offers.
export { PAYMENT_METHODS } from '../../../common/tickets/payment-methods'

export interface SectionStock {
  section: {
    id: number
    name: string
    kind: 'STANDING' | 'SEATED'
    rows: number | null
    seatsPerRow: number | null
    missingSeats: string[]
    accessibleSeats: string[]
  }
  batch: { id: number; name: string; price: number } | null
  capacity: number
  sold: number
  available: number
  takenSeats: string[]
}

export interface SoldTicket {
  id: number
  code: string
  section: { id: number }
  seat: string | null
  person: { name: string }
  batch: { id: number; name: string }
  price: number
}

export interface SaleRequest {
  buyer: { name: string; email: string }
  paymentMethod: string
  tickets: { section: { id: number }; seat?: string; person: { name: string } }[]
}

const listBoxOffices = () =>
  http<{ content: { id: number; name: string; startDate: string }[] }>('/events/box-office', {
    query: { size: 200 },
  })

const readBoxOfficeStock = (id: number) => http<SectionStock[]>(`/events/box-office/${id}/availability`)

const sell = (id: number, body: SaleRequest) =>
  http<{ id: number; total: number; tickets: SoldTicket[] }>(`/events/box-office/${id}/sale`, {
    method: 'POST',
    json: body,
  })

const cancelSale = (saleId: number) =>
  http<{ status: string }>(`/events/box-office/sale/${saleId}/cancel`, { method: 'POST', json: {} })

/** The sale's tickets as a PDF, one page each with its QR code, in the screen's language. */
const ticketsPdf = (saleId: number, language: string) =>
  http<Blob>(`/events/box-office/sale/${saleId}/tickets.pdf?language=${encodeURIComponent(language)}`, {
    blob: true,
  })

const checkIn = (code: string) =>
  http<{
    code: string
    seat: string | null
    section: { name: string }
    person: { name: string }
    checkedInAt: string
  }>('/events/box-office/check-in', { method: 'POST', json: { code } })

/** `A-1`… for every seat of the grid, row by row; null where a seat is missing. */
export function seatGrid(s: SectionStock['section']): (string | null)[][] {
  const letter = (n: number) => {
    let out = ''
    for (let r = n; r > 0; r = Math.floor((r - 1) / 26)) out = String.fromCharCode(65 + ((r - 1) % 26)) + out
    return out
  }
  return Array.from({ length: s.rows ?? 0 }, (_, r) =>
    Array.from({ length: s.seatsPerRow ?? 0 }, (_, c) => {
      const name = `${letter(r + 1)}-${c + 1}`
      return s.missingSeats.includes(name) ? null : name
    }),
  )
}

/** The box office calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts); the stock is the box office's, as the channel has one too. */
export const boxOfficeMethods = {
  listBoxOffices,
  readBoxOfficeStock,
  sell,
  cancelSale,
  ticketsPdf,
  checkIn,
}

type Registered = typeof boxOfficeMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
