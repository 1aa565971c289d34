import { useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate'
import { HttpError } from '../../providers/http'
import { uploadImage, useImageUrl } from '../../widgets/imageApi'
import { Section, useField } from './fields'

function Logo({ id, alt }: { id: number; alt: string }) {
  const url = useImageUrl(id)
  return (
    <Box
      sx={{
        width: 160,
        height: 96,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {url && (
        <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      )}
    </Box>
  )
}

/** The logo the sidebar shows: uploaded at once (POST /events/image/{tenantId}), kept by Save. */
export default function LogoSection() {
  const translate = useTranslate()
  const { label, error, disabled, value, set } = useField('logoImageId')
  const picker = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const id = typeof value === 'number' ? value : null

  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setFailure(null)
    try {
      set((await uploadImage(file)).id)
    } catch (e) {
      const key =
        e instanceof HttpError ? (e.body.errors[0]?.message ?? e.body.message) : 'error.requestFailed'
      setFailure(translate(key, { field: label, _: translate('error.requestFailed') }))
    } finally {
      setBusy(false)
      if (picker.current) picker.current.value = ''
    }
  }

  const message = failure ?? error
  return (
    <Section id="logo">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {id ? (
          <Logo id={id} alt={label} />
        ) : (
          <Typography color="text.secondary">{translate('establishment.logo.none')}</Typography>
        )}
        <input
          ref={picker}
          id="establishment-logo-file"
          type="file"
          accept="image/*"
          hidden
          aria-label={label}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternate />}
          disabled={disabled || busy}
          onClick={() => picker.current?.click()}
        >
          {translate(
            busy
              ? 'establishment.logo.uploading'
              : id
                ? 'establishment.logo.replace'
                : 'establishment.logo.upload',
          )}
        </Button>
        {id && (
          <Button color="error" disabled={disabled || busy} onClick={() => set(null)}>
            {translate('establishment.logo.remove')}
          </Button>
        )}
      </Box>
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Section>
  )
}
