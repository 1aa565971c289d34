import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import RowButton from '../items/RowButton'
import DiscardRequesterDialog from '../lifecycle/DiscardRequesterDialog'
import RequesterForm from './RequesterForm'
import type { Requester } from '../types'

interface Props {
  requesters: Requester[]
  busy: boolean
  onAdd: (requester: Requester) => Promise<unknown>
  /** Saved events edit an active requester in place (person or contacts). */
  onChange?: (previous: Requester, next: Requester) => Promise<unknown>
  /** Saved events discard (with a reason, for good); an unsaved one just drops the line. */
  onDiscard?: (requester: Requester, reason: string) => Promise<unknown>
  onRemove?: (index: number) => void
}

export const requesterName = (r: Requester) => r.person?.name ?? r.name ?? (r.person ? `#${r.person.id}` : '')

/** The requesters of an event: who they are, whether still active, and the insert form. */
export default function RequestersTab({ requesters, busy, onAdd, onChange, onDiscard, onRemove }: Props) {
  const translate = useTranslate()
  const [discarding, setDiscarding] = useState<Requester | null>(null)
  const [editing, setEditing] = useState<Requester | null>(null)
  const columns = ['name', 'email', 'phone', 'situation', 'discardReason'] as const

  return (
    <Box>
      {editing && onChange ? (
        <RequesterForm
          key={editing.id}
          busy={busy}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSave={(next) => onChange(editing, next).then(() => setEditing(null))}
        />
      ) : (
        <RequesterForm busy={busy} onSave={onAdd} />
      )}
      {requesters.length === 0 ? (
        <Typography color="text.secondary">{translate('events.requesters.empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('events.tabs.requesters')}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c} sx={{ fontWeight: 600 }}>
                    {translate(`events.requesters.fields.${c}`)}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 600 }}>{translate('events.requesters.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requesters.map((r, i) => {
                const situation = r.situation ?? 'ACTIVE'
                return (
                  <TableRow key={r.id ?? `new-${i}`}>
                    <TableCell>
                      {requesterName(r)}
                      {!r.person ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          ({translate('events.requesters.unregisteredShort')})
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{r.email ?? ''}</TableCell>
                    <TableCell>{r.phone ?? ''}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant={situation === 'ACTIVE' ? 'filled' : 'outlined'}
                        color={situation === 'ACTIVE' ? 'success' : 'default'}
                        label={translate(`events.requesters.situations.${situation}`)}
                      />
                    </TableCell>
                    <TableCell>{r.discardReason ?? ''}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {onChange && r.id !== undefined && situation === 'ACTIVE' ? (
                        <RowButton
                          text={translate('ra.action.edit')}
                          label={translate('events.requesters.editNamed', { name: requesterName(r) })}
                          busy={busy}
                          onClick={() => setEditing(r)}
                        />
                      ) : null}
                      {onDiscard && situation === 'ACTIVE' ? (
                        <RowButton
                          text={translate('events.requesters.discard')}
                          label={translate('events.requesters.discardTitle', { name: requesterName(r) })}
                          color="warning"
                          busy={busy}
                          onClick={() => setDiscarding(r)}
                        />
                      ) : null}
                      {onRemove ? (
                        <RowButton
                          text={translate('ra.action.remove')}
                          label={translate('events.requesters.removeNamed', { name: requesterName(r) })}
                          busy={busy}
                          onClick={() => onRemove(i)}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {discarding && onDiscard ? (
        <DiscardRequesterDialog
          name={requesterName(discarding)}
          busy={busy}
          onClose={() => setDiscarding(null)}
          onConfirm={(reason) =>
            void onDiscard(discarding, reason).then(
              () => setDiscarding(null),
              () => undefined,
            )
          }
        />
      ) : null}
    </Box>
  )
}
