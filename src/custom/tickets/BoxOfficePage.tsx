import { useCallback, useEffect, useState } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Title, useLocaleState, useTranslate } from 'react-admin'
import { formatMoney, showDate } from '../../../common/format'
import { useMainCurrencyCode } from '../../widgets/useCurrencySymbol'
import type { SectionStock } from './api'
import { CheckIn } from './CheckIn'
import { SaleForm, type Pick } from './SaleForm'
import { SeatMap } from './SeatMap'
import { followChannel } from '../notifications/channelFollowers'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

// What is left is read again when the box office's channel says another desk sold or cancelled;
// the slow poll only covers a socket that is down.
const FALLBACK_REFRESH_MS = 30_000

/** The box office of the TICKETS context: choose the box office, pick places, sell, check in. */
export default function BoxOfficePage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const [offices, setOffices] = useState<{ id: number; name: string; startDate: string }[] | null>(null)
  const [officeId, setOfficeId] = useState<number | ''>('')
  const [stock, setStock] = useState<SectionStock[]>([])
  const [picks, setPicks] = useState<Pick[]>([])

  useEffect(() => {
    dataProvider.listBoxOffices().then(
      (p) => setOffices(p.content),
      () => setOffices([]),
    )
  }, [dataProvider])
  const refresh = useCallback(() => {
    if (officeId) dataProvider.readBoxOfficeStock(officeId).then(setStock, () => undefined)
  }, [dataProvider, officeId])
  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, FALLBACK_REFRESH_MS)
    const unfollow = officeId ? followChannel(`box-office/${officeId}`, refresh, refresh) : undefined
    return () => {
      clearInterval(timer)
      unfollow?.()
    }
  }, [refresh, officeId])

  const office = offices?.find((o) => o.id === officeId)
  const toggleSeat = (s: SectionStock, seat: string) =>
    setPicks((p) =>
      p.some((x) => x.sectionId === s.section.id && x.seat === seat)
        ? p.filter((x) => !(x.sectionId === s.section.id && x.seat === seat))
        : [...p, { sectionId: s.section.id, sectionName: s.section.name, seat }],
    )
  const setStanding = (s: SectionStock, n: number) =>
    setPicks((p) => [
      ...p.filter((x) => x.sectionId !== s.section.id),
      ...Array.from({ length: Math.max(0, n) }, () => ({
        sectionId: s.section.id,
        sectionName: s.section.name,
      })),
    ])

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('tickets.boxOffice')} />
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {translate('tickets.boxOffice')}
        </Typography>
        {offices?.length === 0 && (
          <Typography color="text.secondary">{translate('tickets.noBoxOffice')}</Typography>
        )}
        <TextField
          select
          size="small"
          sx={{ minWidth: 280 }}
          label={translate('tickets.chooseBoxOffice')}
          value={officeId}
          onChange={(e) => {
            setOfficeId(Number(e.target.value))
            setPicks([])
          }}
        >
          {(offices ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        {office && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="box-office-date">
            {showDate(office.startDate, true)}
          </Typography>
        )}
        {stock.map((s) => (
          <Stack key={s.section.id} sx={{ mt: 2 }} aria-label={s.section.name} role="region">
            <Typography component="h3" variant="h6">
              {s.section.name}
            </Typography>
            <Typography variant="body2">
              {translate('tickets.left', { available: s.available, capacity: s.capacity })}
              {s.batch
                ? ` — ${s.batch.name}: ${formatMoney(s.batch.price, locale, currency)}`
                : ` — ${translate('tickets.noBatchOpen')}`}
            </Typography>
            {s.section.kind === 'SEATED' ? (
              <SeatMap
                stock={s}
                picked={picks.filter((p) => p.sectionId === s.section.id).map((p) => p.seat!)}
                onToggle={(seat) => toggleSeat(s, seat)}
              />
            ) : (
              <TextField
                type="number"
                size="small"
                sx={{ width: 160, mt: 1 }}
                label={translate('tickets.quantity')}
                value={picks.filter((p) => p.sectionId === s.section.id).length}
                slotProps={{ htmlInput: { min: 0, max: s.available } }}
                onChange={(e) => setStanding(s, Number(e.target.value))}
              />
            )}
          </Stack>
        ))}
        {officeId !== '' && (
          <SaleForm
            boxOfficeId={officeId}
            picks={picks}
            onDone={() => {
              setPicks([])
              refresh()
            }}
            onRefused={refresh}
          />
        )}
        <CheckIn />
      </CardContent>
    </Card>
  )
}
