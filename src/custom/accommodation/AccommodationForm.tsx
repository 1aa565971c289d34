import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Add from '@mui/icons-material/Add'
import { BLOCK_FIELDS, RESERVATION_FIELDS } from '../../../common/accommodation/fields'
import DateField from '../../widgets/DateField'
import NotesField from '../../widgets/NotesField'
import NumberText from '../../widgets/NumberText'
import OptionSelect from '../../widgets/OptionSelect'
import { fieldGridSx } from '../../widgets/fieldGridSx'
import SaveCancelForm from '../../widgets/SaveCancelForm'
import type { ItemFormProps } from '../../widgets/itemForm'
import SingleReferenceField from '../../widgets/SingleReferenceField'
import { errorLines } from './channelError'
import { blockBody, blockDraft, missingSlots, roomDraft, type BlockDraft, type RoomDraft } from './drafts'
import { refusalsBySlot, slotLabel } from './formErrors'
import { nightsOf } from './nights'
import ReservationFields, { Problem } from './ReservationFields'
import { BLOCK_TYPES, DEADLINE_TYPES, RESERVATION_SITUATIONS, type Accommodation } from './types'
import { useMainCurrency } from './useMainCurrency'

/** Every slot the form shows a refusal at; a refusal elsewhere is said above the form. */
function shownSlots(d: BlockDraft): Set<string> {
  // The block's situation is the server's to set: the form has no field for it.
  const out = new Set<string>([...BLOCK_FIELDS.filter((f) => f !== 'situation'), 'reservations'])
  d.rooms.forEach((r, i) => {
    const at = `reservations[${i}]`
    out.add(at)
    RESERVATION_FIELDS.forEach((f) => out.add(`${at}.${f}`))
    nightsOf(r.startDate, r.endDate).forEach((_, j) => out.add(`${at}.dailyRates[${j}]`))
    r.guests.forEach((_, j) => out.add(`${at}.guests[${j}]`))
  })
  return out
}

/** Insert / edit of a room block and its reservations (schemas/event/accommodation*.schema.json). */
export default function AccommodationForm({
  item,
  failure,
  onSave,
  ...buttons
}: ItemFormProps<Accommodation>) {
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
    <OptionSelect
      id={`accommodation-${f}`}
      label={label(f)}
      value={d[f]}
      options={options}
      optionLabel={(o) => translate(`events.accommodation.${labels}.${o}`)}
      onChange={(v) => set({ [f]: v })}
    />
  )

  const reference = (f: 'holder' | 'pension', target: string) => (
    <SingleReferenceField
      id={`accommodation-${f}`}
      label={label(f)}
      target={target}
      value={d[f]}
      onChange={(v) => set({ [f]: v })}
      problem={refusals[f]}
    />
  )

  return (
    <SaveCancelForm
      label={translate(item ? 'accommodation.editTitle' : 'accommodation.newTitle')}
      onSubmit={submit}
      problem={top}
      {...buttons}
    >
      <Box sx={{ ...fieldGridSx({ md: 3 }), mb: 2 }}>
        {reference('holder', 'person')}
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
        {reference('pension', 'pension')}
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
      <NotesField
        id="accommodation-observation"
        label={label('observation')}
        value={d.observation}
        onChange={(observation) => set({ observation })}
        fullWidth
        error={refusals.observation}
        maxLength={4000}
      />
    </SaveCancelForm>
  )
}
