import type { ComponentType } from 'react'
import { Loading } from 'react-admin'
import { loadable } from './loadable'

/**
 * A page of the admin app loaded when first opened, with react-admin's loading screen meanwhile.
 * Not React.lazy: the layout's Suspense would hold each page back up to 300 ms (loadable.tsx).
 */
export const pageChunk = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  loadable(load, Loading)
