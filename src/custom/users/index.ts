/**
 * The events-users resource for react-admin (`<Resource name="events-users" {...users} />`),
 * pages loaded on demand. Its data calls are answered by `withUsers` (./dataProvider).
 */
import { lazy } from 'react'
import People from '@mui/icons-material/People'

export const list = lazy(() => import('./UserList'))
export const edit = lazy(() => import('./UserEdit'))
export const create = lazy(() => import('./UserCreate'))
export const icon = People
export const recordRepresentation = 'email'

const users = { list, edit, create, icon, recordRepresentation }
export default users
