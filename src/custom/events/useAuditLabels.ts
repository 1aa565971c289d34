import { useQuery } from '@tanstack/react-query'
import { http } from '../../providers/http'
import { labelFieldOf, registryOf } from '../../resources/schema'
import { referenceText } from '../../widgets/referenceText'
import { labelKey, referenceOf } from './auditText'
import type { AuditRow } from './types'

/**
 * The audit records references by id; this reads each distinct one once to show its label.
 * A record that is gone (or unreadable) keeps showing its id.
 */
export function useAuditLabels(rows: AuditRow[] | undefined): Record<string, string> {
  const refs = new Map<string, { target: string; id: number }>()
  for (const row of rows ?? []) {
    for (const value of [row.from, row.to]) {
      const ref = referenceOf(row, value)
      if (ref) refs.set(labelKey(ref.target, ref.id), ref)
    }
  }
  const keys = [...refs.keys()].sort()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'audit-labels', keys],
    enabled: keys.length > 0,
    queryFn: async () => {
      const settled = await Promise.allSettled(
        [...refs.values()].map(async ({ target, id }) => {
          const record = await http<Record<string, unknown>>(`${registryOf(target)['x-resource'].endpoint.replace(/\/$/, '')}/${id}`)
          return [labelKey(target, id), referenceText(target, record[labelFieldOf(target)])] as const
        }),
      )
      return Object.fromEntries(settled.flatMap((s) => (s.status === 'fulfilled' && s.value[1] ? [s.value] : [])))
    },
    staleTime: 60_000,
  })
  return data ?? {}
}
