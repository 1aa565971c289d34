import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import type { UseQueryResult } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { errorMessage } from '../providers/errors'

interface Props<T> {
  query: UseQueryResult<T[]>
  /** Said (info) when the read came back with no rows. */
  empty: string
  children: (rows: T[]) => ReactNode
}

/** The rows of one read: a spinner while it runs, its error, a line when there are none, or the rows drawn. */
export default function QueryRows<T>({ query, empty, children }: Props<T>) {
  const translate = useTranslate()
  if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, translate)}</Alert>
  if (query.data.length === 0) return <Alert severity="info">{empty}</Alert>
  return children(query.data)
}
