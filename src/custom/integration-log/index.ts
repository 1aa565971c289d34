import { lazy } from 'react'

/** The integration-log screen, loaded when opened (its date filters pull the pickers in). */
export const IntegrationLogPage = lazy(() => import('./IntegrationLogPage'))
