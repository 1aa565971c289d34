import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import DateField from '../../../widgets/DateField'
import { isWireDateTime } from '../../../../common/wire-dates'
import { useConfigurationValue } from '../../../providers/useConfigurationValue'
import { roomPrefill, setupDateErrors } from '../../../../common/events/setup-dates'
import { roomDailyRate } from '../../../../common/events/booking-price'
import NotesField from '../../../widgets/NotesField'
import NumberText from '../../../widgets/NumberText'
import { numberOf } from '../../../widgets/numbers'
import ProblemText from '../../../widgets/ProblemText'
import { fieldGridSx } from '../../../widgets/fieldGridSx'
import SaveCancelForm from '../../../widgets/SaveCancelForm'
import type { ItemFormProps } from '../../../widgets/itemForm'
import SingleReferenceField from '../../../widgets/SingleReferenceField'
import { COURTESY_FIELDS, DATE_FIELDS, RATE_FIELDS, type EnvironmentItem } from './environmentTypes'
import { useItemFailure } from './useItemFailure'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

interface Props extends ItemFormProps<EnvironmentItem> {
  /** The event's dates: a new room's period starts from them (roomPrefill). */
  period?: { start: string; end: string }
  /** A new room chosen elsewhere (the suggestion): the room, its format and people to start with. */
  prefill?: { room: { id: number }; format?: number; people?: number }
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** The fields that show their own error; a refusal of another is said above the form. */
const SHOWN_ERRORS = [
  'environment',
  'environmentFormat',
  'esteemedPeople',
  'activity',
  'observation',
  ...DATE_FIELDS,
  ...RATE_FIELDS,
  ...COURTESY_FIELDS,
]

/** Insert / edit mode of an environment item: the room, its format, the period and the rates. */
export default function EnvironmentForm({ item, period, prefill, failure, onSave, ...buttons }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const label = (f: string) => translate(`events.environment.fields.${f}`)
  const [room, setRoom] = useState<{ id: number } | undefined>(item?.environment ?? prefill?.room)
  const [format, setFormat] = useState(text(item ? item.environmentFormat?.id : prefill?.format))
  // The establishment's SETUP_DATES_REQUIRED (default on, and assumed on until the configuration is read).
  const setupRequired = useConfigurationValue('SETUP_DATES_REQUIRED') !== false
  // A new room starts with dates the server takes (common/events/setup-dates.ts), following the
  // setting until the person changes one; a saved item keeps its own.
  const [typedDates, setDates] = useState<Record<string, string | undefined> | undefined>(() =>
    item ? Object.fromEntries(DATE_FIELDS.map((f) => [f, item[f]])) : undefined,
  )
  const dates: Record<string, string | undefined> = typedDates ?? { ...roomPrefill(period, setupRequired) }
  const [numbers, setNumbers] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      [...RATE_FIELDS, ...COURTESY_FIELDS, 'esteemedPeople'].map((f) => [
        f,
        item ? text(item[f as keyof EnvironmentItem]) : f === 'esteemedPeople' ? text(prefill?.people) : '',
      ]),
    ),
  )
  // The daily rate follows the room picked until the person types one (a saved item keeps its own).
  const [rateTyped, setRateTyped] = useState(Boolean(item))
  const [activity, setActivity] = useState(item?.activity ?? '')
  const [privateEnvironment, setPrivate] = useState(item?.privateEnvironment ?? false)
  const [extra, setExtra] = useState(item?.extra ?? false)
  const [observation, setObservation] = useState(item?.observation ?? '')
  const [tried, setTried] = useState(false)
  const { byField, top } = useItemFailure(failure, 'events.environment', SHOWN_ERRORS)
  // The format list and the daily rate are the chosen room's own (registry environment).
  const roomRecord = useQuery({
    queryKey: ['eventdesk', 'environment-record', room?.id],
    queryFn: ({ signal }) => dataProvider.readRoom(room!.id, signal),
    enabled: room !== undefined,
    retry: false,
  })
  const formats = roomRecord.data?.formats ?? []
  // What is shown is what is saved: the room's rate until another is typed.
  const dailyRate = rateTyped ? numbers.dailyRate : text(roomDailyRate(roomRecord.data))
  const required = {
    environment: !room,
    startDateHour: !dates.startDateHour,
    endDateHour: !dates.endDateHour,
  }
  const badDate = (f: string) => Boolean(dates[f]) && !isWireDateTime(dates[f]!)
  // The server's order rules and "at least one assembly or disassembly date", mirrored.
  const setupErrors = Object.fromEntries(
    setupDateErrors(dates, setupRequired).map((e) => [e.field, translate(e.key)]),
  ) as Record<string, string | undefined>
  const fieldError = (f: string) =>
    byField[f] ??
    (tried && required[f as keyof typeof required]
      ? translate('error.required', { field: label(f) })
      : tried
        ? setupErrors[f]
        : undefined)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (Object.values(required).some(Boolean) || DATE_FIELDS.some(badDate) || Object.keys(setupErrors).length)
      return
    const body: Record<string, unknown> = { environment: { id: room!.id }, privateEnvironment, extra }
    if (format) body.environmentFormat = { id: Number(format) }
    for (const f of DATE_FIELDS) if (dates[f]) body[f] = dates[f]
    for (const [f, v] of Object.entries({ ...numbers, dailyRate }))
      if (numberOf(v) !== undefined) body[f] = numberOf(v)
    if (activity.trim()) body.activity = activity.trim()
    if (observation.trim()) body.observation = observation.trim()
    onSave(body)
  }
  const dateInput = (f: (typeof DATE_FIELDS)[number]) => (
    <Box key={f}>
      <DateField
        id={`environment-${f}`}
        label={label(f)}
        time
        value={dates[f]}
        onChange={(v) => setDates({ ...dates, [f]: v })}
        required={f in required}
        error={Boolean(fieldError(f)) || (tried && badDate(f))}
      />
      <ProblemText text={fieldError(f)} />
    </Box>
  )
  const numberInput = (f: string, decimal = true, hint?: string) => (
    <NumberText
      key={f}
      id={`environment-${f}`}
      label={label(f)}
      value={numbers[f] ?? ''}
      decimal={decimal}
      onChange={(v) => setNumbers((n) => ({ ...n, [f]: v }))}
      error={byField[f]}
      hint={hint}
    />
  )
  // Left empty, the assembly and disassembly rates are the establishment's: said, since the form cannot read them.
  const establishmentHint = (f: string) =>
    numbers[f] === '' ? translate('events.environment.establishmentRate') : undefined
  const rateInput = (
    <NumberText
      key="dailyRate"
      id="environment-dailyRate"
      label={label('dailyRate')}
      value={dailyRate}
      decimal
      onChange={(v) => {
        setRateTyped(true)
        setNumbers((n) => ({ ...n, dailyRate: v }))
      }}
      error={byField.dailyRate}
    />
  )

  return (
    <SaveCancelForm
      label={translate(item ? 'events.items.edit' : 'events.items.new')}
      onSubmit={submit}
      problem={top}
      {...buttons}
    >
      <Box sx={fieldGridSx({ md: 2, lg: 3 })}>
        <SingleReferenceField
          id="environment-environment"
          label={label('environment')}
          target="environment"
          value={room}
          onChange={(v) => {
            setRoom(v)
            setFormat('')
            setRateTyped(false)
          }}
          problem={fieldError('environment')}
        />
        <TextField
          id="environment-environmentFormat"
          select
          label={label('environmentFormat')}
          value={format}
          onChange={(e) => setFormat(e.target.value)}
          disabled={!room}
          error={Boolean(byField.environmentFormat)}
          helperText={byField.environmentFormat}
        >
          <MenuItem value="">{translate('events.items.none')}</MenuItem>
          {formats
            .filter((f) => f.format)
            .map((f) => (
              <MenuItem key={f.format!.id} value={String(f.format!.id)}>
                {f.format!.name ?? `#${f.format!.id}`}
                {f.capacity !== undefined ? ` (${f.capacity})` : ''}
              </MenuItem>
            ))}
        </TextField>
        {numberInput('esteemedPeople', false)}
        {DATE_FIELDS.map(dateInput)}
        {RATE_FIELDS.map((f) => (f === 'dailyRate' ? rateInput : numberInput(f, true, establishmentHint(f))))}
        {COURTESY_FIELDS.map((f) => numberInput(f, false))}
        <TextField
          id="environment-activity"
          label={label('activity')}
          value={activity}
          onChange={(e) => setActivity(e.target.value)}
          error={Boolean(byField.activity)}
          helperText={byField.activity}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={privateEnvironment} onChange={(e) => setPrivate(e.target.checked)} />}
          label={label('privateEnvironment')}
        />
        <FormControlLabel
          control={<Checkbox checked={extra} onChange={(e) => setExtra(e.target.checked)} />}
          label={label('extra')}
        />
      </Box>
      <NotesField
        id="environment-observation"
        label={label('observation')}
        value={observation}
        onChange={setObservation}
        fullWidth
        sx={{ mt: 2 }}
        maxLength={4000}
        error={byField.observation}
      />
    </SaveCancelForm>
  )
}
