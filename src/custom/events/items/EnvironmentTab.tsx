import { useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Add from '@mui/icons-material/Add'
import { formatMoney, showDate } from '../../../resources/format'
import { useCurrencySymbol } from '../../../widgets/useCurrencySymbol'
import { errorMessage } from '../errors'
import EnvironmentForm from './EnvironmentForm'
import type { EnvironmentItem } from './environmentTypes'
import ItemTable, { refName, type Column } from './ItemTable'
import { useItemLabels } from './useItemFailure'
import { useItems, type ItemTabProps } from './useItems'

/** The event's environments: the list, and the insert / edit form in its place. */
export default function EnvironmentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const symbol = useCurrencySymbol()
  const { list, save, remove, editing, open, failure, permitted } = useItems<EnvironmentItem>(
    'environment',
    props,
  )
  const label = (f: string) => translate(`events.environment.fields.${f}`)
  const labels = useItemLabels('events.environment')

  if (editing) {
    const item = editing === 'new' ? undefined : editing
    return (
      <EnvironmentForm
        key={item?.id ?? 'new'}
        item={item}
        period={props.period}
        busy={save.isPending}
        failure={failure}
        onCancel={() => open(null)}
        onSave={(body) => save.mutate({ body, id: item?.id })}
      />
    )
  }
  if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
  const columns: Column<EnvironmentItem>[] = [
    { key: 'environment', label: label('environment'), render: (r) => refName(r.environment) },
    {
      key: 'environmentFormat',
      label: label('environmentFormat'),
      render: (r) => refName(r.environmentFormat),
    },
    { key: 'startDateHour', label: label('startDateHour'), render: (r) => showDate(r.startDateHour, true) },
    { key: 'endDateHour', label: label('endDateHour'), render: (r) => showDate(r.endDateHour, true) },
    { key: 'esteemedPeople', label: label('esteemedPeople'), render: (r) => r.esteemedPeople ?? '' },
    { key: 'dailyRate', label: label('dailyRate'), render: (r) => formatMoney(r.dailyRate, locale, symbol) },
  ]
  return (
    <Box>
      {/* A refused delete (e.g. event.environmentHasEquipment) is said above the list. */}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, translate, labels)}
        </Alert>
      ) : null}
      {permitted.add ? (
        <Button variant="outlined" startIcon={<Add />} onClick={() => open('new')} sx={{ mb: 2 }}>
          {translate('events.environment.add')}
        </Button>
      ) : null}
      <ItemTable
        label={translate('events.tabs.environment')}
        empty={translate('events.environment.empty')}
        rows={list.data.content}
        columns={columns}
        nameOf={(r) => refName(r.environment)}
        busy={remove.isPending}
        onEdit={permitted.edit ? open : undefined}
        onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
      />
    </Box>
  )
}
