import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslate } from 'react-admin'
import { seatGrid, type SectionStock } from './api'

/** A seated section's map: free seats toggle, taken ones are disabled, missing ones leave a gap. */
export function SeatMap(props: { stock: SectionStock; picked: string[]; onToggle: (seat: string) => void }) {
  const translate = useTranslate()
  const { section, takenSeats } = props.stock
  return (
    <Box
      role="grid"
      aria-label={translate('tickets.seatMap', { name: section.name })}
      sx={{ display: 'grid', gap: 0.5, my: 1 }}
    >
      {seatGrid(section).map((row, r) => (
        <Box role="row" key={r} sx={{ display: 'flex', gap: 0.5 }}>
          {row.map((seat, c) => {
            if (!seat) return <Box key={c} sx={{ width: 48 }} />
            const taken = takenSeats.includes(seat)
            const picked = props.picked.includes(seat)
            const accessible = section.accessibleSeats.includes(seat)
            const state = taken ? 'tickets.seatTaken' : picked ? 'tickets.seatPicked' : 'tickets.seatFree'
            return (
              <Button
                key={c}
                role="gridcell"
                size="small"
                variant={picked ? 'contained' : 'outlined'}
                color={taken ? 'inherit' : 'primary'}
                disabled={taken}
                // A gridcell says it is chosen with aria-selected (aria-pressed is a button's, not
                // allowed on this role: axe's critical aria-allowed-attr).
                aria-selected={picked}
                aria-label={`${seat} ${translate(state)}${accessible ? ` ${translate('tickets.accessible')}` : ''}`}
                onClick={() => props.onToggle(seat)}
                sx={{ minWidth: 48, px: 0.5 }}
              >
                {seat}
                {accessible ? ' ♿' : ''}
              </Button>
            )
          })}
        </Box>
      ))}
    </Box>
  )
}
