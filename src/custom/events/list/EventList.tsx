import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Title, useBasename, useStore, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { pageSx } from '../../../widgets/pageSx'
import EventFilters from './EventFilters'
import EventCards from './EventCards'
import { useEventColumns } from './eventColumns'
import EventTable from './EventTable'
import { emptyFilter, filterBody, formOf, type FilterForm } from './filterForm'
import SavedFilters from './SavedFilters'
import type { Situation } from '../../../../common/events/situations'
import SituationTotals from './SituationTotals'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/** Spec §9: pages of 20, newest first. */
export const PAGE_SIZE = 20

/**
 * /app/event: totals per situation, the filters of §2, saved filters and a page of events.
 * Filter, page and order live in react-admin's store, so coming back from an event finds the
 * list as it was left.
 */
export default function EventList() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const basename = useBasename()
  const [applied, setApplied] = useStore<FilterForm>('eventdesk.events.filter', emptyFilter)
  const [page, setPage] = useStore('eventdesk.events.page', 0)
  const [sort, setSort] = useStore('eventdesk.events.sort', 'id,desc')
  const layout = useEventColumns()
  const body = filterBody(applied)
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: ['eventdesk', 'events', body, page, sort],
    queryFn: ({ signal }) => dataProvider.listEvents(body, { page, size: PAGE_SIZE, sort }, signal),
    placeholderData: keepPreviousData,
  })
  const apply = (form: FilterForm) => {
    setApplied(form)
    setPage(0)
  }
  const pick = (s: Situation) =>
    apply({
      ...applied,
      situations: applied.situations.length === 1 && applied.situations[0] === s ? [] : [s],
    })

  return (
    <Card sx={pageSx}>
      <Title title={translate('resources.event.name', { smart_count: 2 })} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h5" sx={{ flex: 1 }}>
            {translate('resources.event.name', { smart_count: 2 })}
          </Typography>
          <Button component={Link} to={`${basename}/event/create`} variant="contained" startIcon={<Add />}>
            {translate('events.list.new')}
          </Button>
        </Box>
        <SituationTotals filter={body} selected={applied.situations} onPick={pick} />
        <EventFilters key={JSON.stringify(applied)} applied={applied} onApply={apply}>
          <SavedFilters current={body} onApply={(f) => apply(formOf(f))} />
        </EventFilters>
        <Box sx={{ height: 4 }}>
          {isFetching ? <LinearProgress aria-label={translate('events.list.loading')} /> : null}
        </Box>
        {isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void refetch()}>{translate('events.list.retry')}</Button>}
          >
            {translate('events.list.failed')}
          </Alert>
        ) : isPending ? (
          <Typography sx={{ py: 4 }} color="text.secondary">
            {translate('events.list.loading')}
          </Typography>
        ) : data.content.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography>{translate('events.list.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('events.list.emptyHint')}
            </Typography>
          </Box>
        ) : (
          <>
            {layout === 'cards' ? (
              <EventCards events={data.content} />
            ) : (
              <EventTable
                events={data.content}
                columns={layout}
                sort={sort}
                onSort={(s) => {
                  setSort(s)
                  setPage(0)
                }}
              />
            )}
            <TablePagination
              component="div"
              count={data.totalElements}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, p) => setPage(p)}
              labelDisplayedRows={({ from, to, count }) => translate('events.list.rows', { from, to, count })}
              getItemAriaLabel={(type) => translate(`events.list.${type}Page`)}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
