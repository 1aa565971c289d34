import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Search from '@mui/icons-material/Search'
import DateField from '../../widgets/DateField'
import { isWireDay } from '../../../common/wire-dates'
import { emptyLogFilter, INTEGRATIONS, STATUSES, type LogFilter } from './types'

/** The log's filters: text, integration, status and a range of days; applied on submit. */
export default function LogFilters({
  applied,
  onApply,
}: {
  applied: LogFilter
  onApply: (f: LogFilter) => void
}) {
  const translate = useTranslate()
  const [form, setForm] = useState<LogFilter>(applied)
  const set = <K extends keyof LogFilter>(key: K, value: LogFilter[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    // Half-typed days are left out rather than sent.
    onApply({
      ...form,
      from: isWireDay(form.from) ? form.from : undefined,
      to: isWireDay(form.to) ? form.to : undefined,
    })
  }
  const clear = () => {
    setForm(emptyLogFilter)
    onApply(emptyLogFilter)
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('integrationLog.filters')}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <TextField
        id="log-search"
        size="small"
        label={translate('integrationLog.search')}
        value={form.search}
        onChange={(e) => set('search', e.target.value)}
      />
      <TextField
        id="log-integration"
        select
        size="small"
        label={translate('integrationLog.fields.integration')}
        value={form.integration}
        onChange={(e) => set('integration', e.target.value as LogFilter['integration'])}
      >
        <MenuItem value="">{translate('integrationLog.all')}</MenuItem>
        {INTEGRATIONS.map((i) => (
          <MenuItem key={i} value={i}>
            {translate(`integrationLog.integrations.${i}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="log-status"
        select
        size="small"
        label={translate('integrationLog.fields.status')}
        value={form.status}
        onChange={(e) => set('status', e.target.value as LogFilter['status'])}
      >
        <MenuItem value="">{translate('integrationLog.all')}</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`integrationLog.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        id="log-from"
        label={translate('integrationLog.from')}
        value={form.from}
        onChange={(v) => set('from', v)}
      />
      <DateField
        id="log-to"
        label={translate('integrationLog.to')}
        value={form.to}
        onChange={(v) => set('to', v)}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {translate('integrationLog.apply')}
        </Button>
        <Button onClick={clear}>{translate('integrationLog.clear')}</Button>
      </Box>
    </Box>
  )
}
