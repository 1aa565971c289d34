import { useCreatePath, useNotify, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../providers/errors'
import { BOARD_KEY, type Checklist, type KanbanCard } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** A card opened: the checklist of its column, ticked item by item, and the way to the event. */
export default function ChecklistDialog({ card, onClose }: { card: KanbanCard; onClose: () => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const createPath = useCreatePath()
  const queryClient = useQueryClient()
  const key = ['eventdesk', 'kanban', 'checklist', card.id]
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.readChecklist(card.id, signal),
  })
  const tick = useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      dataProvider.tickChecklist(card.id, [{ id, done }], list.data!.version),
    onSuccess: (fresh: Checklist) => {
      queryClient.setQueryData(key, fresh)
      // The card's progress on the board changed too.
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY })
    },
    onError: (error) => {
      notify(errorMessage(error, translate), { type: 'error' })
      void list.refetch()
    },
  })
  const titleId = `kanban-checklist-${card.id}`
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{card.name}</DialogTitle>
      <DialogContent>
        {list.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {list.isError && <Alert severity="error">{errorMessage(list.error, translate)}</Alert>}
        {list.data && !list.data.checklist && (
          <Typography color="text.secondary">{translate('kanban.board.noChecklist')}</Typography>
        )}
        {list.data?.checklist && (
          <FormGroup aria-label={list.data.checklist.name}>
            <Typography variant="subtitle2">{list.data.checklist.name}</Typography>
            {list.data.items.map((item) => (
              <FormControlLabel
                key={item.id}
                label={item.description}
                control={
                  <Checkbox
                    checked={item.done}
                    disabled={tick.isPending}
                    onChange={(e) => tick.mutate({ id: item.id, done: e.target.checked })}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={createPath({ resource: 'event', id: card.id, type: 'edit' })}>
          {translate('kanban.board.openEvent')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
