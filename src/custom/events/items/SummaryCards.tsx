import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { COLUMNS, GROUPS, type Summary } from './summaryShape'

const pair = { display: 'flex', justifyContent: 'space-between', gap: 2, m: 0 }

/**
 * The summary at a phone's width: one card per budget group with its figures as rows (label and
 * amount), then the totals, so every column is on the screen without scrolling sideways.
 */
export default function SummaryCards({
  summary,
  money,
}: {
  summary: Summary
  money: (v: number | undefined) => string
}) {
  const translate = useTranslate()
  const t = (key: string) => translate(`events.summary.${key}`)
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {GROUPS.map((g) => (
        <Paper key={g} variant="outlined" component="section" aria-label={t(`groups.${g}`)} sx={{ p: 1.5 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`groups.${g}`)}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {COLUMNS.map((c) => (
              <Box key={c} sx={pair}>
                <Typography component="dt" variant="body2">
                  {t(`columns.${c}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {money(summary.groups[g]?.[c])}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
      <Box component="dl" aria-label={t('total')} sx={{ m: 0, fontWeight: 600 }}>
        {(['subtotal', 'totalDiscount', 'total'] as const).map((k) => (
          <Box key={k} sx={pair}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {t(k)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {money(summary[k])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
