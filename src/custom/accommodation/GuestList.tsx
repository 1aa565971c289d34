import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Delete from '@mui/icons-material/Delete'
import PersonAdd from '@mui/icons-material/PersonAdd'
import FieldProblem from '../../widgets/FieldProblem'
import GuestName from './GuestName'
import type { Guest } from './types'

interface Props {
  prefix: string
  guests: Guest[]
  refusals: Record<string, string>
  onChange: (guests: Guest[]) => void
}

/** The named guests of a reservation (never more than its pax, never the same one twice: §5). */
export default function GuestList({ prefix, guests, refusals, onChange }: Props) {
  const translate = useTranslate()
  const label = (f: string) => translate(`events.accommodationReservation.fields.${f}`)
  const set = (i: number, patch: Partial<Guest>) =>
    onChange(guests.map((g, k) => (k === i ? { ...g, ...patch } : g)))
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label('guests')}
      </Typography>
      {guests.map((g, i) => {
        const refusal = refusals[`${prefix}.guests[${i}]`]
        return (
          <Box key={i} sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'flex-start' }}>
            <GuestName
              label={`${label('name')} ${i + 1}`}
              guest={g}
              refusal={refusal}
              onChange={(patch) => set(i, patch)}
            />
            <TextField
              size="small"
              label={`${label('document')} ${i + 1}`}
              value={g.document ?? ''}
              onChange={(e) => set(i, { document: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <IconButton
              aria-label={translate('accommodation.guests.remove', { n: i + 1 })}
              onClick={() => onChange(guests.filter((_, k) => k !== i))}
            >
              <Delete />
            </IconButton>
          </Box>
        )
      })}
      <FieldProblem text={refusals[`${prefix}.guests`]} place="over" />
      <Button size="small" startIcon={<PersonAdd />} onClick={() => onChange([...guests, { name: '' }])}>
        {translate('accommodation.guests.add')}
      </Button>
    </Box>
  )
}
