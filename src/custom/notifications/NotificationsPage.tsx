import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import { HttpError } from '../../providers/http'
import { getUser } from '../../providers/session'
import { saveJobFile } from '../../providers/download'
import { errorMessage } from '../../providers/errors'
import type { AppNotification } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The user's notifications, newest first, 20 a page: mark one read, delete one (after confirming). */
export default function NotificationsPage() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const userId = getUser()?.id ?? 0
  const [page, setPage] = useState(0)
  const [toDelete, setToDelete] = useState<AppNotification | null>(null)
  const key = ['eventdesk', 'notifications', userId, page]
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.listNotifications(userId, page),
    placeholderData: keepPreviousData,
    retry: false,
  })
  const failed = (error: unknown) =>
    notify(error instanceof HttpError ? error.body.message : 'error.requestFailed', { type: 'error' })
  const refresh = () => client.invalidateQueries({ queryKey: ['eventdesk', 'notifications'] })
  const read = useMutation({
    mutationFn: (id: number) => dataProvider.markRead([id]),
    onSuccess: refresh,
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteNotification(id),
    onSuccess: () => {
      setToDelete(null)
      notify('notification.deleted', { type: 'success' })
      return refresh()
    },
    onError: failed,
  })

  if (isPending) return <Loading />
  if (isError || !data) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void refetch()}>{translate('configuration.retry')}</Button>}
      >
        {translate('notification.loadFailed')}
      </Alert>
    )
  }
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('notification.title')} />
      <Card>
        {data.content.length === 0 ? (
          <Typography sx={{ p: 2 }}>{translate('notification.none')}</Typography>
        ) : (
          <List aria-label={translate('notification.title')}>
            {data.content.map((n) => (
              <ListItem key={n.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ minWidth: 200 }}
                  primary={<span style={{ fontWeight: n.status === 'UNREAD' ? 600 : 400 }}>{n.subject}</span>}
                  secondary={[
                    n.fromName,
                    n.sendDateHour?.replace('T', ' '),
                    translate(`notification.status.${n.status ?? 'READ'}`),
                    n.description,
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                />
                {n.auditData?.file ? (
                  <Button
                    size="small"
                    onClick={() => {
                      const file = n.auditData!.file!
                      saveJobFile(file.reference, file.fileName).catch((e: unknown) =>
                        notify(errorMessage(e, translate), { type: 'error' }),
                      )
                    }}
                    aria-label={`${translate('notification.download')}: ${n.auditData.file.fileName}`}
                  >
                    {translate('notification.download')}
                  </Button>
                ) : null}
                {n.status === 'UNREAD' && (
                  <Button
                    size="small"
                    disabled={read.isPending}
                    onClick={() => read.mutate(n.id)}
                    aria-label={`${translate('notification.markRead')}: ${n.subject}`}
                  >
                    {translate('notification.markRead')}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  onClick={() => setToDelete(n)}
                  aria-label={`${translate('ra.action.delete')}: ${n.subject}`}
                >
                  {translate('ra.action.delete')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
        <TablePagination
          component="div"
          count={data.totalElements}
          page={page}
          rowsPerPage={20}
          rowsPerPageOptions={[20]}
          onPageChange={(_, p) => setPage(p)}
        />
      </Card>
      <Confirm
        isOpen={toDelete !== null}
        loading={remove.isPending}
        title="ra.message.are_you_sure"
        content="notification.deleteWarning"
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  )
}
