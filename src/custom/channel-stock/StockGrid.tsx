import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import WarningAmber from '@mui/icons-material/WarningAmber'
import { showDate } from '../../resources/format'
import type { StockNight } from './api'
import { nightState, typesOf, type NightState } from './model'

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

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** Nights as rows, hosting-unit types as columns: rooms for sale, sold and left; a cell fills the stock form. */
export default function StockGrid({ nights, onPick }: Props) {
  const translate = useTranslate()
  const types = typesOf(nights)
  const dates = [...new Set(nights.map((n) => n.date))].sort()
  const at = new Map(nights.map((n) => [`${n.date}|${n.hostingUnitType.id}`, n]))
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={translate('channelStock.grid.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('channelStock.grid.night')}</TableCell>
            {types.map((t) => (
              <TableCell key={t.id}>{t.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {dates.map((date) => (
            <TableRow key={date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {showDate(date)}
              </TableCell>
              {types.map((t) => {
                const n = at.get(`${date}|${t.id}`)
                if (!n) return <TableCell key={t.id}>—</TableCell>
                const state = nightState(n)
                const flag =
                  state === 'open' ? '' : translate(`channelStock.grid.${state}`, { over: n.sold - n.rooms })
                // Named by what it shows, after its type and night (said, not shown: the headers show them);
                // no aria-label, so the name is the visible text plus that prefix (WCAG 2.5.3).
                return (
                  <TableCell key={t.id} sx={{ p: 0.5, bgcolor: colour[state] }}>
                    <ButtonBase
                      onClick={() => onPick(n)}
                      sx={{ display: 'block', width: '100%', textAlign: 'left', p: 0.5, borderRadius: 1 }}
                    >
                      <Box component="span" sx={visuallyHidden}>
                        {`${t.name} ${showDate(date)}:`}
                      </Box>{' '}
                      <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {translate('channelStock.grid.available', { available: n.available, rooms: n.rooms })}
                      </Box>{' '}
                      <Box component="span" sx={{ fontSize: 12, display: 'block' }}>
                        {translate('channelStock.grid.sold', { sold: n.sold })}
                      </Box>{' '}
                      {flag ? (
                        <Box
                          component="span"
                          sx={{
                            fontSize: 12,
                            fontWeight: 600,
                            display: 'flex',
                            alignItems: 'center',
                            gap: 0.5,
                          }}
                        >
                          {state === 'oversold' ? <WarningAmber sx={{ fontSize: 14 }} aria-hidden /> : null}
                          {flag}
                        </Box>
                      ) : null}
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
