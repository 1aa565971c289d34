import Alert from '@mui/material/Alert'

/** A refusal said above what it concerns (a form, a list); several lines are shown one under the other. */
export default function ProblemAlert({ text }: { text?: string | string[] }) {
  if (!text) return null
  return Array.isArray(text) ? (
    <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {text.join('\n')}
    </Alert>
  ) : (
    <Alert severity="error" sx={{ mb: 2 }}>
      {text}
    </Alert>
  )
}
