import { useQuery } from '@tanstack/react-query'
import { useEventdeskDataProvider } from './useEventdeskDataProvider'

/**
 * One configuration value (GET /events/configuration), from the same cached query the situation
 * colours and the input format read, so the shell adds no request of its own. Undefined while
 * loading or when the configuration cannot be read.
 */
export function useConfigurationValue(name: string): unknown {
  const dataProvider = useEventdeskDataProvider()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'configuration'],
    queryFn: () => dataProvider.readConfiguration(),
    staleTime: 5 * 60_000,
    retry: false,
  })
  return data?.find((e) => e.name === name)?.value
}
