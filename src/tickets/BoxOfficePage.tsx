import { Title, useTranslate } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'

/** The box office of the TICKETS context; the sales screen arrives with the tickets issue. */
export default function BoxOfficePage() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('tickets.boxOffice')} />
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('tickets.boxOffice')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('tickets.boxOfficeSoon')}
        </Typography>
      </CardContent>
    </Card>
  )
}
