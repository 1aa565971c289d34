import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import ReferenceInput from '../../../widgets/ReferenceInput'
import ActionDialog, { type ActionDialogProps } from './ActionDialog'

/**
 * Putting an event on the wait list may place it in a wait-list group (optional); the server
 * checks the group's priority rule (a group needs an event of priority one).
 */
export default function WaitListDialog({ onConfirm, ...dialog }: ActionDialogProps) {
  const translate = useTranslate()
  const [group, setGroup] = useState<{ id: number } | undefined>()
  return (
    <ActionDialog
      action="waitListPut"
      onConfirm={() => onConfirm(group ? { waitListGroup: { id: group.id } } : {})}
      {...dialog}
    >
      <Box sx={{ mt: 2 }}>
        <ReferenceInput
          id="wait-list-group"
          label={translate('events.dialogs.waitListGroup')}
          target="waiting-list-group"
          value={group}
          onChange={(v) => setGroup(Array.isArray(v) ? v[0] : v)}
        />
      </Box>
    </ActionDialog>
  )
}
