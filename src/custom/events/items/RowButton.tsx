import Button from '@mui/material/Button'

interface Props {
  /** What the button does (edit, delete…). */
  text: string
  /** The same, naming the row: several rows have the same button. */
  label: string
  color?: 'error' | 'warning'
  busy: boolean
  onClick: () => void
}

/** One row's action in a list table; off while a write runs. */
export default function RowButton({ text, label, color, busy, onClick }: Props) {
  return (
    <Button size="small" color={color} disabled={busy} onClick={onClick} aria-label={label}>
      {text}
    </Button>
  )
}
