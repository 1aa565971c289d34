import { useTranslate } from 'react-admin'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { LANGUAGES } from './types'
import { Grid, Section, SwitchInput, useField } from './fields'

/** The language every user of the establishment works in; each language is named in itself. */
export function LanguageSection() {
  const translate = useTranslate()
  const { label, error, disabled, value, set } = useField('language')
  return (
    <Section id="language">
      <FormControl error={Boolean(error)} disabled={disabled}>
        <FormLabel id="establishment-language-label">{label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="establishment-language-label"
          name="language"
          value={value}
          onChange={(_, v) => set(v)}
        >
          {LANGUAGES.map((l) => (
            <FormControlLabel
              key={l}
              value={l}
              control={<Radio />}
              label={translate(`establishment.languages.${l}`)}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{error ?? translate('establishment.hints.language')}</FormHelperText>
      </FormControl>
      <TimeZoneInput />
    </Section>
  )
}

/** Which working contexts (EVENTS, TICKETS) the context chooser offers after sign-in. */
export function ModulesSection() {
  const translate = useTranslate()
  return (
    <Section id="modules">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('establishment.hints.modules')}
      </Typography>
      <Grid columns={2}>
        <SwitchInput path="eventsModule" />
        <SwitchInput path="ticketsModule" />
      </Grid>
    </Section>
  )
}

/** Every zone this browser knows, the stored one first if it is not among them. */
const zones = (current: string) => {
  const all = Intl.supportedValuesOf('timeZone')
  return current && !all.includes(current) ? [current, ...all] : all
}

/**
 * The venue's time zone: the wall clock every stored time is in. Calendar feeds declare it, so a
 * subscriber in another zone sees the event at the right hour.
 */
function TimeZoneInput() {
  const translate = useTranslate()
  const { label, error, disabled, value, set } = useField('timeZone')
  const zone = typeof value === 'string' ? value : ''
  return (
    <Autocomplete
      sx={{ mt: 2, maxWidth: 360 }}
      options={zones(zone)}
      value={zone || null}
      disableClearable={Boolean(zone)}
      disabled={disabled}
      onChange={(_, v) => set(v ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          id="establishment-timeZone"
          label={label}
          size="small"
          error={Boolean(error)}
          helperText={error ?? translate('establishment.hints.timeZone')}
        />
      )}
    />
  )
}
