import { pageChunk } from '../../widgets/pageChunk'

/** The built-in channel's stock and price list, loaded when opened. */
export const ChannelStockPage = pageChunk(() => import('./ChannelStockPage'))
