import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import { unknownPlaceholders } from '../../../common/documents/placeholders'

/**
 * Names the placeholders of a template body that its type's documents cannot fill (a typo, a key
 * no document has, another type's): the server refuses to save them (knownPlaceholders), and the
 * author sees which ones while writing rather than only in the save error.
 */
export default function UnknownPlaceholders({ body, templateType }: { body: string; templateType?: string }) {
  const translate = useTranslate()
  const unknown = unknownPlaceholders(body, templateType)
  if (!unknown.length) return null
  return (
    <Alert severity="warning" role="alert" sx={{ mx: 2, mb: 1 }}>
      {translate('documents.editor.unknown', { placeholders: unknown.map((k) => `{{${k}}}`).join(', ') })}
    </Alert>
  )
}
