import { pageChunk } from '../../widgets/pageChunk'

/** The report screens (issue 19): one page for every type, its own chunk so the charts load only here. */
export const ReportPage = pageChunk(() => import('./ReportPage'))
export { reportTypes } from './types'
