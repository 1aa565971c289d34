import { useState } from 'react'
import { Confirm, useNotify, useTranslate } from 'react-admin'
import { useQueryClient } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import RestartAlt from '@mui/icons-material/RestartAlt'
import { errorMessage } from '../../providers/errors'
import { BOARD_KEY } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The spec's reset: every event back on its starting column, after a confirmation (it cannot be undone). */
export default function ResetButton() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await dataProvider.resetEvents()
      notify('kanban.board.resetDone', { type: 'success' })
      await queryClient.invalidateQueries({ queryKey: BOARD_KEY })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }
  return (
    <>
      <Button startIcon={<RestartAlt />} onClick={() => setOpen(true)}>
        {translate('kanban.board.reset')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="kanban.board.reset"
        content="kanban.board.resetConfirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
