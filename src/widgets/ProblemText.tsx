import Box from '@mui/material/Box'

/** A field's refusal said under it, for inputs that have no helper text of their own (pickers, dates). */
export default function ProblemText({ text }: { text?: string }) {
  return text ? (
    <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5 }}>
      {text}
    </Box>
  ) : null
}
