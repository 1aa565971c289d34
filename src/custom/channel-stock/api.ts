/** The built-in channel's stock and price list (server/accommodation/local-channel-routes.ts). */
import { http } from '../../providers/http'

const base = '/events/channel-integration/local'

export const PAX_TYPES = ['ADULT', 'CHILD', 'BOTH'] as const
export type PaxType = (typeof PAX_TYPES)[number]

export interface UnitType {
  id: number
  name: string
  code: string
}

/** One night of one type: the rooms the channel sells, those sold, and those left. */
export interface StockNight {
  date: string
  hostingUnitType: UnitType
  rooms: number
  sold: number
  available: number
}

/** One night's price of one type for a pax amount and type. */
export interface RateNight {
  date: string
  hostingUnitType: UnitType
  paxAmount: number
  paxType: PaxType
  currency: string
  value: number
}

export interface StockWrite {
  hostingUnitType: { id: number }
  startDate: string
  endDate: string
  rooms: number
}

export interface RateWrite {
  hostingUnitType: { id: number }
  startDate: string
  endDate: string
  paxAmount: number
  paxType: PaxType
  currency: string
  value: number
}

/** Both days included; at most the days of the start month. */
const readChannelStock = (startDate: string, endDate: string, signal?: AbortSignal) =>
  http<StockNight[]>(`${base}/stock`, { query: { startDate, endDate }, signal })

const readChannelRates = (startDate: string, endDate: string, signal?: AbortSignal) =>
  http<RateNight[]>(`${base}/rates`, { query: { startDate, endDate }, signal })

const writeChannelStock = (body: StockWrite) =>
  http<StockNight[]>(`${base}/stock`, { method: 'PUT', json: body })

const writeChannelRates = (body: RateWrite) =>
  http<RateNight[]>(`${base}/rates`, { method: 'PUT', json: body })

/** The built-in channel's calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts); named for the channel, as the box office has a stock too. */
export const channelStockMethods = {
  readChannelStock,
  readChannelRates,
  writeChannelStock,
  writeChannelRates,
}

type Registered = typeof channelStockMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
