import LoadingScreen from './LoadingScreen'
import { loadable } from '../widgets/loadable'

// The public shell must not pull react-admin (or Autocomplete) in: the applications load on demand.
export const AdminApp = loadable(() => import('../admin/AdminApp'), LoadingScreen)
export const TicketsApp = loadable(() => import('../tickets/TicketsApp'), LoadingScreen)
