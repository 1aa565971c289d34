import { useQuery } from '@tanstack/react-query'
import type { Situation } from '../../../common/events/situations'
import { situationColors } from '../../../common/events/situationColors'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * The situation colours on screen (calendar, diary, charts, chips): the configuration's
 * `<SITUATION>_COLOR` entries (GET /events/configuration) through common/events/situationColors.ts,
 * each falling back to the colour-blind-safe default while loading, when the entry is blank, or
 * when the configuration cannot be read.
 */
export function useSituationColors(): Record<Situation, string> {
  const dataProvider = useEventdeskDataProvider()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'configuration'],
    queryFn: () => dataProvider.readConfiguration(),
    staleTime: 5 * 60_000,
    retry: false,
  })
  return situationColors(data)
}
