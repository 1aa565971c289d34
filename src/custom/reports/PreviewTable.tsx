import { useLocale, useTranslate } from 'react-admin'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { cellText } from '../../../common/reports/format'
import type { Column, ReportData } from './types'

/**
 * The first rows of the report as the PDF shows them (common/reports/format.ts, one formatter for
 * both): numbers and money in the person's language, money in the row's currency, codes as words.
 */
export default function PreviewTable({ data }: { data: ReportData }) {
  const translate = useTranslate()
  const locale = useLocale()
  const show = (column: Column, row: ReportData['rows'][number]) =>
    cellText(column, row[column.key] ?? null, row, locale, (key) => translate(key))
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
                  {show(c, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
