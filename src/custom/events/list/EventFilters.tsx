import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FilterList from '@mui/icons-material/FilterList'
import Search from '@mui/icons-material/Search'
import DateField from '../../../widgets/DateField'
import OptionSelect from '../../../widgets/OptionSelect'
import { activeCount, emptyFilter, filterBody, type FilterForm } from './filterForm'
import { type Situation, SITUATIONS_IN_FLOW } from '../../../../common/events/situations'
import { situationKey } from '../situations'

interface Props {
  /** The filter in force; the form starts from it (remount with a key to reset). */
  applied: FilterForm
  onApply: (form: FilterForm) => void
  /** Extra controls beside the buttons (saved filters). */
  children?: ReactNode
}

const ranges = [
  ['requesterCreation', 'requesterCreationStart', 'requesterCreationEnd'],
  ['cancellation', 'cancellationStart', 'cancellationEnd'],
  ['confirmation', 'confirmationStart', 'confirmationEnd'],
] as const

const WAIT_LIST_CHOICES = ['', 'yes', 'no'] as const
const WAIT_LIST_LABELS = {
  '': 'events.filters.any',
  yes: 'events.filters.onlyWaitList',
  no: 'events.filters.notWaitList',
} as const
const DATE_TYPES = ['START', 'END', 'PERIOD'] as const

/** The list filters of event-domain.md §2: the search always in view, the rest in a panel. */
export default function EventFilters({ applied, onApply, children }: Props) {
  const translate = useTranslate()
  const [form, setForm] = useState<FilterForm>(applied)
  const [open, setOpen] = useState(() => activeCount(filterBody(applied)) > 0)
  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(form)
  }
  const count = activeCount(filterBody(applied))
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      role="search"
      aria-label={translate('events.filters.title')}
      sx={{ mb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          id="event-search"
          size="small"
          label={translate('events.filters.search')}
          value={form.search}
          onChange={(e) => set('search', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 320 }, flex: '1 1 320px', maxWidth: 480 }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {translate('events.filters.apply')}
        </Button>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="event-filters-panel"
          startIcon={
            <Badge badgeContent={count} color="primary">
              <FilterList />
            </Badge>
          }
        >
          {translate('events.filters.more')}
        </Button>
        <Button
          onClick={() => {
            setForm(emptyFilter)
            onApply(emptyFilter)
          }}
        >
          {translate('events.filters.clear')}
        </Button>
        {children}
      </Box>
      <Collapse in={open} id="event-filters-panel">
        <Box sx={{ ...grid, mt: 2 }}>
          <TextField
            select
            id="filter-situations"
            size="small"
            label={translate('events.filters.situations')}
            value={form.situations}
            onChange={(e) =>
              set(
                'situations',
                (typeof e.target.value === 'string'
                  ? e.target.value.split(',')
                  : e.target.value) as Situation[],
              )
            }
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as string[]).map((s) => translate(situationKey(s))).join(', '),
              },
            }}
          >
            {SITUATIONS_IN_FLOW.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(situationKey(s))}
              </MenuItem>
            ))}
          </TextField>
          <OptionSelect
            id="filter-waitlist"
            size="small"
            label={translate('events.filters.waitList')}
            value={form.waitList}
            options={WAIT_LIST_CHOICES}
            optionLabel={(c) => translate(WAIT_LIST_LABELS[c])}
            onChange={(c) => set('waitList', c)}
          />
          <OptionSelect
            id="filter-date-type"
            size="small"
            label={translate('events.filters.dateType')}
            value={form.dateType}
            options={DATE_TYPES}
            optionLabel={(t) => translate(`events.filters.dateTypes.${t}`)}
            onChange={(t) => set('dateType', t)}
          />
          <DateField
            id="filter-start"
            label={translate('events.filters.from', {
              what: translate(`events.filters.dateTypes.${form.dateType}`),
            })}
            value={form.startDate}
            onChange={(v) => set('startDate', v)}
          />
          <DateField
            id="filter-end"
            label={translate('events.filters.until', {
              what: translate(`events.filters.dateTypes.${form.dateType}`),
            })}
            value={form.endDate}
            onChange={(v) => set('endDate', v)}
          />
        </Box>
        {ranges.map(([name, from, until]) => (
          <Box key={name} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate(`events.filters.${name}`)}
            </Typography>
            <Box sx={grid}>
              <DateField
                id={`filter-${from}`}
                label={translate('events.filters.from', { what: translate(`events.filters.${name}`) })}
                value={form[from]}
                onChange={(v) => set(from, v)}
              />
              <DateField
                id={`filter-${until}`}
                label={translate('events.filters.until', { what: translate(`events.filters.${name}`) })}
                value={form[until]}
                onChange={(v) => set(until, v)}
              />
            </Box>
          </Box>
        ))}
      </Collapse>
    </Box>
  )
}
