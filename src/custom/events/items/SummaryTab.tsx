import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import useMediaQuery from '@mui/material/useMediaQuery'
import { formatMoney } from '../../../../common/format'
import { useMainCurrencyCode } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import { PHONE_MAX_WIDTH } from '../list/eventColumns'
import SendAccountButton from './SendAccountButton'
import SummaryCards from './SummaryCards'
import { COLUMNS, GROUPS } from './summaryShape'
import SummaryResponsibles from './SummaryResponsibles'
import type { ItemTabProps } from './useItems'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/** Read-only budget of the event by group, computed by the server (GET …/{eventId}/summary). */
export default function SummaryTab(props: ItemTabProps) {
  const dataProvider = useEventdeskDataProvider()
  const { eventId } = props
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const mainCurrency = useMainCurrencyCode()
  // On a phone (390 px) seven money columns do not fit: each group is a card of its figures
  // instead, so Discount, Net, Taxes and Total are read without scrolling the table sideways.
  const narrow = useMediaQuery(`(max-width:${PHONE_MAX_WIDTH}px)`)
  // Same key family as the item lists: a saved item invalidates it (useItems).
  const query = useQuery({
    queryKey: ['eventdesk', 'event-items', eventId, 'summary'],
    queryFn: ({ signal }) => dataProvider.readSummary(eventId, signal),
    retry: false,
  })
  if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, translate)}</Alert>
  const s = query.data
  const currency = s.currency ? (s.currency.isoCode ?? s.currency.symbol) : mainCurrency
  const money = (v: number | undefined) => formatMoney(v ?? 0, locale, currency)
  const bold = { fontWeight: 600 }
  const footer = (key: string, value: number) => (
    <TableRow key={key}>
      <TableCell colSpan={COLUMNS.length} sx={bold}>
        {translate(`events.summary.${key}`)}
      </TableCell>
      <TableCell align="right" sx={bold}>
        {money(value)}
      </TableCell>
    </TableRow>
  )
  const table = narrow ? (
    <SummaryCards summary={s} money={money} />
  ) : (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('events.tabs.summary')}>
        <TableHead>
          <TableRow>
            <TableCell sx={bold}>{translate('events.summary.group')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} align="right" sx={bold}>
                {translate(`events.summary.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {GROUPS.map((g) => (
            <TableRow key={g}>
              <TableCell component="th" scope="row">
                {translate(`events.summary.groups.${g}`)}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {money(s.groups[g]?.[c])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer('subtotal', s.subtotal)}
          {footer('totalDiscount', s.totalDiscount)}
          {footer('total', s.total)}
        </TableBody>
      </Table>
    </TableContainer>
  )
  return (
    <>
      {table}
      <SendAccountButton eventId={eventId} />
      <SummaryResponsibles {...props} summary={s} />
    </>
  )
}
