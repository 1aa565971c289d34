import { useLocaleState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import { formatMoney, showDate } from '../../../../common/format'
import ProblemAlert from '../../../widgets/ProblemAlert'
import QueryState from '../../../widgets/QueryState'
import { useMainCurrencyCode } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../../../providers/errors'
import AddButton from './AddButton'
import { itemFormProps } from './itemFormProps'
import ItemTable, { refName, type Column } from './ItemTable'
import PaymentForm, { type PaymentItem } from './PaymentForm'
import { useItems, type ItemTabProps } from './useItems'

/** The event's payments: the list, and the insert / edit form in its place. */
export default function PaymentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const items = useItems<PaymentItem>('payment', props)
  const { list, remove, editing, open, failure, permitted } = items
  const label = (f: string) => translate(`events.payment.fields.${f}`)

  if (editing) {
    const form = itemFormProps(items)
    return <PaymentForm key={form.item?.id ?? 'new'} {...form} />
  }
  const columns: Column<PaymentItem>[] = [
    { key: 'payer', label: label('payer'), render: (r) => refName(r.payer) },
    { key: 'value', label: label('value'), render: (r) => formatMoney(r.value, locale, currency) },
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
    <QueryState query={list}>
      {({ content }) => (
        <Box>
          <ProblemAlert text={failure ? errorMessage(failure, translate) : undefined} />
          {permitted.add ? (
            <AddButton label={translate('events.payment.add')} onClick={() => open('new')} />
          ) : null}
          <ItemTable
            label={translate('events.tabs.payment')}
            empty={translate('events.payment.empty')}
            rows={content}
            columns={columns}
            nameOf={(r) => `${refName(r.payer)} ${formatMoney(r.value, locale, currency)}`}
            busy={remove.isPending}
            onEdit={permitted.edit ? open : undefined}
            onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
          />
        </Box>
      )}
    </QueryState>
  )
}
