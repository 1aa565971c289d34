import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'

interface Props {
  busy: boolean
  /** Absent where there is nothing to return to: only the save button is shown. */
  onCancel?: () => void
  saveIcon?: ReactNode
}

/** The row under an insert / edit form: save (the form's submit) and cancel, both off while saving. */
export default function SaveCancelButtons({ busy, onCancel, saveIcon }: Props) {
  const translate = useTranslate()
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={saveIcon} disabled={busy}>
        {translate('ra.action.save')}
      </Button>
      {onCancel ? (
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
      ) : null}
    </Box>
  )
}
