import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { onChannelPush } from '../notifications/pushBus'
import type { ReportEntry } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

export const bellKey = ['eventdesk', 'reports', 'bell']
const HELD = 10

/**
 * The person's latest reports, with the progress the JOB pushes bring in between two reads; a
 * FILE_REPORT push (done or failed) reads the list again. While one is still generating the list
 * is also read every few seconds, so a push lost during a reconnect cannot leave it spinning.
 */
export function useReportBell() {
  const dataProvider = useEventdeskDataProvider()
  const client = useQueryClient()
  const [progress, setProgress] = useState<Record<string, number>>({})
  const query = useQuery({
    queryKey: bellKey,
    queryFn: () => dataProvider.listReports(HELD),
    retry: false,
    refetchInterval: (q) => (q.state.data?.content.some((r) => r.status === 'GENERATING') ? 5_000 : false),
  })
  useEffect(
    () =>
      onChannelPush((push) => {
        if (push.type === 'JOB' && push.task === 'report.generate' && push.reference)
          setProgress((p) => ({ ...p, [push.reference!]: Number(push.progress ?? 0) }))
        if (push.type === 'FILE_REPORT') void client.invalidateQueries({ queryKey: bellKey })
      }),
    [client],
  )
  const reports: ReportEntry[] = (query.data?.content ?? []).map((r) =>
    r.status === 'GENERATING' ? { ...r, progress: Math.max(r.progress, progress[r.reference] ?? 0) } : r,
  )
  return { reports, isLoading: query.isLoading, error: query.error }
}
