import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { HttpError } from '../../providers/http'
import { showDate } from '../../../common/format'
import { errorMessage } from '../../providers/errors'
import { attrition } from './attrition'
import type { Accommodation, PickupNight } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const typeId = (n: PickupNight) =>
  typeof n.hostingUnitType === 'number' ? n.hostingUnitType : n.hostingUnitType.id

/** A block's pickup (nights × hosting-unit types): agreed, blocked, picked up and attrition. */
export default function PickupGrid({ block }: { block: Accommodation }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const pickup = useQuery({
    queryKey: ['eventdesk', 'accommodation-pickup', block.event.id, block.id],
    queryFn: ({ signal }) => dataProvider.readPickup(block.event.id, block.id, signal),
    retry: false,
  })
  if (pickup.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
  if (pickup.isError)
    return (
      <Alert severity={pickup.error instanceof HttpError && pickup.error.status === 404 ? 'info' : 'error'}>
        {pickup.error instanceof HttpError && pickup.error.status === 404
          ? translate('accommodation.pickup.unavailable')
          : errorMessage(pickup.error, translate)}
      </Alert>
    )
  if (!pickup.data.length) return <Alert severity="info">{translate('accommodation.pickup.empty')}</Alert>
  // Type names from the block's own reservations when the pickup names only the id.
  const names = new Map<number, string>()
  for (const r of block.reservations)
    names.set(r.hostingUnitType.id, String(r.hostingUnitType.name ?? r.hostingUnitType.id))
  for (const n of pickup.data)
    if (typeof n.hostingUnitType === 'object' && n.hostingUnitType.name)
      names.set(n.hostingUnitType.id, String(n.hostingUnitType.name))
  const types = [...new Set(pickup.data.map(typeId))]
  const dates = [...new Set(pickup.data.map((n) => n.date))].sort()
  const cell = (date: string, type: number) => pickup.data.find((n) => n.date === date && typeId(n) === type)
  const sum = (f: 'agreed' | 'blocked' | 'pickedUp') => pickup.data.reduce((a, n) => a + n[f], 0)
  const t = (k: string) => translate(`accommodation.pickup.${k}`)
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('accommodation.pickup.title', { id: block.id })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('night')}</TableCell>
            {types.map((ty) => (
              <TableCell key={ty}>{names.get(ty) ?? ty}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {dates.map((date) => (
            <TableRow key={date}>
              <TableCell component="th" scope="row">
                {showDate(date)}
              </TableCell>
              {types.map((ty) => {
                const n = cell(date, ty)
                return (
                  <TableCell key={ty}>
                    {n
                      ? translate('accommodation.pickup.cell', {
                          agreed: n.agreed,
                          blocked: n.blocked,
                          pickedUp: n.pickedUp,
                          attrition: attrition(n.agreed, n.pickedUp),
                        })
                      : '—'}
                  </TableCell>
                )
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Alert severity="info" icon={false} sx={{ mt: 1 }}>
        {translate('accommodation.pickup.total', {
          agreed: sum('agreed'),
          blocked: sum('blocked'),
          pickedUp: sum('pickedUp'),
          attrition: attrition(sum('agreed'), sum('pickedUp')),
        })}
      </Alert>
    </TableContainer>
  )
}
