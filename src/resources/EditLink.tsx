import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin'
import MuiLink from '@mui/material/Link'

/**
 * The record's label as a link to its edit page: row clicks are mouse-only, this makes editing
 * reachable with the keyboard too.
 */
export default function EditLink({ children }: { children: ReactNode }) {
  const resource = useResourceContext() ?? ''
  const record = useRecordContext()
  const createPath = useCreatePath()
  if (!record) return <>{children}</>
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource, type: 'edit', id: record.id })}
      onClick={(e) => e.stopPropagation()}
      underline="hover"
      color="inherit"
    >
      {children}
    </MuiLink>
  )
}
