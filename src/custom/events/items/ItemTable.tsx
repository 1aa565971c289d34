import { useState, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import ConfirmActionDialog from '../lifecycle/ConfirmActionDialog'
import RowButton from './RowButton'

export interface Column<T> {
  key: string
  label: string
  render: (row: T) => ReactNode
}

interface Props<T> {
  label: string
  empty: string
  rows: T[]
  columns: Column<T>[]
  /** How a row is named in its buttons' accessible names. */
  nameOf: (row: T) => string
  busy: boolean
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
}

/**
 * The actions column stays pinned at the right edge: on a phone the table scrolls sideways and
 * edit/delete, its last column, used to start off-screen.
 */
const actionsSx = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: '-1px 0 0 rgba(0,0,0,0.12)',
} as const

/** List mode of an item tab: one row per item, with edit and delete when the tab allows them. */
export default function ItemTable<T extends { id: number }>({
  label,
  empty,
  rows,
  columns,
  nameOf,
  busy,
  onEdit,
  onDelete,
}: Props<T>) {
  const translate = useTranslate()
  // Deleting asks first: the record is gone for good.
  const [deleting, setDeleting] = useState<T | null>(null)
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>
  const actions = Boolean(onEdit || onDelete)
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
            {actions ? (
              <TableCell sx={{ fontWeight: 600, ...actionsSx }}>
                {translate('events.items.actions')}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.render(r)}</TableCell>
              ))}
              {actions ? (
                <TableCell sx={{ whiteSpace: 'nowrap', ...actionsSx }}>
                  {onEdit ? (
                    <RowButton
                      text={translate('ra.action.edit')}
                      label={translate('events.items.editNamed', { name: nameOf(r) })}
                      busy={busy}
                      onClick={() => onEdit(r)}
                    />
                  ) : null}
                  {onDelete ? (
                    <RowButton
                      text={translate('ra.action.delete')}
                      label={translate('events.items.deleteNamed', { name: nameOf(r) })}
                      color="error"
                      busy={busy}
                      onClick={() => setDeleting(r)}
                    />
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {deleting && onDelete ? (
        <ConfirmActionDialog
          open
          title={translate('events.items.deleteNamed', { name: nameOf(deleting) })}
          text={translate('events.items.deleteText')}
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            onDelete(deleting)
            setDeleting(null)
          }}
        />
      ) : null}
    </TableContainer>
  )
}

export const refName = (r?: { id: number; name?: unknown } | null) =>
  r ? (typeof r.name === 'string' ? r.name : `#${r.id}`) : ''
