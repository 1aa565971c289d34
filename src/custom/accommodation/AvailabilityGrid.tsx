import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { showDate } from '../../resources/format'
import { occupancy, occupancyColor } from './occupancy'
import type { AvailabilityNight } from './types'

interface Props {
  nights: AvailabilityNight[]
  onPick: (night: AvailabilityNight) => void
}

/** Nights as rows, hosting-unit types as columns; each cell says what is left and is coloured by occupancy. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

export default function AvailabilityGrid({ nights, onPick }: Props) {
  const translate = useTranslate()
  const types = [...new Map(nights.map((n) => [n.hostingUnitType.id, n.hostingUnitType.name])).entries()]
  const dates = [...new Set(nights.map((n) => n.date))].sort()
  const at = new Map(nights.map((n) => [`${n.date}|${n.hostingUnitType.id}`, n]))
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={translate('accommodation.map.gridLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('accommodation.pickup.night')}</TableCell>
            {types.map(([id, name]) => (
              <TableCell key={id}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {dates.map((date) => (
            <TableRow key={date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {showDate(date)}
              </TableCell>
              {types.map(([id, name]) => {
                const n = at.get(`${date}|${id}`)
                if (!n) return <TableCell key={id}>—</TableCell>
                const percent = occupancy(n.total, n.blocked)
                // Named by what it shows, after its type and night (said, not shown: the headers
                // show them); no aria-label, so the name holds the visible text (WCAG 2.5.3).
                return (
                  <TableCell key={id} sx={{ p: 0.5, bgcolor: occupancyColor(percent) }}>
                    <ButtonBase
                      onClick={() => onPick(n)}
                      sx={{ display: 'block', width: '100%', textAlign: 'left', p: 0.5, borderRadius: 1 }}
                    >
                      <Box component="span" sx={visuallyHidden}>
                        {`${name} ${showDate(date)}:`}
                      </Box>{' '}
                      <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {translate('accommodation.map.available', { available: n.available, total: n.total })}
                      </Box>{' '}
                      <Box component="span" sx={{ fontSize: 12, display: 'block' }}>
                        {translate('accommodation.map.held', {
                          blocked: n.blocked,
                          pickedUp: n.pickedUp,
                          percent: percent ?? 0,
                        })}
                      </Box>
                    </ButtonBase>
                  </TableCell>
                )
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
