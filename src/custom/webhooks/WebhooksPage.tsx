import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Loading, Title, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import PageAccess from '../../resources/PageAccess'
import DeliveryLog from './DeliveryLog'
import WebhookDialog from './WebhookDialog'
import type { Webhook } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** Whether a webhook is on, or switched off (by hand or after a day of failures, with why). */
function State({ webhook }: { webhook: Webhook }) {
  const translate = useTranslate()
  if (webhook.active)
    return <Chip size="small" color="success" variant="outlined" label={translate('webhook.on')} />
  return (
    <Stack spacing={0.5}>
      <Chip size="small" color="default" variant="outlined" label={translate('webhook.off')} />
      {webhook.disabledReason ? (
        <Typography variant="caption">
          {translate('webhook.switchedOffBecause', { reason: webhook.disabledReason })}
        </Typography>
      ) : null}
    </Stack>
  )
}

/** Webhooks (issue 37, administrators only): the registered URLs, their form and delivery log. */
function WebhooksPageContent() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined)
  const [shown, setShown] = useState<Webhook | null>(null)
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['eventdesk', 'webhooks'],
    queryFn: () => dataProvider.listWebhooks(),
    retry: false,
  })
  const remove = async (w: Webhook) => {
    if (!window.confirm(translate('webhook.confirmDelete', { url: w.url }))) return
    await dataProvider.deleteWebhook(w.id)
    if (shown?.id === w.id) setShown(null)
    notify('webhook.deleted', { type: 'info' })
    await refetch()
  }
  const title = translate('webhook.title')
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {translate('webhook.new')}
        </Button>
      </Stack>
      {isPending ? <Loading /> : null}
      {isError ? <Alert severity="error">{translate('webhook.loadFailed')}</Alert> : null}
      {data ? (
        <Card>
          {data.content.length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('webhook.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('webhook.fields.url')}</TableCell>
                  <TableCell>{translate('webhook.fields.events')}</TableCell>
                  <TableCell>{translate('webhook.fields.active')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.content.map((w) => (
                  <TableRow key={w.id} hover selected={shown?.id === w.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{w.url}</TableCell>
                    <TableCell>{w.events.join(', ')}</TableCell>
                    <TableCell>
                      <State webhook={w} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => setShown(w)}
                        aria-label={translate('webhook.deliveriesOf', { url: w.url })}
                      >
                        {translate('webhook.deliveries')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => setEditing(w)}
                        aria-label={translate('webhook.editOf', { url: w.url })}
                      >
                        {translate('ra.action.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => void remove(w)}
                        aria-label={translate('webhook.deleteOf', { url: w.url })}
                      >
                        {translate('ra.action.delete')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      ) : null}
      {shown ? <DeliveryLog key={shown.id} webhook={shown} /> : null}
      {editing !== undefined ? (
        <WebhookDialog
          webhook={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined)
            notify('webhook.saved', { type: 'info' })
            void refetch()
          }}
        />
      ) : null}
    </Box>
  )
}

/** Typed by hand by someone who is not an administrator, the page says "access denied" and calls nothing. */
export default function WebhooksPage() {
  return (
    <PageAccess resource="webhook">
      <WebhooksPageContent />
    </PageAccess>
  )
}
