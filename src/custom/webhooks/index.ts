import { pageChunk } from '../../widgets/pageChunk'

/** The webhooks screen (issue 37, admin only), loaded when opened. */
export const WebhooksPage = pageChunk(() => import('./WebhooksPage'))
