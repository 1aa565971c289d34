import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Loading, Title, useTranslate } from 'react-admin'
import PageAccess from '../../resources/PageAccess'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import { LOG_PAGE_SIZE } from './api'
import LogDetailDialog from './LogDetailDialog'
import LogFilters from './LogFilters'
import { emptyLogFilter, type LogFilter } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The integration log (admin only, spec §2): read-only, newest first, 20 a page, with filters and a row's detail. */
function IntegrationLogPageContent() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [filter, setFilter] = useState<LogFilter>(emptyLogFilter)
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<number | null>(null)
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['eventdesk', 'integration-log', filter, page],
    queryFn: () => dataProvider.listIntegrationLog(filter, page),
    placeholderData: keepPreviousData,
    retry: false,
  })
  const apply = (f: LogFilter) => {
    setFilter(f)
    setPage(0)
  }
  const head = ['dateHour', 'integration', 'operation', 'status', 'reference', 'message'] as const

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('integrationLog.title')} />
      <LogFilters applied={filter} onApply={apply} />
      {isPending ? <Loading /> : null}
      {isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{translate('configuration.retry')}</Button>}
        >
          {translate('integrationLog.loadFailed')}
        </Alert>
      ) : null}
      {data ? (
        <Card>
          {data.content.length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('integrationLog.empty')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('integrationLog.title')}>
                <TableHead>
                  <TableRow>
                    {head.map((h) => (
                      <TableCell key={h}>{translate(`integrationLog.fields.${h}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((r) => (
                    <TableRow key={r.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{showDate(r.dateHour, true)}</TableCell>
                      <TableCell>{translate(`integrationLog.integrations.${r.integration}`)}</TableCell>
                      <TableCell>{r.operation}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={translate(`integrationLog.statuses.${r.status}`)}
                          color={r.status === 'ERROR' ? 'error' : 'success'}
                          variant="outlined"
                        />
                      </TableCell>
                      <TableCell>{r.reference}</TableCell>
                      <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{r.message}</TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setOpen(r.id)}
                          aria-label={translate('integrationLog.detail', { id: r.id })}
                        >
                          {translate('integrationLog.view')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            rowsPerPage={LOG_PAGE_SIZE}
            rowsPerPageOptions={[LOG_PAGE_SIZE]}
            onPageChange={(_, p) => setPage(p)}
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        </Card>
      ) : null}
      <LogDetailDialog id={open} onClose={() => setOpen(null)} />
    </Box>
  )
}

/** Typed by hand by someone it is not for, the page says "access denied" and calls nothing. */
export default function IntegrationLogPage() {
  return (
    <PageAccess resource="integration-log">
      <IntegrationLogPageContent />
    </PageAccess>
  )
}
