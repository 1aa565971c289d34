import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLocaleState, useTranslate } from 'react-admin'
import { HttpError } from '../../providers/http'
import { PAYMENT_METHODS, type SoldTicket } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

export interface Pick {
  sectionId: number
  sectionName: string
  seat?: string
}

/** The server's field errors by field (`buyer.name`, `tickets[1].person.name`), translated. */
function fieldErrors(e: unknown, translate: (key: string, o?: object) => string): Record<string, string> {
  const out: Record<string, string> = {}
  if (!(e instanceof HttpError)) return out
  const field = translate('error.thisField')
  for (const f of e.body.errors) out[f.field] ??= translate(f.message, { field, _: f.message })
  return out
}

/**
 * Buyer, one name per ticket, payment; sells the picked places and shows the codes (cancel undoes
 * it). A refused sale keeps everything chosen and typed (`onRefused` only re-reads the stock) and
 * marks the fields the server named, the first of them focused.
 */
export function SaleForm(props: {
  boxOfficeId: number
  picks: Pick[]
  onDone: () => void
  onRefused: () => void
}) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [buyer, setBuyer] = useState({ name: '', email: '' })
  const [names, setNames] = useState<string[]>([])
  const [payment, setPayment] = useState<string>('CASH')
  const [error, setError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const [sold, setSold] = useState<{ id: number; tickets: SoldTicket[]; canceled?: boolean } | null>(null)
  const form = useRef<HTMLDivElement>(null)
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus()
  }, [invalid])
  const submit = async () => {
    setError(null)
    setInvalid({})
    try {
      const sale = await dataProvider.sell(props.boxOfficeId, {
        buyer,
        paymentMethod: payment,
        tickets: props.picks.map((p, i) => ({
          section: { id: p.sectionId },
          seat: p.seat,
          person: { name: names[i] ?? '' },
        })),
      })
      setSold(sale)
      setNames([])
      props.onDone()
    } catch (e) {
      setError(e instanceof HttpError ? translate(e.body.message) : translate('error.requestFailed'))
      setInvalid(fieldErrors(e, translate))
      props.onRefused()
    }
  }
  const [locale] = useLocaleState()
  // The PDF needs the bearer, so it is fetched and handed to the browser as a file.
  const download = async () => {
    const url = URL.createObjectURL(await dataProvider.ticketsPdf(sold!.id, locale))
    Object.assign(document.createElement('a'), { href: url, download: `tickets-${sold!.id}.pdf` }).click()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  const cancel = async () => {
    await dataProvider.cancelSale(sold!.id)
    setSold({ ...sold!, canceled: true })
    props.onDone()
  }
  return (
    <Stack spacing={1} sx={{ my: 2 }} ref={form}>
      <Typography component="h3" variant="h6">
        {translate('tickets.sale')}
      </Typography>
      {props.picks.length === 0 && (
        <Typography color="text.secondary">{translate('tickets.pickPlaces')}</Typography>
      )}
      {props.picks.map((p, i) => (
        <TextField
          key={`${p.sectionId}-${p.seat ?? i}`}
          size="small"
          label={`${translate('tickets.personName')} — ${p.sectionName}${p.seat ? ` ${p.seat}` : ''}`}
          value={names[i] ?? ''}
          error={Boolean(invalid[`tickets[${i}].person.name`])}
          helperText={invalid[`tickets[${i}].person.name`]}
          onChange={(e) => setNames((n) => Object.assign([...n], { [i]: e.target.value }))}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={translate('tickets.buyerName')}
          value={buyer.name}
          error={Boolean(invalid['buyer.name'])}
          helperText={invalid['buyer.name']}
          onChange={(e) => setBuyer({ ...buyer, name: e.target.value })}
        />
        <TextField
          size="small"
          label={translate('tickets.buyerEmail')}
          value={buyer.email}
          error={Boolean(invalid['buyer.email'])}
          helperText={invalid['buyer.email']}
          onChange={(e) => setBuyer({ ...buyer, email: e.target.value })}
        />
        <TextField
          select
          size="small"
          label={translate('tickets.paymentMethod')}
          value={payment}
          onChange={(e) => setPayment(e.target.value)}
        >
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`tickets.payment.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button
        variant="contained"
        disabled={!props.picks.length}
        onClick={() => void submit()}
        sx={{ alignSelf: 'start' }}
      >
        {translate('tickets.sell')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {sold && (
        <Alert
          severity={sold.canceled ? 'warning' : 'success'}
          action={
            sold.canceled ? undefined : (
              <>
                <Button onClick={() => void download()}>{translate('tickets.downloadPdf')}</Button>
                <Button onClick={() => void cancel()}>{translate('tickets.cancelSale')}</Button>
              </>
            )
          }
        >
          {translate(sold.canceled ? 'tickets.saleCanceled' : 'tickets.saleDone')}{' '}
          {sold.tickets.map((t) => `${t.seat ?? ''} ${t.code}`.trim()).join(', ')}
        </Alert>
      )}
    </Stack>
  )
}
