import { useState } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { numberText, showDate } from '../../../common/format'
import ConfirmActionDialog from '../events/lifecycle/ConfirmActionDialog'
import PickupGrid from './PickupGrid'
import { failureLines } from './channelError'
import type { Accommodation } from './types'

interface Props {
  block: Accommodation
  busy: boolean
  onEdit: () => void
  onDuplicate: () => void
  onDelete: () => void
  onChannel: () => void
}

const name = (r: { id: number; name?: unknown } | undefined) => (r ? String(r.name ?? `#${r.id}`) : '')

/** One room block in list mode: what it holds, where it stands at the channel, and its actions. */
export default function BlockCard({ block, busy, onEdit, onDuplicate, onDelete, onChannel }: Props) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [deleting, setDeleting] = useState(false)
  const [pickup, setPickup] = useState(false)
  const title = translate('accommodation.blockTitle', { id: block.id, holder: name(block.holder) })
  const canceled = block.situation === 'CANCELED'
  const confirmation = block.channelBookingReservation?.cmConfirmationId
  const guid = block.channelBookingReservation?.guid
  const state = block.channelBookingReservation?.state
  const failure = state === 'ERROR' ? block.channelBookingReservation?.error : null
  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mr: 1 }}>
          {title}
        </Typography>
        <Chip size="small" label={translate(`events.accommodation.types.${block.type}`)} />
        <Chip
          size="small"
          color={canceled ? 'default' : 'success'}
          label={translate(`events.accommodation.situations.${block.situation}`)}
        />
        {block.reservationSituation ? (
          <Chip
            size="small"
            variant="outlined"
            label={translate(`events.accommodation.reservationSituations.${block.reservationSituation}`)}
          />
        ) : null}
      </Box>
      <Typography variant="body2">
        {translate('accommodation.deadlineLine', {
          date: showDate(block.deadlineDate),
          type: translate(`events.accommodation.deadlineTypes.${block.deadlineType}`),
          value: block.deadlineValue ?? '—',
          pension: name(block.pension),
        })}
        {block.reservationLocator
          ? ` · ${translate('accommodation.locatorLine', { locator: block.reservationLocator })}`
          : ''}
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {block.reservations.map((r) => (
          <li key={r.id}>
            {translate('accommodation.reservationLine', {
              type: name(r.hostingUnitType),
              rooms: r.roomQuantity,
              pax: r.paxPerRoom,
              start: showDate(r.startDate),
              end: showDate(r.endDate),
              guests: r.guests?.length ?? 0,
            })}
          </li>
        ))}
      </Box>
      {block.pickup ? (
        <Typography variant="body2" color={block.pickup.belowContract ? 'warning.main' : 'text.secondary'}>
          {translate('accommodation.pickup.summary', {
            picked: block.pickup.pickedUpRoomNights,
            agreed: block.pickup.agreedRoomNights,
            // A share such as 73.33 in the reader's language ('73,33' in pt-BR), not with a dot everywhere.
            attrition: numberText(block.pickup.attritionPercent, locale),
            cutoff: showDate(block.pickup.cutoffDate),
          })}
          {block.pickup.requiredPercent !== null
            ? ` · ${translate('accommodation.pickup.required', {
                percent: numberText(block.pickup.requiredPercent, locale),
              })}`
            : ''}
          {block.pickup.belowContract ? ` · ${translate('accommodation.pickup.belowContract')}` : ''}
          {block.pickup.released ? ` · ${translate('accommodation.pickup.released')}` : ''}
        </Typography>
      ) : null}
      {state === 'SENDING' ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('accommodation.channel.waiting')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {confirmation
            ? translate('accommodation.channel.confirmed', { id: confirmation, guid: guid ?? '-' })
            : translate('accommodation.channel.notSent')}
        </Typography>
      )}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {[translate('accommodation.channel.failed'), ...failureLines(failure, translate)].join('\n')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          disabled={busy || canceled}
          onClick={onEdit}
          aria-label={translate('events.items.editNamed', { name: title })}
        >
          {translate('ra.action.edit')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={onDuplicate}
          aria-label={translate('accommodation.duplicateNamed', { name: title })}
        >
          {translate('accommodation.duplicate')}
        </Button>
        <Button
          size="small"
          disabled={busy || canceled || state === 'SENDING'}
          onClick={onChannel}
          aria-label={translate('accommodation.channel.sendNamed', { name: title })}
        >
          {translate('accommodation.channel.send')}
        </Button>
        <Button
          size="small"
          aria-expanded={pickup}
          onClick={() => setPickup(!pickup)}
          aria-label={translate('accommodation.pickup.toggleNamed', { name: title })}
        >
          {translate('accommodation.pickup.toggle')}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={busy || canceled}
          onClick={() => setDeleting(true)}
          aria-label={translate('events.items.deleteNamed', { name: title })}
        >
          {translate('ra.action.delete')}
        </Button>
      </Box>
      {pickup ? (
        <Box sx={{ mt: 2 }}>
          <PickupGrid block={block} />
        </Box>
      ) : null}
      <ConfirmActionDialog
        open={deleting}
        title={translate('events.items.deleteNamed', { name: title })}
        text={translate('events.items.deleteText')}
        busy={busy}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          onDelete()
          setDeleting(false)
        }}
      />
    </Paper>
  )
}
