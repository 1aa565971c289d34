import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import DateField from '../../../widgets/DateField'
import { isWireDateTime } from '../../../../common/wire-dates'
import NotesField from '../../../widgets/NotesField'
import NumberText from '../../../widgets/NumberText'
import { numberOf } from '../../../widgets/numbers'
import OptionSelect from '../../../widgets/OptionSelect'
import ProblemText from '../../../widgets/ProblemText'
import { fieldGridSx } from '../../../widgets/fieldGridSx'
import SaveCancelForm from '../../../widgets/SaveCancelForm'
import type { ItemFormProps } from '../../../widgets/itemForm'
import SingleReferenceField from '../../../widgets/SingleReferenceField'
import { useItemFailure } from './useItemFailure'

export const PAYMENT_STATUSES = ['IN_NEGOTIATION', 'PROVIDED', 'PAID', 'CANCELED'] as const

type Ref = { id: number }
type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export interface PaymentItem {
  id: number
  payer: { id: number; name?: unknown }
  value: number
  expectedPaymentDate?: string
  details?: string
  status: PaymentStatus
  cancellationReason?: { id: number; name?: unknown }
  cancellationDetails?: string
}

/** The fields that show their own error; a refusal of another is said above the form. */
const SHOWN_ERRORS = ['payer', 'value', 'expectedPaymentDate', 'cancellationReason', 'details']

/** Insert / edit mode of a payment; a canceled one asks for its reason (schemas/event/payment.schema.json). */
export default function PaymentForm({ item, failure, onSave, ...buttons }: ItemFormProps<PaymentItem>) {
  const translate = useTranslate()
  const label = (f: string) => translate(`events.payment.fields.${f}`)
  const [payer, setPayer] = useState<Ref | undefined>(item?.payer)
  const [value, setValue] = useState(item ? String(item.value) : '')
  const [date, setDate] = useState(item?.expectedPaymentDate)
  const [status, setStatus] = useState<PaymentStatus>(item?.status ?? 'IN_NEGOTIATION')
  const [details, setDetails] = useState(item?.details ?? '')
  const [reason, setReason] = useState<Ref | undefined>(item?.cancellationReason)
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
    if (Object.values(missing).some(Boolean) || (date && !isWireDateTime(date))) return
    const body: Record<string, unknown> = { payer: { id: payer!.id }, value: numberOf(value), status }
    if (date) body.expectedPaymentDate = date
    if (details.trim()) body.details = details.trim()
    if (canceled) {
      body.cancellationReason = { id: reason!.id }
      if (cancellationDetails.trim()) body.cancellationDetails = cancellationDetails.trim()
    }
    onSave(body)
  }

  const reference = (
    f: 'payer' | 'cancellationReason',
    target: string,
    value: Ref | undefined,
    onChange: (v: Ref | undefined) => void,
  ) => (
    <SingleReferenceField
      id={`payment-${f}`}
      label={label(f)}
      target={target}
      value={value}
      onChange={onChange}
      problem={problem(f)}
    />
  )

  return (
    <SaveCancelForm
      label={translate(item ? 'events.items.edit' : 'events.items.new')}
      onSubmit={submit}
      problem={top}
      {...buttons}
    >
      <Box sx={fieldGridSx({ md: 2 })}>
        {reference('payer', 'person', payer, setPayer)}
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
            error={Boolean(byField.expectedPaymentDate) || (tried && Boolean(date) && !isWireDateTime(date))}
          />
          <ProblemText text={byField.expectedPaymentDate} />
        </Box>
        <OptionSelect
          id="payment-status"
          label={label('status')}
          value={status}
          options={PAYMENT_STATUSES}
          optionLabel={(s) => translate(`events.payment.statuses.${s}`)}
          onChange={setStatus}
        />
        {canceled ? (
          <>
            {reference('cancellationReason', 'cancellation-reason', reason, setReason)}
            <NotesField
              id="payment-cancellationDetails"
              label={label('cancellationDetails')}
              value={cancellationDetails}
              onChange={setCancellationDetails}
              minRows={1}
              maxLength={2000}
            />
          </>
        ) : null}
      </Box>
      <NotesField
        id="payment-details"
        label={label('details')}
        value={details}
        onChange={setDetails}
        fullWidth
        sx={{ mt: 2 }}
        error={byField.details}
        maxLength={2000}
      />
    </SaveCancelForm>
  )
}
