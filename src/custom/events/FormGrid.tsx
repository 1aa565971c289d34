import type { ObjectFieldTemplateProps } from '@rjsf/utils'
import Box from '@mui/material/Box'

const wide = new Set(['name', 'observation', 'description', 'instructions'])

/** Form fields in two columns from a tablet up, one on a phone; long texts and lists span both. */
export default function FormGrid({ properties, schema }: ObjectFieldTemplateProps) {
  const isList = (name: string) => (schema.properties?.[name] as { type?: unknown } | undefined)?.type === 'array'
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <Box key={p.name} sx={{ gridColumn: wide.has(p.name) || isList(p.name) ? '1 / -1' : undefined }}>
            {p.content}
          </Box>
        ))}
    </Box>
  )
}
