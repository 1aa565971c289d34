import type { ReactNode } from 'react'
import { Title } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { pageSx } from './pageSx'

interface Props {
  /** Shown twice: in the app bar (react-admin's Title) and as the page's one h1. */
  title: string
  /** Space under the h1, in theme units. */
  headingGap?: number
  children: ReactNode
}

/** The frame of a custom screen: the page card, its title in the app bar and as its heading. */
export default function PageScaffold({ title, headingGap = 1, children }: Props) {
  return (
    <Card sx={pageSx}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h6" sx={{ mb: headingGap }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
