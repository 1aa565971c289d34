import { useTranslate } from 'react-admin'
import NightGrid from './NightGrid'
import { occupancy, occupancyColor } from './occupancy'
import type { AvailabilityNight } from './types'

interface Props {
  nights: AvailabilityNight[]
  onPick: (night: AvailabilityNight) => void
}

/** Nights as rows, hosting-unit types as columns; each cell says what is left and is coloured by occupancy. */
export default function AvailabilityGrid({ nights, onPick }: Props) {
  const translate = useTranslate()
  return (
    <NightGrid
      nights={nights}
      label={translate('accommodation.map.gridLabel')}
      nightHeader={translate('accommodation.pickup.night')}
      legend={translate('accommodation.map.legend')}
      onPick={onPick}
      colour={(n) => occupancyColor(occupancy(n.total, n.blocked))}
      cell={(n) => ({
        main: translate('accommodation.map.available', { available: n.available, total: n.total }),
        detail: translate('accommodation.map.held', {
          blocked: n.blocked,
          pickedUp: n.pickedUp,
          percent: occupancy(n.total, n.blocked) ?? 0,
        }),
      })}
    />
  )
}
