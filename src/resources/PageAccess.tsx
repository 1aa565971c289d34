import type { ReactNode } from 'react'
import { AccessDenied, CanAccess, Loading } from 'react-admin'

/**
 * A custom page gets no access check from <Resource>: typed by hand, a page that is not the
 * person's says "access denied" (and never calls its API) instead of a form that fails on save or
 * a "could not load" that invites a retry.
 */
export default function PageAccess({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <CanAccess resource={resource} action="list" loading={<Loading />} accessDenied={<AccessDenied />}>
      {children}
    </CanAccess>
  )
}
