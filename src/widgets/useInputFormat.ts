import { useContext } from 'react'
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query'
import { http } from '../providers/http'

/**
 * Forced letter case for text inputs (spec §5): when the configuration has FORMAT_INPUTS true,
 * INPUT_FORMAT (`upper` | `lower`) is applied to what the person types; never to passwords or
 * e-mails. Read from GET /events/configuration with the same cached query as the situation
 * colours; a form rendered outside the app (no query client) keeps the typed case.
 */
export type InputFormat = 'none' | 'upper' | 'lower'

interface ConfigurationEntry {
  name: string
  value?: unknown
}

const detached = new QueryClient()

export function useInputFormat(): InputFormat {
  const client = useContext(QueryClientContext)
  const { data } = useQuery(
    {
      queryKey: ['eventdesk', 'configuration'],
      queryFn: () => http<ConfigurationEntry[]>('/events/configuration'),
      staleTime: 5 * 60_000,
      retry: false,
      enabled: Boolean(client),
    },
    client ?? detached,
  )
  const value = (name: string) => data?.find((e) => e.name === name)?.value
  if (value('FORMAT_INPUTS') !== true) return 'none'
  const format = value('INPUT_FORMAT')
  return format === 'upper' || format === 'lower' ? format : 'none'
}

export function applyInputFormat(text: string, format: InputFormat): string {
  if (format === 'upper') return text.toUpperCase()
  if (format === 'lower') return text.toLowerCase()
  return text
}

/** Passwords and e-mails keep the case the person typed (a password is case-sensitive). */
export function formatsCase(
  schema: { type?: unknown; format?: unknown },
  name: string,
  widget?: unknown,
): boolean {
  if (schema.type !== 'string') return false
  if (schema.format === 'email' || widget === 'password' || widget === 'email') return false
  return !/password|e-?mail/i.test(name)
}
