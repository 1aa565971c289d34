import { createContext, useContext, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { valueAt, type EstablishmentForm, type FieldErrors } from './form'

interface FormState {
  form: EstablishmentForm
  errors: FieldErrors
  disabled: boolean
  set: (path: string, value: unknown) => void
}

export const FormContext = createContext<FormState | null>(null)

function useFormState(): FormState {
  const state = useContext(FormContext)
  if (!state) throw new Error('establishment fields need the FormContext')
  return state
}

/** The label key of a dotted path; the four integrations share their field labels. */
export function labelKey(path: string): string {
  const generic = path.replace(/^integrations\.[^.]+\./, 'integration.')
  return `establishment.fields.${generic}`
}

/** The translated label and the translated error (if any) of one field. */
export function useField(path: string) {
  const translate = useTranslate()
  const { form, errors, disabled, set } = useFormState()
  const label = translate(labelKey(path), { _: path })
  const key = errors[path]
  const error = key ? translate(key, { field: label, _: translate('error.invalidValue') }) : undefined
  return { label, error, disabled, value: valueAt(form, path), set: (value: unknown) => set(path, value) }
}

export function TextInput({
  path,
  helper,
  ...rest
}: { path: string; helper?: string } & Omit<TextFieldProps, 'value' | 'onChange' | 'label' | 'error'>) {
  const { label, error, disabled, value, set } = useField(path)
  return (
    <TextField
      id={`establishment-${path}`}
      label={label}
      size="small"
      fullWidth
      value={typeof value === 'string' ? value : ''}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      onChange={(e) => set(e.target.value)}
      {...rest}
    />
  )
}

export function SwitchInput({ path }: { path: string }) {
  const { label, error, disabled, value, set } = useField(path)
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={`establishment-${path}`}
            checked={value === true}
            disabled={disabled}
            onChange={(e) => set(e.target.checked)}
          />
        }
        label={label}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}

/**
 * A choice among fixed values; each option's label is the locale key `${optionKey}.${value}`.
 * A native select: light to re-render with the whole form on every keystroke, and accessible.
 */
export function SelectInput({
  path,
  values,
  optionKey,
}: {
  path: string
  values: readonly string[]
  optionKey: string
}) {
  const translate = useTranslate()
  const { label, error, disabled, value, set } = useField(path)
  return (
    <TextField
      id={`establishment-${path}`}
      select
      label={label}
      size="small"
      fullWidth
      value={typeof value === 'string' ? value : ''}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      onChange={(e) => set(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {values.map((v) => (
        <option key={v} value={v}>
          {translate(`${optionKey}.${v}`)}
        </option>
      ))}
    </TextField>
  )
}

/** One card of the screen, named by its heading (a landmark for screen readers). */
export function Section({ id, children }: { id: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Card component="section" aria-labelledby={`establishment-section-${id}`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`establishment-section-${id}`} gutterBottom>
          {translate(`establishment.sections.${id}`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** Fields side by side on a laptop, stacked on a phone. */
export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  )
}
