import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { ariaDescribedByIds, getUiOptions, type FieldProps } from '@rjsf/utils'
import { showDate } from '../../../../common/format'
import { refName } from './ItemTable'
import type { EnvironmentItem } from './environmentTypes'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/** What an item form tells its fields: the event it belongs to. */
export interface ItemFormContext {
  eventId: number
}

export const environmentItemText = (e: EnvironmentItem) =>
  `${refName(e.environment)} · ${showDate(e.startDateHour, true)} – ${showDate(e.endDateHour, true)}`

/** The environments this event booked; the same cache entry as the environment tab. */
export function useEnvironmentItems(eventId: number) {
  const dataProvider = useEventdeskDataProvider()
  return useQuery({
    queryKey: ['eventdesk', 'event-items', eventId, 'environment'],
    queryFn: ({ signal }) => dataProvider.listItems<EnvironmentItem>(eventId, 'environment', signal),
    retry: false,
  })
}

/**
 * Picks one of the environments this event booked (`{id}` of an environment item), for items
 * placed in a room (equipment). Schemas name it with `"x-ui": {"field": "eventEnvironment"}`.
 */
export default function EventEnvironmentField({
  formData,
  onChange,
  fieldPathId,
  uiSchema,
  name,
  required,
  disabled,
  readonly,
  rawErrors = [],
  registry,
}: FieldProps) {
  const translate = useTranslate()
  const { eventId } = registry.formContext as ItemFormContext
  const rooms = useEnvironmentItems(eventId)
  const id = fieldPathId.$id
  const value = (formData as { id?: number } | undefined)?.id
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={getUiOptions(uiSchema).title ?? name}
      required={required}
      disabled={disabled || readonly || rooms.isPending}
      error={rawErrors.length > 0}
      value={value ?? ''}
      onChange={(e) =>
        onChange(
          (e.target.value === '' ? undefined : { id: Number(e.target.value) }) as never,
          fieldPathId.path,
        )
      }
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
    >
      <MenuItem value="">{translate('events.items.none')}</MenuItem>
      {(rooms.data?.content ?? []).map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {environmentItemText(e)}
        </MenuItem>
      ))}
    </TextField>
  )
}
