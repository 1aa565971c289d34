import { Title, useTranslate } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { getEstablishment } from '../../providers/session'

/** The landing page of a context (/app, /tickets) until the real dashboards arrive. */
export default function Dashboard() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('layout.dashboard')} />
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('layout.welcome', { name: getEstablishment()?.socialReason ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('layout.welcomeHint')}
        </Typography>
      </CardContent>
    </Card>
  )
}
