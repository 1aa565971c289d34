import { pageChunk } from '../../widgets/pageChunk'

/** The waiting-list screen (issue 20), its own chunk like the other screens of the event group. */
export const WaitingListPage = pageChunk(() => import('./WaitingListPage'))
