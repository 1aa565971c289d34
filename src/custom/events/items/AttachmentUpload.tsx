import { useRef, useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import UploadFile from '@mui/icons-material/UploadFile'

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const

interface Props {
  busy: boolean
  /** Resolves once stored (the form then clears); rejects to keep the choice for a retry. */
  onUpload: (file: File, description: string) => Promise<unknown>
}

/** Picks one file (the server takes one per call and checks its size and type) and a description. */
export default function AttachmentUpload({ busy, onUpload }: Props) {
  const translate = useTranslate()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [description, setDescription] = useState('')
  const [tried, setTried] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (!file) return
    onUpload(file, description.trim()).then(
      () => {
        setFile(null)
        setDescription('')
        setTried(false)
        if (input.current) input.current.value = ''
      },
      () => undefined,
    )
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('events.attachment.add')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* A real button opens the picker, so it works from the keyboard; the input itself stays out of the tab order. */}
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {translate('events.attachment.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          style={visuallyHidden}
          aria-label={translate('events.attachment.fields.file')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Typography
          color={tried && !file ? 'error' : 'text.secondary'}
          role={tried && !file ? 'alert' : undefined}
        >
          {file
            ? file.name
            : translate(tried ? 'events.attachment.required' : 'events.attachment.noneChosen')}
        </Typography>
      </Box>
      <TextField
        id="attachment-description"
        label={translate('events.attachment.fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<UploadFile />} disabled={busy}>
          {translate('events.attachment.upload')}
        </Button>
      </Box>
    </Box>
  )
}
