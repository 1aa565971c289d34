import Box from '@mui/material/Box'
import ReferenceInput from './ReferenceInput'
import ProblemText from './ProblemText'

interface Props {
  id: string
  label: string
  /** The registry referred to (x-ref). */
  target: string
  value: { id: number } | undefined
  /** The one record picked (the picker answers a list only when multiple). */
  onChange: (value: { id: number } | undefined) => void
  /** The field's refusal, said under it. */
  problem?: string
}

/** A required pick of one record of a registry, its refusal under it. */
export default function SingleReferenceField({ id, label, target, value, onChange, problem }: Props) {
  return (
    <Box>
      <ReferenceInput
        id={id}
        label={label}
        target={target}
        value={value}
        required
        error={Boolean(problem)}
        onChange={(v) => onChange(Array.isArray(v) ? v[0] : v)}
      />
      <ProblemText text={problem} />
    </Box>
  )
}
