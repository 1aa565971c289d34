import Box from '@mui/material/Box'

/**
 * A refusal under a field that is not a plain TextField (the date widget). Its id is the one the
 * date widget names in aria-describedby (`<id>__error`), so the field is described by it.
 */
export default function FieldProblem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <Box id={`${id}__error`} role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5, mx: 1.75 }}>
      {text}
    </Box>
  ) : null
}
