import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import DateField from '../../widgets/DateField'
import { isWireDay } from '../../../common/wire-dates'
import { flagsOf, optionsOf, type ReportOptions } from './types'

interface Props {
  type: string
  value: ReportOptions
  onChange: (next: ReportOptions) => void
}

const dateParameters = ['PERIOD', 'CONFIRM_BY', 'CANCELLATION_DATE', 'CREATED_AT'] as const
const orders = ['START_DATE', 'CODE'] as const
const charts = ['BAR', 'LINE', 'PIE'] as const

/**
 * The §4 options this report reads (its catalogue entry); dates and chart type apply to all. An
 * empty date leaves that end of the period open.
 */
export default function ReportOptionsForm({ type, value, onChange }: Props) {
  const translate = useTranslate()
  const reads = (option: keyof ReportOptions) => optionsOf(type).includes(option)
  const set = (patch: ReportOptions) => onChange({ ...value, ...patch })
  const select = <T extends string>(key: keyof ReportOptions, choices: readonly T[], prefix: string) => (
    <TextField
      select
      size="small"
      label={translate(`reports.options.${key}`)}
      value={(value[key] as string | undefined) ?? ''}
      onChange={(e) => set({ [key]: e.target.value })}
      sx={{ minWidth: 180 }}
    >
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`reports.${prefix}.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  )
  // The app's own date widget (DD/MM/AAAA typed or picked), as every other date field: the
  // browser's input would read mm/dd/yyyy in an English Chromium. Half-typed text stays in the
  // draft; the page sends only whole dates (wholeDates).
  const date = (key: 'startDate' | 'endDate' | 'asOf') => (
    <Box sx={{ width: 200 }}>
      <DateField
        id={`report-${key}`}
        label={translate(`reports.options.${key}`)}
        value={value[key]}
        onChange={(v) => set({ [key]: v })}
      />
    </Box>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {date('startDate')}
      {date('endDate')}
      {reads('asOf') && date('asOf')}
      {reads('priorYears') && (
        <TextField
          select
          size="small"
          label={translate('reports.options.priorYears')}
          value={value.priorYears ?? 1}
          onChange={(e) => set({ priorYears: Number(e.target.value) })}
          sx={{ minWidth: 140 }}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      )}
      {reads('dateParameter') && select('dateParameter', dateParameters, 'dateParameter')}
      {reads('orderBy') && select('orderBy', orders, 'orderBy')}
      {select('chartType', charts, 'chartType')}
      {flagsOf(type).map((flag) => (
        <FormControlLabel
          key={flag}
          label={translate(`reports.options.${flag}`)}
          control={
            <Checkbox checked={Boolean(value[flag])} onChange={(e) => set({ [flag]: e.target.checked })} />
          }
        />
      ))}
    </Box>
  )
}

/** The options as they are sent: a date still being typed leaves that end of the period open. */
export function wholeDates(options: ReportOptions): ReportOptions {
  const out = { ...options }
  for (const key of ['startDate', 'endDate', 'asOf'] as const) if (!isWireDay(out[key])) delete out[key]
  return out
}
