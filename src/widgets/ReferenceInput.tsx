import { useEffect, useState, type UIEvent } from 'react'
import { useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { http } from '../providers/http'
import { labelFieldOf, registryOf } from '../providers/schema'
import { optionParts } from './referenceText'
import { useReferenceSearch, type Option } from './useReferenceSearch'

type Ref = { id: number } & Record<string, unknown>

export interface ReferenceInputProps {
  id: string
  label: string
  /** The registry referred to (x-ref). */
  target: string
  multiple?: boolean
  /** `{id}` (or `{id, <label>}` as read from the server), or an array of them. */
  value: Ref | Ref[] | undefined
  /** Called with `{id}` or an array of `{id}`: the label is display only. */
  onChange: (value: { id: number } | { id: number }[] | undefined) => void
  onBlur?: () => void
  required?: boolean
  disabled?: boolean
  error?: boolean
  describedBy?: string
  /** Only records with these values are offered (the property's `x-ui.options.filter`). */
  filter?: Record<string, string>
}

const asList = (value: ReferenceInputProps['value']): Ref[] =>
  Array.isArray(value) ? value : value && typeof value.id === 'number' ? [value] : []

/** An autocomplete over a registry's `/autocomplete`, showing each record's label field. */
export default function ReferenceInput(props: ReferenceInputProps) {
  const {
    id,
    label,
    target,
    multiple = false,
    value,
    onChange,
    required,
    disabled,
    error,
    describedBy,
    filter,
  } = props
  const translate = useTranslate()
  const endpoint = registryOf(target)['x-resource'].endpoint.replace(/\/$/, '')
  const labelField = labelFieldOf(target)
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  // What is searched: only what the person typed. The label MUI writes into the input after a
  // choice (reason "reset") is shown but not searched, so reopening lists everything again.
  const [term, setTerm] = useState('')
  const [known, setKnown] = useState<Record<number, Option>>({})
  const { options, loading, tooShort, loadMore } = useReferenceSearch(endpoint, term, open, filter)

  const chosen = asList(value).map((v) => known[v.id] ?? v)
  const missing = chosen.filter((c) => c[labelField] === undefined).map((c) => c.id)
  const missingKey = missing.join(',')
  // A value held only as `{id}` (its label unknown here) is read once to show its label.
  useEffect(() => {
    if (!missingKey) return
    const controller = new AbortController()
    for (const refId of missingKey.split(',').map(Number)) {
      http<Option>(`${endpoint}/${refId}`, { signal: controller.signal })
        .then((record) => setKnown((k) => ({ ...k, [record.id]: record })))
        .catch(() => undefined)
    }
    return () => controller.abort()
  }, [endpoint, missingKey])

  const remember = (picked: Option[]) =>
    setKnown((k) => ({ ...k, ...Object.fromEntries(picked.map((o) => [o.id, o])) }))
  const textOf = (option: Option) => optionParts(target, option).text || `#${option.id}`
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 40) loadMore()
  }

  return (
    <Autocomplete<Option, boolean, false, false>
      id={id}
      multiple={multiple}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={multiple ? chosen : (chosen[0] ?? null)}
      options={options}
      loading={loading}
      disabled={disabled}
      filterOptions={(x) => x}
      filterSelectedOptions={multiple}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={textOf}
      renderOption={({ key, ...attrs }, option) => {
        const { detail } = optionParts(target, option)
        return (
          <li key={key} {...attrs}>
            {textOf(option)}
            {detail ? ` · ${detail}` : null}
          </li>
        )
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text)
        setTerm(reason === 'input' ? text : '')
      }}
      onChange={(_, picked) => {
        const list = Array.isArray(picked) ? picked : picked ? [picked] : []
        remember(list)
        onChange(multiple ? list.map((o) => ({ id: o.id })) : list[0] ? { id: list[0].id } : undefined)
      }}
      onBlur={props.onBlur}
      noOptionsText={translate(tooShort ? 'widgets.reference.typeMore' : 'widgets.reference.noOptions')}
      loadingText={translate('widgets.reference.loading')}
      slotProps={{ listbox: { onScroll } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          placeholder={multiple || !chosen.length ? translate('widgets.reference.placeholder') : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && open ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  )
}
