import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

const tones = {
  error: { bg: '#fdeded', fg: '#5f2120', border: '#d32f2f' },
  success: { bg: '#edf7ed', fg: '#1e4620', border: '#2e7d32' },
  info: { bg: '#e5f6fd', fg: '#014361', border: '#0288d1' },
}

/**
 * A message box for the public pages. MUI's Alert would bring its icons and Paper into the
 * first download; this is all the sign-in pages need. Errors are announced (role="alert").
 */
export default function Notice({
  severity,
  children,
}: {
  severity: keyof typeof tones
  children: ReactNode
}) {
  const tone = tones[severity]
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        bgcolor: tone.bg,
        color: tone.fg,
        borderLeft: `4px solid ${tone.border}`,
        borderRadius: 1,
        px: 2,
        py: 1.25,
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  )
}
