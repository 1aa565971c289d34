import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { showDate } from '../../../common/format'
import { visuallyHidden } from '../../widgets/visuallyHidden'

/** A night of one hosting-unit type, as the availability map and the channel stock read it. */
interface Night {
  date: string
  hostingUnitType: { id: number; name: string }
}

interface Props<N extends Night> {
  nights: N[]
  /** The table's accessible name, its first column's header and the line over it. */
  label: string
  nightHeader: string
  legend: string
  onPick: (night: N) => void
  colour: (night: N) => string | undefined
  /** What a cell shows after its (unseen) type and night: a figure, a smaller line, maybe a flag. */
  cell: (night: N) => { main: string; detail: string; flag?: ReactNode }
}

/** Nights as rows, hosting-unit types as columns (in the rows' order); a cell is a button that picks its night. */
export default function NightGrid<N extends Night>({
  nights,
  label,
  nightHeader,
  legend,
  onPick,
  colour,
  cell,
}: Props<N>) {
  const types = [...new Map(nights.map((n) => [n.hostingUnitType.id, n.hostingUnitType.name])).entries()]
  const dates = [...new Set(nights.map((n) => n.date))].sort()
  const at = new Map(nights.map((n) => [`${n.date}|${n.hostingUnitType.id}`, n]))
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <TableContainer sx={{ maxHeight: '70vh' }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{nightHeader}</TableCell>
              {types.map(([id, name]) => (
                <TableCell key={id}>{name}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {dates.map((date) => (
              <TableRow key={date}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {showDate(date)}
                </TableCell>
                {types.map(([id, name]) => {
                  const n = at.get(`${date}|${id}`)
                  if (!n) return <TableCell key={id}>—</TableCell>
                  const { main, detail, flag } = cell(n)
                  // Named by what it shows, after its type and night (said, not shown: the headers
                  // show them); no aria-label, so the name holds the visible text (WCAG 2.5.3).
                  return (
                    <TableCell key={id} sx={{ p: 0.5, bgcolor: colour(n) }}>
                      <ButtonBase
                        onClick={() => onPick(n)}
                        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 0.5, borderRadius: 1 }}
                      >
                        <Box component="span" sx={visuallyHidden}>
                          {`${name} ${showDate(date)}:`}
                        </Box>{' '}
                        <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                          {main}
                        </Box>{' '}
                        <Box component="span" sx={{ fontSize: 12, display: 'block' }}>
                          {detail}
                        </Box>
                        {flag ? <> {flag}</> : null}
                      </ButtonBase>
                    </TableCell>
                  )
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
