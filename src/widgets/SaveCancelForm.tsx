import type { FormEvent, ReactNode } from 'react'
import Box from '@mui/material/Box'
import ProblemAlert from './ProblemAlert'
import SaveCancelButtons from './SaveCancelButtons'

interface Props {
  /** The form's accessible name (insert or edit). */
  label: string
  onSubmit: (e: FormEvent) => void
  busy: boolean
  onCancel: () => void
  /** A refusal no field shows, said above the form; several lines are shown one under the other. */
  problem?: string | string[]
  children: ReactNode
}

/**
 * The frame of a hand-written insert / edit form: the refusal no field holds above it, its
 * fields, then save and cancel. The browser's own validation is off: the form says what is missing.
 */
export default function SaveCancelForm({ label, onSubmit, busy, onCancel, problem, children }: Props) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <ProblemAlert text={problem} />
      {children}
      <SaveCancelButtons busy={busy} onCancel={onCancel} />
    </Box>
  )
}
