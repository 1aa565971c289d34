import { useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Add from '@mui/icons-material/Add'
import { formatMoney, showDate } from '../../../resources/format'
import { useCurrencySymbol } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import ItemTable, { refName, type Column } from './ItemTable'
import PaymentForm, { type PaymentItem } from './PaymentForm'
import { useItems, type ItemTabProps } from './useItems'

/** The event's payments: the list, and the insert / edit form in its place. */
export default function PaymentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const symbol = useCurrencySymbol()
  const { list, save, remove, editing, open, failure, permitted } = useItems<PaymentItem>('payment', props)
  const label = (f: string) => translate(`events.payment.fields.${f}`)

  if (editing) {
    const item = editing === 'new' ? undefined : editing
    return (
      <PaymentForm
        key={item?.id ?? 'new'}
        item={item}
        busy={save.isPending}
        failure={failure}
        onCancel={() => open(null)}
        onSave={(body) => save.mutate({ body, id: item?.id })}
      />
    )
  }
  if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
  const columns: Column<PaymentItem>[] = [
    { key: 'payer', label: label('payer'), render: (r) => refName(r.payer) },
    { key: 'value', label: label('value'), render: (r) => formatMoney(r.value, locale, symbol) },
    {
      key: 'expectedPaymentDate',
      label: label('expectedPaymentDate'),
      render: (r) => showDate(r.expectedPaymentDate, true),
    },
    {
      key: 'status',
      label: label('status'),
      render: (r) => translate(`events.payment.statuses.${r.status}`),
    },
  ]
  return (
    <Box>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, translate)}
        </Alert>
      ) : null}
      {permitted.add ? (
        <Button variant="outlined" startIcon={<Add />} onClick={() => open('new')} sx={{ mb: 2 }}>
          {translate('events.payment.add')}
        </Button>
      ) : null}
      <ItemTable
        label={translate('events.tabs.payment')}
        empty={translate('events.payment.empty')}
        rows={list.data.content}
        columns={columns}
        nameOf={(r) => `${refName(r.payer)} ${formatMoney(r.value, locale, symbol)}`}
        busy={remove.isPending}
        onEdit={permitted.edit ? open : undefined}
        onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
      />
    </Box>
  )
}
