import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import ReferenceInput from '../../../widgets/ReferenceInput'
import DateField from '../../../widgets/DateField'
import { isWireDate } from '../../../widgets/dates'
import NumberText, { numberOf } from '../../../widgets/NumberText'
import { useItemFailure } from './useItemFailure'

export const PAYMENT_STATUSES = ['IN_NEGOTIATION', 'PROVIDED', 'PAID', 'CANCELED'] as const

export interface PaymentItem {
  id: number
  payer: { id: number; name?: unknown }
  value: number
  expectedPaymentDate?: string
  details?: string
  status: (typeof PAYMENT_STATUSES)[number]
  cancellationReason?: { id: number; name?: unknown }
  cancellationDetails?: string
}

interface Props {
  item?: PaymentItem
  busy: boolean
  failure?: unknown
  onSave: (body: Record<string, unknown>) => void
  onCancel: () => void
}

/** The fields that show their own error; a refusal of another is said above the form. */
const SHOWN_ERRORS = ['payer', 'value', 'expectedPaymentDate', 'cancellationReason', 'details']

const Problem = ({ text }: { text?: string }) =>
  text ? (
    <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5 }}>
      {text}
    </Box>
  ) : null

/** Insert / edit mode of a payment; a canceled one asks for its reason (schemas/event/payment.schema.json). */
export default function PaymentForm({ item, busy, failure, onSave, onCancel }: Props) {
  const translate = useTranslate()
  const label = (f: string) => translate(`events.payment.fields.${f}`)
  const [payer, setPayer] = useState<{ id: number } | undefined>(item?.payer)
  const [value, setValue] = useState(item ? String(item.value) : '')
  const [date, setDate] = useState(item?.expectedPaymentDate)
  const [status, setStatus] = useState<string>(item?.status ?? 'IN_NEGOTIATION')
  const [details, setDetails] = useState(item?.details ?? '')
  const [reason, setReason] = useState<{ id: number } | undefined>(item?.cancellationReason)
  const [cancellationDetails, setCancellationDetails] = useState(item?.cancellationDetails ?? '')
  const [tried, setTried] = useState(false)
  const { byField, top } = useItemFailure(failure, 'events.payment', SHOWN_ERRORS)
  const canceled = status === 'CANCELED'
  const missing = {
    payer: !payer,
    value: numberOf(value) === undefined,
    cancellationReason: canceled && !reason,
  }
  const problem = (f: keyof typeof missing | 'expectedPaymentDate' | 'details') =>
    byField[f] ??
    (tried && f in missing && missing[f as keyof typeof missing]
      ? translate('error.required', { field: label(f) })
      : undefined)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (Object.values(missing).some(Boolean) || (date && !isWireDate(date, true))) return
    const body: Record<string, unknown> = { payer: { id: payer!.id }, value: numberOf(value), status }
    if (date) body.expectedPaymentDate = date
    if (details.trim()) body.details = details.trim()
    if (canceled) {
      body.cancellationReason = { id: reason!.id }
      if (cancellationDetails.trim()) body.cancellationDetails = cancellationDetails.trim()
    }
    onSave(body)
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate(item ? 'events.items.edit' : 'events.items.new')}
    >
      {top ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {top}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box>
          <ReferenceInput
            id="payment-payer"
            label={label('payer')}
            target="person"
            value={payer}
            required
            error={Boolean(problem('payer'))}
            onChange={(v) => setPayer(Array.isArray(v) ? v[0] : v)}
          />
          <Problem text={problem('payer')} />
        </Box>
        <NumberText
          id="payment-value"
          label={`${label('value')} *`}
          value={value}
          decimal
          onChange={setValue}
          error={problem('value')}
        />
        <Box>
          <DateField
            id="payment-expectedPaymentDate"
            label={label('expectedPaymentDate')}
            time
            value={date}
            onChange={setDate}
            error={
              Boolean(byField.expectedPaymentDate) || (tried && Boolean(date) && !isWireDate(date, true))
            }
          />
          <Problem text={byField.expectedPaymentDate} />
        </Box>
        <TextField
          id="payment-status"
          select
          label={label('status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          {PAYMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`events.payment.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {canceled ? (
          <>
            <Box>
              <ReferenceInput
                id="payment-cancellationReason"
                label={label('cancellationReason')}
                target="cancellation-reason"
                value={reason}
                required
                error={Boolean(problem('cancellationReason'))}
                onChange={(v) => setReason(Array.isArray(v) ? v[0] : v)}
              />
              <Problem text={problem('cancellationReason')} />
            </Box>
            <TextField
              id="payment-cancellationDetails"
              label={label('cancellationDetails')}
              value={cancellationDetails}
              onChange={(e) => setCancellationDetails(e.target.value)}
              multiline
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </>
        ) : null}
      </Box>
      <TextField
        id="payment-details"
        label={label('details')}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        error={Boolean(byField.details)}
        helperText={byField.details}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
      </Box>
    </Box>
  )
}
