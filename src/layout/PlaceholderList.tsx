import { Title, useResourceContext, useTranslate } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'

/** An empty list for resources whose screens arrive with the registry engine. */
export default function PlaceholderList() {
  const translate = useTranslate()
  const resource = useResourceContext() ?? ''
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography>{translate('layout.placeholder', { name })}</Typography>
      </CardContent>
    </Card>
  )
}
