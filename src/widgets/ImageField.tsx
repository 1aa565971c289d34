import { useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate'
import Close from '@mui/icons-material/Close'
import { getUiOptions, type FieldProps } from '@rjsf/utils'
import { HttpError } from '../providers/http'
import { uploadImage, useImageUrl } from './imageApi'

type ImageRef = { id: number }

function Thumbnail({
  id,
  alt,
  onRemove,
  removeLabel,
  disabled,
}: {
  id: number
  alt: string
  onRemove: () => void
  removeLabel: string
  disabled?: boolean
}) {
  const url = useImageUrl(id)
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        width: 112,
        height: 84,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        listStyle: 'none',
      }}
    >
      {url && (
        <img src={url} alt={alt} width={112} height={84} style={{ objectFit: 'cover', display: 'block' }} />
      )}
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={removeLabel}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  )
}

/** x-ui widget `image`: an array of `{id}` of uploaded images, one upload at a time, with thumbnails. */
export default function ImageField(props: FieldProps) {
  const { uiSchema, formData, onChange, fieldPathId, disabled, readonly, name } = props
  const translate = useTranslate()
  const picker = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const images: ImageRef[] = Array.isArray(formData) ? formData : []
  const title = getUiOptions(uiSchema).title ?? name
  const id = fieldPathId.$id
  const locked = disabled || readonly || busy

  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setFailure(null)
    try {
      const stored = await uploadImage(file)
      onChange([...images, { id: stored.id }], fieldPathId.path)
    } catch (error) {
      const key =
        error instanceof HttpError
          ? (error.body.errors[0]?.message ?? error.body.message)
          : 'error.requestFailed'
      setFailure(translate(key, { field: title }))
    } finally {
      setBusy(false)
      if (picker.current) picker.current.value = ''
    }
  }

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-describedby={failure ? `${id}__upload` : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {title}
      </FormLabel>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1 }}>
        {images.map((image, i) => (
          <Thumbnail
            key={image.id}
            id={image.id}
            alt={translate('widgets.image.alt', { n: i + 1, field: title })}
            removeLabel={translate('widgets.image.remove', { n: i + 1 })}
            disabled={locked}
            onRemove={() =>
              onChange(
                images.filter((x) => x.id !== image.id),
                fieldPathId.path,
              )
            }
          />
        ))}
      </Box>
      <input
        ref={picker}
        id={`${id}__file`}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternate />}
        onClick={() => picker.current?.click()}
        disabled={locked}
      >
        {translate(busy ? 'widgets.image.uploading' : 'widgets.image.add')}
      </Button>
      {failure && (
        <FormHelperText id={`${id}__upload`} error role="alert">
          {failure}
        </FormHelperText>
      )}
    </Box>
  )
}
