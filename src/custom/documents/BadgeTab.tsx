import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import { errorMessage } from '../../providers/errors'
import type { ItemTabProps } from '../events/items/useItems'
import type { BadgeRequest } from './documentsApi'
import { saveAs } from '../../providers/download'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const statusColor = { GENERATING: 'info', DONE: 'success', FAILED: 'error' } as const

/** The badge tab (spec §2, §3 "Badge template selection"): a template and requesters (or all), one PDF. */
export default function BadgeTab({ eventId }: Pick<ItemTabProps, 'eventId'>) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const t = (k: string, o?: object) => translate(`documents.badgeTab.${k}`, o)
  const key = ['eventdesk', 'event-badges', eventId]
  const templates = useQuery({
    queryKey: ['eventdesk', 'templates'],
    queryFn: ({ signal }) => dataProvider.listTemplates(signal),
    retry: false,
  })
  const requesters = useQuery({
    queryKey: ['eventdesk', 'event-badge-requesters', eventId],
    queryFn: ({ signal }) => dataProvider.listRequesterOptions(eventId, signal),
    retry: false,
  })
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.listBadges(eventId, signal),
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'GENERATING') ? 2000 : false),
  })
  const options = (templates.data?.content ?? []).filter((o) => o.active && o.type === 'BADGE')
  const [chosen, setChosen] = useState<number | ''>('')
  const template: number | '' = chosen !== '' ? chosen : (options[0]?.id ?? '')
  const active = (requesters.data ?? []).filter((r) => (r.situation ?? 'ACTIVE') === 'ACTIVE')
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const generate = useMutation({
    // Nobody ticked means everyone (the server takes all active requesters).
    mutationFn: () => dataProvider.generateBadges(eventId, Number(template), [...picked]),
    onSuccess: () => {
      notify('documents.badgeTab.generating', { type: 'info' })
      void client.invalidateQueries({ queryKey: key })
    },
    onError: (error) => notify(errorMessage(error, translate), { type: 'error' }),
  })
  const download = useMutation({
    mutationFn: (b: BadgeRequest) =>
      dataProvider
        .downloadByReference(b.reference!)
        .then((blob) => saveAs(blob, `${t('fileName')}-${b.id}.pdf`)),
    onError: (error) => notify(errorMessage(error, translate), { type: 'error' }),
  })
  const nameOf = (r: (typeof active)[number]) => r.name || r.person?.name || `#${r.id}`
  const toggle = (id: number) =>
    setPicked((p) => {
      const next = new Set(p)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('documents.tab.template')}
          value={template}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 240 }}
          helperText={
            templates.isSuccess && !options.length ? translate('documents.templateMissing') : undefined
          }
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={generate.isPending || typeof template !== 'number' || !active.length}
          onClick={() => generate.mutate()}
        >
          {picked.size
            ? t('generateSome', { count: picked.size })
            : t('generateAll', { count: active.length })}
        </Button>
      </Stack>
      <Typography variant="subtitle2">{t('requesters')}</Typography>
      {active.length ? (
        <FormGroup row sx={{ mb: 2 }}>
          {active.map((r) => (
            <FormControlLabel
              key={r.id}
              control={<Checkbox checked={picked.has(r.id)} onChange={() => toggle(r.id)} />}
              label={nameOf(r)}
            />
          ))}
        </FormGroup>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('documents.noRequesters')}
        </Alert>
      )}
      {list.isError ? <Alert severity="error">{errorMessage(list.error, translate)}</Alert> : null}
      <List dense aria-label={translate('events.tabs.badge')}>
        {(list.data ?? []).map((b) => (
          <ListItem
            key={b.id}
            secondaryAction={
              b.status === 'DONE' && b.mine && b.reference ? (
                <Button size="small" onClick={() => download.mutate(b)}>
                  {translate('documents.tab.download')}
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={`${b.template.name ?? ''} · ${t('count', { count: b.count })}`}
              secondary={showDate(b.createdAt, true)}
            />
            <Chip
              size="small"
              sx={{ mr: 12 }}
              color={statusColor[b.status]}
              label={translate(`documents.tab.status.${b.status}`)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
