import type { ObjectFieldTemplateProps } from '@rjsf/utils'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { isShown, type Prop } from '../../../providers/schema'

const wide = new Set(['name', 'observation', 'description', 'instructions'])

/**
 * Form fields in two columns from a tablet up, one on a phone; long texts and lists span both.
 * A nested object (the summary's payment responsible) is introduced by its title; the form's
 * root and the rows of a list are not. Fields whose `x-ui.shownWhen` does not hold are left out.
 */
export default function FormGrid({
  properties,
  schema,
  title,
  fieldPathId,
  optionalDataControl,
  formData,
}: ObjectFieldTemplateProps) {
  const isList = (name: string) =>
    (schema.properties?.[name] as { type?: unknown } | undefined)?.type === 'array'
  const path = fieldPathId.path
  const nested = path.length > 0 && typeof path[path.length - 1] !== 'number'
  return (
    <Box sx={nested ? { mt: 2 } : undefined}>
      {nested && title ? (
        <Typography variant="subtitle1" component="h4" sx={{ mb: 1, fontWeight: 600 }}>
          {title}
        </Typography>
      ) : null}
      {optionalDataControl}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {properties
          .filter((p) => !p.hidden && isShown(schema.properties?.[p.name] as Prop | undefined, formData))
          .map((p) => (
            <Box key={p.name} sx={{ gridColumn: wide.has(p.name) || isList(p.name) ? '1 / -1' : undefined }}>
              {p.content}
            </Box>
          ))}
      </Box>
    </Box>
  )
}
