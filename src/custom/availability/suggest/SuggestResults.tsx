import { useLocaleState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { formatMoney, showDate } from '../../../../common/format'
import { useMainCurrencyCode } from '../../../widgets/useCurrencySymbol'
import type { Suggestion } from '../types'
import { visuallyHidden } from '../../../widgets/visuallyHidden'

interface Props {
  rows: Suggestion[]
  selected: ReadonlySet<number>
  /** Without it (the suggestion opened for an event) there is nothing to pick for a new event. */
  onToggle?: (id: number) => void
  /** With an event to add to: each room offers "Adicionar ao evento". */
  onAdd?: (row: Suggestion) => void
}

/** The rooms that fit: rate, capacity per format, free or the events in conflict (hidden names said so). */
export default function SuggestResults({ rows, selected, onToggle, onAdd }: Props) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const t = (k: string) => translate(`availability.suggest.${k}`)
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('results')}>
        <TableHead>
          <TableRow>
            {onToggle ? (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {t('pick')}
                </Box>
              </TableCell>
            ) : null}
            <TableCell>{t('room')}</TableCell>
            <TableCell>{t('dailyRate')}</TableCell>
            <TableCell>{t('capacities')}</TableCell>
            <TableCell>{t('availability')}</TableCell>
            {onAdd ? (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('actions')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const { environment: env, checked, eventConflicts } = row
            return (
              <TableRow key={env.id} hover selected={selected.has(env.id)}>
                {onToggle ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(env.id)}
                      onChange={() => onToggle(env.id)}
                      slotProps={{ input: { 'aria-label': `${t('pick')} ${env.name}` } }}
                    />
                  </TableCell>
                ) : null}
                <TableCell>{env.name}</TableCell>
                <TableCell>{formatMoney(env.dailyRate ?? null, locale, currency)}</TableCell>
                <TableCell>
                  {env.environmentFormats
                    .map((f) => `${f.format.name ?? f.format.id}: ${f.capacity ?? '—'}`)
                    .join(', ')}
                </TableCell>
                <TableCell>
                  {checked ? (
                    <Chip size="small" color="success" label={t('free')} />
                  ) : (
                    <Box>
                      <Chip size="small" color="warning" label={t('conflict')} sx={{ mb: 0.5 }} />
                      {eventConflicts.map((c) => (
                        <Box key={`${c.eventId}-${c.start}`} sx={{ fontSize: 13 }}>
                          {`${c.name ?? translate('availability.hidden')} (${translate(`events.situations.${c.situation}`)}) ${showDate(c.start, true)} – ${showDate(c.end, true)}`}
                        </Box>
                      ))}
                    </Box>
                  )}
                </TableCell>
                {onAdd ? (
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onAdd(row)}
                      aria-label={translate('availability.suggest.addToEventRoom', { room: env.name })}
                    >
                      {t('addToEvent')}
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}
