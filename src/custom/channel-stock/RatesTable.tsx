import { useLocale, useTranslate } from 'react-admin'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { formatNumber, showDate } from '../../../common/format'
import type { RateNight } from './api'
import { rateRuns } from './model'

/** The month's price list, one row per type, pax and run of nights at the same price. */
export default function RatesTable({ rates }: { rates: RateNight[] }) {
  const translate = useTranslate()
  const locale = useLocale()
  const label = (f: string) => translate(`channelStock.fields.${f}`)
  return (
    // A long list scrolls: focusable so a keyboard can scroll it (it has no controls of its own).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={translate('channelStock.rates.tableTitle')}
      sx={{ maxHeight: '60vh' }}
    >
      <Table size="small" stickyHeader aria-label={translate('channelStock.rates.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{label('hostingUnitType')}</TableCell>
            <TableCell>{label('startDate')}</TableCell>
            <TableCell>{label('endDate')}</TableCell>
            <TableCell align="right">{label('paxAmount')}</TableCell>
            <TableCell>{label('paxType')}</TableCell>
            <TableCell>{label('currency')}</TableCell>
            <TableCell align="right">{label('value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rateRuns(rates).map((r) => (
            <TableRow key={`${r.hostingUnitType.id}|${r.paxAmount}|${r.paxType}|${r.from}`}>
              <TableCell component="th" scope="row">
                {r.hostingUnitType.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(r.from)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(r.to)}</TableCell>
              <TableCell align="right">{r.paxAmount}</TableCell>
              <TableCell>{translate(`events.accommodationReservation.paxTypes.${r.paxType}`)}</TableCell>
              <TableCell>{r.currency}</TableCell>
              <TableCell align="right">{formatNumber(r.value, locale, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
