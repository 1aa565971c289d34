import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import type { ActionExtra } from './actions'
import ConfirmActionDialog from './ConfirmActionDialog'
import DateField from '../../../widgets/DateField'
import { isWireDate } from '../../../widgets/dates'

interface Props {
  open: boolean
  busy: boolean
  onConfirm: (extra: ActionExtra) => void
  onClose: () => void
}

/**
 * Starting an event, now or — for the person whose permission allows it (the server decides) —
 * from a retroactive start date.
 */
export default function StartDialog({ open, busy, onConfirm, onClose }: Props) {
  const translate = useTranslate()
  const [retroactive, setRetroactive] = useState(false)
  const [startDate, setStartDate] = useState<string | undefined>()
  const valid = !retroactive || isWireDate(startDate, true)
  return (
    <ConfirmActionDialog
      open={open}
      busy={busy}
      ready={valid}
      title={translate('events.actions.start')}
      text={translate('events.dialogs.start')}
      onClose={onClose}
      onConfirm={() => onConfirm(retroactive && startDate ? { startDate } : {})}
    >
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <FormControlLabel
          control={<Checkbox checked={retroactive} onChange={(e) => setRetroactive(e.target.checked)} />}
          label={translate('events.dialogs.retroactive')}
        />
        {retroactive ? (
          <DateField
            id="start-date"
            time
            required
            label={translate('events.dialogs.startDate')}
            value={startDate}
            onChange={setStartDate}
          />
        ) : null}
      </Box>
    </ConfirmActionDialog>
  )
}
