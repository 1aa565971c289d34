import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import TextField from '@mui/material/TextField'
import BookmarkAdd from '@mui/icons-material/BookmarkAdd'
import Bookmarks from '@mui/icons-material/Bookmarks'
import Delete from '@mui/icons-material/Delete'
import { errorMessage } from '../../../providers/errors'
import type { EventFilter } from '../types'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

const KEY = ['eventdesk', 'event-saved-filters']

/** Named, reusable filters (each person's own): save the current one, apply one, delete one. */
export default function SavedFilters({
  current,
  onApply,
}: {
  current: EventFilter
  onApply: (filter: EventFilter) => void
}) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const [listing, setListing] = useState(false)
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const { data, isError } = useQuery({ queryKey: KEY, queryFn: dataProvider.savedFilters })
  const fail = (e: unknown) => notify(errorMessage(e, translate), { type: 'error' })
  const save = useMutation({
    mutationFn: () => dataProvider.saveFilter(name.trim(), current),
    onSuccess: () => {
      setNaming(false)
      setName('')
      notify('events.savedFilters.saved', { type: 'success' })
      return client.invalidateQueries({ queryKey: KEY })
    },
    onError: fail,
  })
  const remove = useMutation({
    mutationFn: dataProvider.deleteSavedFilter,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
    onError: fail,
  })

  return (
    <>
      <Button startIcon={<Bookmarks />} onClick={() => setListing(true)} aria-haspopup="dialog">
        {translate('events.savedFilters.title')}
      </Button>
      <Button startIcon={<BookmarkAdd />} onClick={() => setNaming(true)}>
        {translate('events.savedFilters.save')}
      </Button>
      <Dialog
        open={listing}
        onClose={() => setListing(false)}
        aria-labelledby="saved-filters-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="saved-filters-title">{translate('events.savedFilters.title')}</DialogTitle>
        <DialogContent>
          {isError ? <Alert severity="error">{translate('events.savedFilters.failed')}</Alert> : null}
          {data?.length === 0 ? (
            <Typography color="text.secondary">{translate('events.savedFilters.none')}</Typography>
          ) : null}
          <List dense>
            {data?.map((f) => (
              <ListItem
                key={f.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate('events.savedFilters.delete', { name: f.name })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(f.id)}
                  >
                    <Delete />
                  </IconButton>
                }
              >
                <ListItemButton
                  onClick={() => {
                    setListing(false)
                    onApply(f.filter)
                  }}
                >
                  <ListItemText primary={f.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setListing(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="save-filter-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) save.mutate()
          }}
        >
          <DialogTitle id="save-filter-title">{translate('events.savedFilters.save')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              id="saved-filter-name"
              label={translate('events.savedFilters.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
