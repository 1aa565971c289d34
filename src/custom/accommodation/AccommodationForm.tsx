import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Add from '@mui/icons-material/Add'
import ReferenceInput from '../../widgets/ReferenceInput'
import DateField from '../../widgets/DateField'
import NumberText from '../../widgets/NumberText'
import { errorLines } from './channelError'
import { blockBody, blockDraft, missingSlots, roomDraft, type BlockDraft, type RoomDraft } from './drafts'
import { refusalsBySlot, slotLabel } from './formErrors'
import { nightsOf } from './nights'
import ReservationFields, { Problem } from './ReservationFields'
import { BLOCK_TYPES, DEADLINE_TYPES, RESERVATION_SITUATIONS, type Accommodation, type Ref } from './types'
import { useMainCurrency } from './useMainCurrency'

interface Props {
  item?: Accommodation
  busy: boolean
  failure?: unknown
  onSave: (body: Record<string, unknown>) => void
  onCancel: () => void
}

const BLOCK_SLOTS = ['holder', 'reservationLocator', 'type', 'deadlineDate', 'deadlineType', 'deadlineValue']
const ROOM_FIELDS = [
  'hostingUnitType',
  'startDate',
  'endDate',
  'pax',
  'paxType',
  'roomQuantity',
  'paxPerRoom',
  'currency',
]

/** Every slot the form shows a refusal at; a refusal elsewhere is said above the form. */
function shownSlots(d: BlockDraft): Set<string> {
  const out = new Set([...BLOCK_SLOTS, 'reservationSituation', 'pension', 'observation', 'reservations'])
  d.rooms.forEach((r, i) => {
    const at = `reservations[${i}]`
    out.add(at)
    ROOM_FIELDS.forEach((f) => out.add(`${at}.${f}`))
    out.add(`${at}.dailyRates`)
    nightsOf(r.startDate, r.endDate).forEach((_, j) => out.add(`${at}.dailyRates[${j}]`))
    out.add(`${at}.guests`)
    r.guests.forEach((_, j) => out.add(`${at}.guests[${j}]`))
  })
  return out
}

const one = (v: { id: number } | { id: number }[] | undefined): Ref | undefined =>
  Array.isArray(v) ? v[0] : v

/** Insert / edit of a room block and its reservations (schemas/event/accommodation*.schema.json). */
export default function AccommodationForm({ item, busy, failure, onSave, onCancel }: Props) {
  const translate = useTranslate()
  const currency = useMainCurrency()
  const label = (f: string) => translate(`events.accommodation.fields.${f}`)
  const [d, setD] = useState(() => blockDraft(item, currency.isoCode))
  const [tried, setTried] = useState(false)
  const set = (patch: Partial<BlockDraft>) => setD((old) => ({ ...old, ...patch }))
  const setRoom = (i: number, patch: Partial<RoomDraft>) =>
    setD((old) => ({ ...old, rooms: old.rooms.map((r, k) => (k === i ? { ...r, ...patch } : r)) }))

  const server = refusalsBySlot(failure, translate)
  const missing = tried ? missingSlots(d) : []
  const refusals: Record<string, string> = { ...server }
  for (const slot of missing)
    refusals[slot] ??= translate('error.required', { field: slotLabel(translate, slot) })
  const shown = shownSlots(d)
  const unplaced = Object.keys(server).some((s) => !shown.has(s))
  const top =
    failure && (unplaced || !Object.keys(server).length) ? errorLines(failure, translate) : undefined

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (missingSlots(d).length) return
    onSave(blockBody(d))
  }
  const select = (
    f: 'type' | 'deadlineType' | 'reservationSituation',
    options: readonly string[],
    labels: string,
  ) => (
    <TextField
      id={`accommodation-${f}`}
      select
      label={label(f)}
      value={d[f]}
      onChange={(e) => set({ [f]: e.target.value })}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate(`events.accommodation.${labels}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate(item ? 'accommodation.editTitle' : 'accommodation.newTitle')}
    >
      {top ? (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {top.join('\n')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <ReferenceInput
            id="accommodation-holder"
            label={label('holder')}
            target="person"
            value={d.holder}
            required
            error={Boolean(refusals.holder)}
            onChange={(v) => set({ holder: one(v) })}
          />
          <Problem text={refusals.holder} />
        </Box>
        <TextField
          id="accommodation-reservationLocator"
          label={label('reservationLocator')}
          value={d.reservationLocator}
          onChange={(e) => set({ reservationLocator: e.target.value })}
          error={Boolean(refusals.reservationLocator)}
          helperText={refusals.reservationLocator}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {select('type', BLOCK_TYPES, 'types')}
        <Box>
          <DateField
            id="accommodation-deadlineDate"
            label={label('deadlineDate')}
            required
            value={d.deadlineDate}
            onChange={(deadlineDate) => set({ deadlineDate })}
            error={Boolean(refusals.deadlineDate)}
          />
          <Problem text={refusals.deadlineDate} />
        </Box>
        {select('deadlineType', DEADLINE_TYPES, 'deadlineTypes')}
        <NumberText
          id="accommodation-deadlineValue"
          label={label('deadlineValue')}
          value={d.deadlineValue}
          decimal
          onChange={(deadlineValue) => set({ deadlineValue })}
          error={refusals.deadlineValue}
        />
        {select('reservationSituation', RESERVATION_SITUATIONS, 'reservationSituations')}
        <Box>
          <ReferenceInput
            id="accommodation-pension"
            label={label('pension')}
            target="pension"
            value={d.pension}
            required
            error={Boolean(refusals.pension)}
            onChange={(v) => set({ pension: one(v) })}
          />
          <Problem text={refusals.pension} />
        </Box>
      </Box>
      {d.rooms.map((room, i) => (
        <ReservationFields
          key={room.key}
          index={i}
          room={room}
          refusals={refusals}
          symbol={currency.symbol}
          onChange={(patch) => setRoom(i, patch)}
          onRemove={d.rooms.length > 1 ? () => set({ rooms: d.rooms.filter((_, k) => k !== i) }) : undefined}
        />
      ))}
      <Problem text={refusals.reservations} />
      <Button
        startIcon={<Add />}
        onClick={() => set({ rooms: [...d.rooms, roomDraft(undefined, currency.isoCode)] })}
        sx={{ mb: 2 }}
      >
        {translate('accommodation.addReservation')}
      </Button>
      <TextField
        id="accommodation-observation"
        label={label('observation')}
        value={d.observation}
        onChange={(e) => set({ observation: e.target.value })}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(refusals.observation)}
        helperText={refusals.observation}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
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
