import { useMemo } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { fieldProps } from '../../widgets/fieldProps'
import { countryName, sortedCountries } from './countryNames'

/**
 * A country (ISO 3166 code in the data) chosen by its name in the person's language: type
 * "bra" or "BR" and pick. Names come from Intl, so the schema's enum is the only list.
 */
export default function CountryWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, schema } = props
  const { label, required, disabled, error } = fieldProps(props)
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const codes = useMemo(
    () =>
      sortedCountries(
        ((schema.enum ?? []) as string[]).filter((c) => typeof c === 'string'),
        locale,
      ),
    [schema.enum, locale],
  )
  const nameOf = (code: string) => countryName(code, locale)

  return (
    <Autocomplete<string, false, false, false>
      id={id}
      options={codes}
      value={typeof value === 'string' && value ? value : null}
      getOptionLabel={nameOf}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLocaleLowerCase(locale)
        if (!typed) return options
        const plain = (s: string) =>
          s
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLocaleLowerCase(locale)
        return options.filter((c) => c.toLowerCase() === typed || plain(nameOf(c)).includes(plain(typed)))
      }}
      onChange={(_, code) => onChange(code ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled}
      noOptionsText={translate('resources.person.form.noCountry')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) },
          }}
        />
      )}
    />
  )
}
