import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ReportChart from './ReportChart'
import type { ReportData } from './types'

/** The report's further charts as a dashboard: a titled card each, two or three to a row. */
export default function ReportPanels({ panels }: { panels: NonNullable<ReportData['panels']> }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {panels.map((p) => (
        <Card key={p.id} component="section" aria-labelledby={`panel-${p.id}`}>
          <CardContent>
            <Typography
              id={`panel-${p.id}`}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {p.title}
            </Typography>
            <ReportChart chart={p.chart} />
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}
