import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import ActionDialog, { type ActionDialogProps } from './ActionDialog'
import DateField from '../../../widgets/DateField'
import { isWireDateTime } from '../../../../common/wire-dates'

/**
 * Starting an event, now or — for the person whose permission allows it (the server decides) —
 * from a retroactive start date.
 */
export default function StartDialog({ onConfirm, ...dialog }: ActionDialogProps) {
  const translate = useTranslate()
  const [retroactive, setRetroactive] = useState(false)
  const [startDate, setStartDate] = useState<string | undefined>()
  const valid = !retroactive || isWireDateTime(startDate)
  return (
    <ActionDialog
      action="start"
      ready={valid}
      onConfirm={() => onConfirm(retroactive && startDate ? { startDate } : {})}
      {...dialog}
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
    </ActionDialog>
  )
}
