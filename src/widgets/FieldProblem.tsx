import Box from '@mui/material/Box'
import DateField from './DateField'

interface Props {
  /** The field's id: the refusal becomes `<id>__error`, the one the date widget names in aria-describedby. */
  id?: string
  text?: string
  /** Indented like a TextField's helper text, for a form where it stands beside TextFields. */
  inset?: boolean
  /** Under its field (the default), or over the button that follows it (a list's refusal). */
  place?: 'under' | 'over'
}

/** A refusal under a field that has no helper text of its own (the date widget, a reference, a list). */
export default function FieldProblem({ id, text, inset = false, place = 'under' }: Props) {
  return text ? (
    <Box
      id={id ? `${id}__error` : undefined}
      role="alert"
      sx={{
        color: 'error.main',
        fontSize: 12,
        ...(place === 'under' ? { mt: 0.5 } : { mb: 1 }),
        ...(inset ? { mx: 1.75 } : {}),
      }}
    >
      {text}
    </Box>
  ) : null
}

interface DateProps {
  id: string
  label: string
  value?: string
  onChange: (value: string | undefined) => void
  problem?: string
  /** As FieldProblem's: the refusal named by the widget's aria-describedby and indented. */
  described?: boolean
}

/** A required date with its refusal under it. */
export function DateWithProblem({ id, label, value, onChange, problem, described = false }: DateProps) {
  return (
    <Box>
      <DateField id={id} label={label} required value={value} onChange={onChange} error={Boolean(problem)} />
      <FieldProblem id={described ? id : undefined} text={problem} inset={described} />
    </Box>
  )
}
