import { pageChunk } from '../../widgets/pageChunk'

/** The integration-log screen, loaded when opened (its date filters pull the pickers in). */
export const IntegrationLogPage = pageChunk(() => import('./IntegrationLogPage'))
