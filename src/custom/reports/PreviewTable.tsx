import { useTranslate } from 'react-admin'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { showDate } from '../../resources/format'
import { situationKey } from '../events/situations'
import type { Cell, Column, ReportData } from './types'

/** The first rows of the report as the file will have them, with the answer's own columns. */
export default function PreviewTable({ data }: { data: ReportData }) {
  const translate = useTranslate()
  const show = (column: Column, v: Cell) => {
    if (v === null || v === '') return ''
    if (column.kind === 'situation') return translate(situationKey(String(v)))
    if (column.kind === 'boolean') return translate(v ? 'reports.yes' : 'reports.no')
    if (column.kind === 'date') return showDate(v, String(v).includes('T'))
    if (column.kind === 'money') return Number(v).toFixed(2)
    return String(v)
  }
  const right = (c: Column) => (c.kind === 'number' || c.kind === 'money' ? 'right' : 'left')
  return (
    // The box scrolls: it takes the focus so the keyboard can scroll it too (axe scrollable-region).
    <TableContainer
      sx={{ maxHeight: 480 }}
      tabIndex={0}
      role="region"
      aria-label={translate('reports.preview')}
    >
      <Table size="small" stickyHeader aria-label={translate('reports.preview')}>
        <TableHead>
          <TableRow>
            {data.columns.map((c) => (
              <TableCell key={c.key} align={right(c)}>
                {translate(`report.column.${c.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row, i) => (
            <TableRow key={i}>
              {data.columns.map((c) => (
                <TableCell key={c.key} align={right(c)}>
                  {show(c, row[c.key] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
