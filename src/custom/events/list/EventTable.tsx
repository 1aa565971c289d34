import { useBasename, useTranslate } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { showDate } from '../../../../common/format'
import SituationChip from '../SituationChip'
import { priorityKey } from '../situations'
import type { EventRecord } from '../types'
import type { EventColumn as Column } from './eventColumns'

const sortable = new Set<Column>(['id', 'name', 'startDate', 'endDate', 'situation', 'priority'])

function Cell({ event, column }: { event: EventRecord; column: Column }) {
  const translate = useTranslate()
  switch (column) {
    case 'customer':
      return <>{event.customer?.name ?? event.clientName ?? ''}</>
    case 'startDate':
    case 'endDate':
      return <>{showDate(event[column], true)}</>
    case 'situation':
      return <SituationChip situation={event.situation} />
    case 'priority':
      return <>{event.priority ? translate(priorityKey(event.priority)) : ''}</>
    case 'eventType':
      return <>{event.eventType?.name ?? ''}</>
    case 'createdBy':
      return <>{event.createdBy?.email ?? ''}</>
    default: {
      // Another column of the schema's `x-list`: a reference shows its label.
      const value = event[column]
      const shown = value && typeof value === 'object' ? (value as { name?: unknown }).name : value
      return <>{String(shown ?? '')}</>
    }
  }
}

interface Props {
  events: EventRecord[]
  /** The columns that fit the window (useEventColumns). */
  columns: readonly Column[]
  sort: string
  onSort: (sort: string) => void
}

/** One page of events; a row opens the event (the name is also a link, for the keyboard). */
export default function EventTable({ events, columns, sort, onSort }: Props) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const basename = useBasename()
  const [field, dir] = sort.split(',')
  const editPath = (id: number) => `${basename}/event/${id}/edit`
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.event.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c}
                sortDirection={field === c ? (dir as 'asc' | 'desc') : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {sortable.has(c) ? (
                  <TableSortLabel
                    active={field === c}
                    direction={field === c ? (dir as 'asc' | 'desc') : 'asc'}
                    onClick={() => onSort(`${c},${field === c && dir === 'asc' ? 'desc' : 'asc'}`)}
                  >
                    {translate(`resources.event.fields.${c}`)}
                  </TableSortLabel>
                ) : (
                  translate(`resources.event.fields.${c}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow
              key={e.id}
              hover
              onClick={() => navigate(editPath(e.id))}
              sx={{ cursor: 'pointer' }}
              data-testid={`event-row-${e.id}`}
            >
              {columns.map((c) => (
                <TableCell key={c} sx={c === 'name' ? { minWidth: 180 } : { whiteSpace: 'nowrap' }}>
                  {c === 'name' ? (
                    <Link
                      to={editPath(e.id)}
                      onClick={(ev) => ev.stopPropagation()}
                      style={{ color: 'inherit' }}
                    >
                      {e.name}
                    </Link>
                  ) : (
                    <Cell event={e} column={c} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
