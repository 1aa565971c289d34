import { useLocaleState } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatNumber } from '../../../common/format'

export interface Bar {
  label: string
  value: number
  color: string
}

/**
 * A small horizontal bar chart from plain boxes (no chart library is installed): each bar's
 * length is relative to the largest, and its label and number are text, so a screen reader
 * reads "label: number" and the bars themselves are decoration.
 */
export default function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const [locale] = useLocaleState()
  const max = Math.max(1, ...bars.map((b) => b.value))
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {bars.map((b) => (
        <Box
          component="li"
          key={b.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(90px, 40%) 1fr auto',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="body2">{b.label}</Typography>
          <Box aria-hidden sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box
              sx={{
                height: '100%',
                width: `${(b.value / max) * 100}%`,
                minWidth: b.value ? 4 : 0,
                bgcolor: b.color,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 24, textAlign: 'right' }}>
            {formatNumber(b.value, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
