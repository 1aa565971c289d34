import { lazy, Suspense } from 'react'
import { useTranslate } from 'react-admin'
import type { WidgetProps } from '@rjsf/utils'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import FormLabel from '@mui/material/FormLabel'

// The editor (TipTap and ProseMirror) is a chunk of its own: only the template form loads it.
const TemplateEditor = lazy(() => import('./TemplateEditor'))

/**
 * RJSF widget `richText` (x-ui widget of the template body): the lazy-loaded rich-text editor.
 * Option `placeholdersBy` names the sibling field holding the template type, so the placeholder
 * menu offers only what documents of that type fill (AppForm puts the form data in formContext).
 */
export default function RichTextWidget({
  id,
  label,
  value,
  onChange,
  disabled,
  readonly,
  required,
  rawErrors,
  options,
  registry,
}: WidgetProps) {
  const translate = useTranslate()
  const typeField = typeof options.placeholdersBy === 'string' ? options.placeholdersBy : undefined
  const formData = (registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData
  const templateType =
    typeField && typeof formData?.[typeField] === 'string' ? formData[typeField] : undefined
  return (
    <Box sx={{ my: 1 }}>
      <FormLabel htmlFor={id} required={required} error={!!rawErrors?.length}>
        {label}
      </FormLabel>
      <Suspense fallback={<CircularProgress size={24} aria-label={translate('documents.editor.loading')} />}>
        <TemplateEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(html) => onChange(html)}
          readOnly={!!(disabled || readonly)}
          templateType={templateType}
        />
      </Suspense>
    </Box>
  )
}
