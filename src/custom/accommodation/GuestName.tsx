import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useReferenceSearch, type Option } from '../../widgets/useReferenceSearch'
import type { Guest } from './types'

interface Props {
  label: string
  guest: Guest
  refusal?: string
  onChange: (patch: Partial<Guest>) => void
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * A guest's name: a person picked from the person registry (name and document filled from the
 * record), or typed freely (the spec keeps guests as names, and a guest need not be registered).
 */
export default function GuestName({ label, guest, refusal, onChange }: Props) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { options, loading } = useReferenceSearch('/events/person', guest.name, open)
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      size="small"
      sx={{ minWidth: 220 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText={translate('ra.page.loading')}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : text(o.name))}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
      inputValue={guest.name}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear') onChange({ name: value })
      }}
      onChange={(_e, value) => {
        if (value && typeof value === 'object')
          onChange({ name: text(value.name), document: text(value.document) || guest.document })
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(refusal)}
          helperText={refusal}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 150 } }}
        />
      )}
    />
  )
}
