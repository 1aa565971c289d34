import { Fragment, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { HttpError } from '../../providers/http'
import { showDate } from '../../../common/format'
import { DELIVERY_PAGE_SIZE } from './api'
import type { Delivery, Webhook } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const statusColor = { PENDING: 'warning', DELIVERED: 'success', FAILED: 'error' } as const

/** One try: its number, HTTP status (or none) and error, as the receiver answered it. */
function Tries({ delivery }: { delivery: Delivery }) {
  const translate = useTranslate()
  if (!delivery.tries.length) return <Typography variant="body2">{translate('webhook.noTries')}</Typography>
  return (
    <Table size="small" aria-label={translate('webhook.triesOf', { id: delivery.id })}>
      <TableBody>
        {delivery.tries.map((t) => (
          <TableRow key={t.number}>
            <TableCell>{translate('webhook.tryNumber', { number: t.number })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(t.at, true)}</TableCell>
            <TableCell>{t.status ?? translate('webhook.noAnswer')}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{t.error ?? translate('webhook.ok')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The delivery log of one webhook, newest first: status, tries, last answer, next try, Replay. */
export default function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<string | null>(null)
  const key = ['eventdesk', 'webhook-deliveries', webhook.id, page]
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.listDeliveries(webhook.id, page),
    placeholderData: keepPreviousData,
    // Tries happen in the background: the log follows them while it is open.
    refetchInterval: 5_000,
    retry: false,
  })
  const replay = async (id: string) => {
    try {
      await dataProvider.replayDelivery(id)
      notify('webhook.replayed', { type: 'info' })
      await queryClient.invalidateQueries({ queryKey: ['eventdesk', 'webhook-deliveries', webhook.id] })
    } catch (err) {
      notify(err instanceof HttpError ? err.body.message : 'error.requestFailed', { type: 'error' })
    }
  }
  const title = translate('webhook.deliveriesOf', { url: webhook.url })
  return (
    <Card sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2 }}>
        {title}
      </Typography>
      {data && data.content.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('webhook.noDeliveries')}</Typography>
      ) : null}
      {data && data.content.length ? (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {(
                [
                  'createdAt',
                  'type',
                  'status',
                  'attempts',
                  'lastStatus',
                  'lastError',
                  'nextAttemptAt',
                ] as const
              ).map((h) => (
                <TableCell key={h}>{translate(`webhook.deliveryFields.${h}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.content.map((d) => (
              <Fragment key={d.id}>
                <TableRow hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(d.createdAt, true)}</TableCell>
                  <TableCell>{d.type}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={statusColor[d.status]}
                      label={translate(`webhook.statuses.${d.status}`)}
                    />
                  </TableCell>
                  <TableCell>{d.attempts}</TableCell>
                  <TableCell>{d.lastStatus ?? ''}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{d.lastError ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {d.nextAttemptAt ? showDate(d.nextAttemptAt, true) : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setOpen(open === d.id ? null : d.id)}>
                      {translate('webhook.tries')}
                    </Button>
                    {/* A delivery waiting for its retry is sent now; a finished one is sent again. */}
                    <Button
                      size="small"
                      disabled={!webhook.active}
                      onClick={() => void replay(d.id)}
                      aria-label={translate(
                        d.status === 'PENDING' ? 'webhook.sendNowOf' : 'webhook.replayOf',
                        {
                          id: d.id,
                        },
                      )}
                    >
                      {translate(d.status === 'PENDING' ? 'webhook.sendNow' : 'webhook.replay')}
                    </Button>
                  </TableCell>
                </TableRow>
                {open === d.id ? (
                  <TableRow>
                    <TableCell colSpan={8}>
                      <Tries delivery={d} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data && data.totalElements > DELIVERY_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={data.totalElements}
          page={page}
          rowsPerPage={DELIVERY_PAGE_SIZE}
          rowsPerPageOptions={[DELIVERY_PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      ) : null}
    </Card>
  )
}
