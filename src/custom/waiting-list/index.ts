import { lazy } from 'react'

/** The waiting-list screen (issue 20), its own chunk like the other screens of the event group. */
export const WaitingListPage = lazy(() => import('./WaitingListPage'))
