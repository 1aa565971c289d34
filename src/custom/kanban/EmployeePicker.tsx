import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { referenceText } from '../../widgets/referenceText'
import { useReferenceSearch, type Option } from '../../widgets/useReferenceSearch'

/** The employee filter: a person, searched as the reference inputs search (two characters, debounced). */
export default function EmployeePicker({ onChange }: { onChange: (id: number | undefined) => void }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const [value, setValue] = useState<Option | null>(null)
  const search = useReferenceSearch('/events/person', input, open)
  return (
    <Autocomplete
      sx={{ width: 260 }}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, person) => {
        setValue(person)
        onChange(person?.id)
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={search.options}
      filterOptions={(o) => o}
      getOptionLabel={(p) => referenceText('person', p.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.loading}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={translate('kanban.board.employee')} />}
    />
  )
}
