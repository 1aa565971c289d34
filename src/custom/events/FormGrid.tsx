import type { ObjectFieldTemplateProps } from '@rjsf/utils'
import Box from '@mui/material/Box'

const wide = new Set(['name', 'observation'])

/** The general-data fields in two columns from a tablet up, one on a phone; long ones span both. */
export default function FormGrid({ properties }: ObjectFieldTemplateProps) {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <Box key={p.name} sx={{ gridColumn: wide.has(p.name) ? '1 / -1' : undefined }}>
            {p.content}
          </Box>
        ))}
    </Box>
  )
}
