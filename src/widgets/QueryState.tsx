import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import type { UseQueryResult } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import { errorMessage } from '../providers/errors'

interface Props<T> {
  query: UseQueryResult<T>
  /** What is shown once the read has answered. */
  children: (data: T) => ReactNode
}

/** A read's place on the page: a spinner while it runs, why it failed, then what it answered. */
export default function QueryState<T>({ query, children }: Props<T>) {
  const translate = useTranslate()
  if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, translate)}</Alert>
  return <>{children(query.data)}</>
}
