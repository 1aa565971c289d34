import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Typography from '@mui/material/Typography'
import { nightsOf } from './nights'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

interface Props {
  hostingUnitType?: { id: number }
  startDate?: string
  endDate?: string
}

/**
 * What the channel has free of the chosen type on every night of the stay (the spec's
 * `autocomplete/channel-uh`), under the type field, so the person sees before saving whether the
 * rooms are there (the server refuses a block the channel's stock cannot hold).
 */
export default function ChannelStock({ hostingUnitType, startDate, endDate }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const nights = nightsOf(startDate, endDate)
  const first = nights[0]
  const last = nights[nights.length - 1]
  const types = useQuery({
    queryKey: ['eventdesk', 'channel-uh', first, last],
    queryFn: ({ signal }) => dataProvider.channelUnitTypes(first, last, signal),
    enabled: Boolean(hostingUnitType && first),
    retry: false,
    staleTime: 30_000,
  })
  const found = types.data?.content.find((t) => t.id === hostingUnitType?.id)
  if (!hostingUnitType || !first || !found) return null
  return (
    <Typography variant="caption" color={found.available ? 'text.secondary' : 'error'} role="status">
      {translate('accommodation.channel.stock', { available: found.available, total: found.total })}
    </Typography>
  )
}
