import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import type { TimelineChoices, Zoom } from './timelineState'

interface Props {
  choices: TimelineChoices
  onChoices: (c: TimelineChoices) => void
  zoom: Zoom
  onZoom: (z: Zoom) => void
  onStep: (step: number) => void
  onToday: () => void
  list: boolean
  onList: (list: boolean) => void
  /** Options shown (the calendar's resource view has its own filters). */
  withOptions?: boolean
}

const OPTIONS: (keyof TimelineChoices)[] = [
  'showTime',
  'newEvents',
  'negotiating',
  'waitlist',
  'emptyRooms',
  'byDay',
]

/** Navigation, zoom, timeline or list, and the spec's options of the environment timeline. */
export default function TimelineToolbar(p: Props) {
  const translate = useTranslate()
  const t = (k: string) => translate(`availability.timeline.${k}`)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <IconButton aria-label={t('previous')} onClick={() => p.onStep(-1)}>
        <ChevronLeft />
      </IconButton>
      <Button onClick={p.onToday}>{t('today')}</Button>
      <IconButton aria-label={t('next')} onClick={() => p.onStep(1)}>
        <ChevronRight />
      </IconButton>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={p.zoom}
        aria-label={t('zoom')}
        onChange={(_, z: Zoom | null) => z && p.onZoom(z)}
      >
        {(['day', 'week', 'month'] as const).map((z) => (
          <ToggleButton key={z} value={z}>
            {t(`zoom_${z}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={p.list ? 'list' : 'timeline'}
        aria-label={t('view')}
        onChange={(_, v: string | null) => v && p.onList(v === 'list')}
      >
        <ToggleButton value="timeline">{t('asTimeline')}</ToggleButton>
        <ToggleButton value="list">{t('asList')}</ToggleButton>
      </ToggleButtonGroup>
      {p.withOptions === false ? null : (
        <Box role="group" aria-label={t('options')} sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {OPTIONS.map((o) => (
            <FormControlLabel
              key={o}
              control={
                <Checkbox
                  size="small"
                  checked={p.choices[o]}
                  onChange={(e) => p.onChoices({ ...p.choices, [o]: e.target.checked })}
                />
              }
              label={t(`option_${o}`)}
            />
          ))}
        </Box>
      )}
    </Box>
  )
}
