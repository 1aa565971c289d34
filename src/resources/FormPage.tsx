import type { ReactNode } from 'react'
import { Title } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'

/** The frame of a create or edit page: the title in the app bar, the form in a card that fits a phone. */
export default function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
    </Card>
  )
}
