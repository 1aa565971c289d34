import { useQuery } from '@tanstack/react-query'
import { type Situation, SITUATIONS_IN_FLOW } from '../../../common/events/situations'
import { FALLBACK_COLORS } from './situations'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * The one place situation colours come from: the configuration's `<SITUATION>_COLOR` entries
 * (GET /events/configuration), each falling back to the built-in colour while loading, when the
 * entry is blank, or when the configuration cannot be read.
 */
export function useSituationColors(): Record<Situation, string> {
  const dataProvider = useEventdeskDataProvider()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'configuration'],
    queryFn: () => dataProvider.readConfiguration(),
    staleTime: 5 * 60_000,
    retry: false,
  })
  const colors = { ...FALLBACK_COLORS }
  for (const s of SITUATIONS_IN_FLOW) {
    const value = data?.find((e) => e.name === `${s}_COLOR`)?.value
    if (typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.trim())) colors[s] = value.trim()
  }
  return colors
}
