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
import { formatMoney } from '../../../resources/format'
import { useCurrencySymbol } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import SendAccountButton from './SendAccountButton'
import SummaryResponsibles from './SummaryResponsibles'
import type { ItemTabProps } from './useItems'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/** The budget groups in the order the server computes them (server/events/items/discount.ts). */
const GROUPS = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'] as const
const COLUMNS = ['gross', 'courtesy', 'discount', 'net', 'tax', 'total'] as const
type Amounts = Record<(typeof COLUMNS)[number], number>

export interface Summary {
  eventVersion: number
  /** The currency the figures are in: the event's own, else the main one. */
  currency?: { id: number | null; isoCode: string | null; symbol: string }
  groups: Partial<Record<(typeof GROUPS)[number], Amounts>>
  subtotal: number
  totalDiscount: number
  total: number
  summaryResponsibles?: Record<string, unknown>[]
  paymentResponsible?: Record<string, unknown> | null
}

/** Read-only budget of the event by group, computed by the server (GET …/{eventId}/summary). */
export default function SummaryTab(props: ItemTabProps) {
  const dataProvider = useEventdeskDataProvider()
  const { eventId } = props
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const mainSymbol = useCurrencySymbol()
  // Same key family as the item lists: a saved item invalidates it (useItems).
  const query = useQuery({
    queryKey: ['eventdesk', 'event-items', eventId, 'summary'],
    queryFn: ({ signal }) => dataProvider.readSummary(eventId, signal),
    retry: false,
  })
  if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, translate)}</Alert>
  const s = query.data
  const symbol = s.currency?.symbol ?? mainSymbol
  const money = (v: number | undefined) => formatMoney(v ?? 0, locale, symbol)
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
  return (
    <>
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
      <SendAccountButton eventId={eventId} />
      <SummaryResponsibles {...props} summary={s} />
    </>
  )
}
