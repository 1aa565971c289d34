import { useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { showDate } from '../../../common/format'
import PageScaffold from '../../widgets/PageScaffold'
import QueryRows from '../../widgets/QueryRows'
import { today } from '../accommodation/nights'
import type { StockNight, UnitType } from './api'
import { monthOf, shiftMonth, typesOf } from './model'
import RatesForm from './RatesForm'
import RatesTable from './RatesTable'
import StockForm, { type StockPreset } from './StockForm'
import StockGrid from './StockGrid'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const key = ['eventdesk', 'channel-stock']
const typesKey = (types: UnitType[]) => types.map((t) => `${t.id}:${t.name}`).join('|')

/**
 * /app/channel-stock: the built-in reservation channel's rooms for sale and price list, a month
 * at a time (the API's longest period). The grid says per night and hosting-unit type what is for
 * sale, sold and left; the two forms set a type's stock or price over a period and refresh it.
 */
export default function ChannelStockPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const [month, setMonth] = useState(() => monthOf(today()))
  const [preset, setPreset] = useState<StockPreset>()
  const stockForm = useRef<HTMLDivElement>(null)
  const stock = useQuery({
    queryKey: [...key, 'stock', month.start, month.end],
    queryFn: ({ signal }) => dataProvider.readChannelStock(month.start, month.end, signal),
    retry: false,
  })
  const rates = useQuery({
    queryKey: [...key, 'rates', month.start, month.end],
    queryFn: ({ signal }) => dataProvider.readChannelRates(month.start, month.end, signal),
    retry: false,
  })
  // The forms keep the last types read while another month loads, so a chosen type stays chosen.
  const [types, setTypes] = useState<UnitType[]>([])
  const read = stock.data ? typesOf(stock.data) : undefined
  if (read && typesKey(read) !== typesKey(types)) setTypes(read)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key })
    // What other screens read of the channel changed too.
    void queryClient.invalidateQueries({ queryKey: ['eventdesk', 'channel-uh'] })
    void queryClient.invalidateQueries({ queryKey: ['eventdesk', 'availability-map'] })
  }
  const pick = (n: StockNight) => {
    setPreset({ typeId: n.hostingUnitType.id, date: n.date, rooms: n.rooms })
    stockForm.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }
  const title = translate('resources.channel-stock.name', { smart_count: 1 })
  const period = translate('channelStock.month.period', {
    start: showDate(month.start),
    end: showDate(month.end),
  })
  return (
    <PageScaffold title={title}>
      <Box
        role="group"
        aria-label={translate('channelStock.month.label')}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <IconButton
          aria-label={translate('channelStock.month.previous')}
          onClick={() => setMonth((m) => shiftMonth(m.start, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ fontWeight: 600, minWidth: 200, textAlign: 'center' }}
        >
          {period}
        </Typography>
        <IconButton
          aria-label={translate('channelStock.month.next')}
          onClick={() => setMonth((m) => shiftMonth(m.start, 1))}
        >
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={() => setMonth(monthOf(today()))}>
          {translate('channelStock.month.current')}
        </Button>
      </Box>

      <Box ref={stockForm} sx={{ mb: 2, scrollMarginTop: 80 }}>
        <StockForm types={types} month={month} preset={preset} onSaved={refresh} />
      </Box>

      <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {translate('channelStock.grid.title')}
      </Typography>
      <QueryRows query={stock} empty={translate('channelStock.grid.empty')}>
        {(nights) => <StockGrid nights={nights} onPick={pick} />}
      </QueryRows>

      <Box sx={{ mt: 3, mb: 2 }}>
        <RatesForm types={types} month={month} onSaved={refresh} />
      </Box>

      <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {translate('channelStock.rates.tableTitle')}
      </Typography>
      <QueryRows query={rates} empty={translate('channelStock.rates.empty')}>
        {(rows) => <RatesTable rates={rows} />}
      </QueryRows>
    </PageScaffold>
  )
}
