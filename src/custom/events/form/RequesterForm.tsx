import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import PersonAdd from '@mui/icons-material/PersonAdd'
import Save from '@mui/icons-material/Save'
import ReferenceInput from '../../../widgets/ReferenceInput'
import type { Requester } from '../types'

interface Props {
  busy: boolean
  /** The requester being edited; absent in insert mode. */
  editing?: Requester
  /** Resolves when the requester is saved (the form then clears); rejects to keep what was typed. */
  onSave: (requester: Requester) => Promise<unknown>
  /** Leaves edit mode without saving. */
  onCancel?: () => void
}

/** Who an unregistered requester is: a name (required) and how to reach them. */
const UNREGISTERED = ['name', 'email', 'phone'] as const
const FIELD_INPUT = {
  name: { required: true, slotProps: { htmlInput: { maxLength: 200 } } },
  email: { type: 'email', slotProps: { htmlInput: { maxLength: 200 } } },
  phone: { type: 'tel', slotProps: { htmlInput: { maxLength: 40 } } },
} as const

/**
 * Insert and edit mode of the requester: a registered person, or the name and contacts of someone
 * unregistered. Editing keeps the requester's situation; discarding has its own dialog.
 */
export default function RequesterForm({ busy, editing, onSave, onCancel }: Props) {
  const translate = useTranslate()
  const [kind, setKind] = useState<'person' | 'unregistered'>(
    editing && !editing.person ? 'unregistered' : 'person',
  )
  const [person, setPerson] = useState<{ id: number } | undefined>(editing?.person ?? undefined)
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(UNREGISTERED.map((f) => [f, editing?.person ? '' : (editing?.[f] ?? '')])),
  )
  const [tried, setTried] = useState(false)
  const { name, email, phone } = typed
  const missing = kind === 'person' ? !person : !name.trim()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (missing) return
    const requester: Requester =
      kind === 'person'
        ? { person }
        : {
            name: name.trim(),
            ...(email.trim() ? { email: email.trim() } : {}),
            ...(phone.trim() ? { phone: phone.trim() } : {}),
          }
    try {
      await onSave(requester)
      setPerson(undefined)
      setTyped(Object.fromEntries(UNREGISTERED.map((f) => [f, ''])))
      setTried(false)
    } catch {
      // The page already said why; what was typed stays for a retry.
    }
  }
  const requiredText = (field: string) =>
    translate('error.required', { field: translate(`events.requesters.fields.${field}`) })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate(editing ? 'events.requesters.editTitle' : 'events.requesters.add')}
      sx={{ border: 1, borderColor: editing ? 'primary.main' : 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <RadioGroup
        row
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
        aria-label={translate('events.requesters.kind')}
      >
        <FormControlLabel
          value="person"
          control={<Radio />}
          label={translate('events.requesters.registered')}
        />
        <FormControlLabel
          value="unregistered"
          control={<Radio />}
          label={translate('events.requesters.unregistered')}
        />
      </RadioGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: '1fr', md: kind === 'person' ? '1fr' : 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {kind === 'person' ? (
          <ReferenceInput
            id="requester-person"
            label={translate('events.requesters.fields.person')}
            target="person"
            value={person}
            onChange={(v) => setPerson(Array.isArray(v) ? v[0] : v)}
            required
            error={tried && missing}
          />
        ) : (
          UNREGISTERED.map((f) => (
            <TextField
              key={f}
              id={`requester-${f}`}
              {...FIELD_INPUT[f]}
              label={translate(`events.requesters.fields.${f}`)}
              value={typed[f]}
              onChange={(e) => setTyped((t) => ({ ...t, [f]: e.target.value }))}
              error={f === 'name' && tried && missing}
              helperText={f === 'name' && tried && missing ? requiredText('name') : undefined}
            />
          ))
        )}
      </Box>
      {tried && missing && kind === 'person' ? (
        <Box role="alert" sx={{ color: 'error.main', mt: 1, fontSize: 14 }}>
          {requiredText('person')}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          type="submit"
          variant={editing ? 'contained' : 'outlined'}
          startIcon={editing ? <Save /> : <PersonAdd />}
          disabled={busy}
        >
          {translate(editing ? 'ra.action.save' : 'events.requesters.add')}
        </Button>
        {editing && onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  )
}
