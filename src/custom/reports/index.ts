import { lazy } from 'react'

/** The report screens (issue 19): one page for every type, its own chunk so the charts load only here. */
export const ReportPage = lazy(() => import('./ReportPage'))
export { reportTypes } from './types'
