/**
 * Menu icons named by the schemas (x-resource.menu.icon). `npm run generate` writes
 * src/generated/icons.ts with exactly the icons the schemas name (and fails on an unknown name),
 * so the bundle carries those few icons rather than the whole set and no list is kept by hand.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import ViewList from '@mui/icons-material/ViewList'
import { schemaIcons } from '../generated/icons'

export const menuIcons: Record<string, SvgIconComponent> = schemaIcons

export const DefaultIcon = ViewList

export const iconOf = (name: string | undefined): SvgIconComponent => (name && menuIcons[name]) || DefaultIcon
