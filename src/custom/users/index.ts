/**
 * The events-users resource for react-admin (`<Resource name="events-users" {...users} />`),
 * pages loaded on demand. Its data calls are answered by `withUsers` (./dataProvider).
 */
import { pageChunk } from '../../widgets/pageChunk'
import People from '@mui/icons-material/People'

export const list = pageChunk(() => import('./UserList'))
export const edit = pageChunk(() => import('./UserEdit'))
export const create = pageChunk(() => import('./UserCreate'))
export const icon = People
export const recordRepresentation = 'email'

const users = { list, edit, create, icon, recordRepresentation }
export default users
