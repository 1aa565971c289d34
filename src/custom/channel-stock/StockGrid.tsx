import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import WarningAmber from '@mui/icons-material/WarningAmber'
import NightGrid from '../accommodation/NightGrid'
import type { StockNight } from './api'
import { nightState, type NightState } from './model'

interface Props {
  nights: StockNight[]
  onPick: (night: StockNight) => void
}

/** Red: nothing left to sell; orange: fewer rooms than already sold (someone cut the stock under the sales). */
const colour: Record<NightState, string | undefined> = {
  soldOut: '#ef9a9a',
  oversold: '#ffcc80',
  open: undefined,
}

/** Nights as rows, hosting-unit types as columns: rooms for sale, sold and left; a cell fills the stock form. */
export default function StockGrid({ nights, onPick }: Props) {
  const translate = useTranslate()
  return (
    <NightGrid
      nights={nights}
      label={translate('channelStock.grid.label')}
      nightHeader={translate('channelStock.grid.night')}
      legend={translate('channelStock.grid.legend')}
      onPick={onPick}
      colour={(n) => colour[nightState(n)]}
      cell={(n) => {
        const state = nightState(n)
        const flag =
          state === 'open' ? '' : translate(`channelStock.grid.${state}`, { over: n.sold - n.rooms })
        return {
          main: translate('channelStock.grid.available', { available: n.available, rooms: n.rooms }),
          detail: translate('channelStock.grid.sold', { sold: n.sold }),
          flag: flag ? (
            <Box
              component="span"
              sx={{ fontSize: 12, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              {state === 'oversold' ? <WarningAmber sx={{ fontSize: 14 }} aria-hidden /> : null}
              {flag}
            </Box>
          ) : undefined,
        }
      }}
    />
  )
}
