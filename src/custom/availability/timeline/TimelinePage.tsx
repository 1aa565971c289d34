import { useMemo, useState } from 'react'
import { Title, useTranslate } from 'react-admin'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { pageSx } from '../../../widgets/pageSx'
import { SubscribeButton } from '../../calendar-feeds'
import DiaryBoard from './DiaryBoard'
import TimelineToolbar from './TimelineToolbar'
import {
  DEFAULT_CHOICES,
  optionsOf,
  shift,
  situationsOf,
  windowOf,
  zoomOfLink,
  type Zoom,
} from './timelineState'

/**
 * /app/environment-timeline (event-domain.md §2): rooms as rows, bookings over time, with the
 * spec's options; a phone gets the list.
 */
export default function TimelinePage() {
  const translate = useTranslate()
  const phone = useMediaQuery('(max-width:600px)')
  const [choices, setChoices] = useState(DEFAULT_CHOICES)
  // A link may open another zoom (`?zoom=month`): the bench's 500 rooms × a month, a shared view.
  const [zoom, setZoom] = useState<Zoom>(() => zoomOfLink(window.location.search))
  const [range, setRange] = useState(() => windowOf(new Date(), zoom))
  const [listChosen, setList] = useState<boolean>()
  const list = listChosen ?? phone
  const situations = useMemo(() => situationsOf(choices), [choices])
  const options = useMemo(() => optionsOf(choices), [choices])
  const title = translate('resources.environment-timeline.name', { smart_count: 1 })
  return (
    <Card sx={pageSx}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <SubscribeButton scope="ENVIRONMENT" />
        <TimelineToolbar
          choices={choices}
          onChoices={setChoices}
          zoom={zoom}
          onZoom={(z) => {
            setZoom(z)
            setRange(windowOf(range.start, z))
          }}
          onStep={(s) => setRange(shift(range, s))}
          onToday={() => setRange(windowOf(new Date(), zoom))}
          list={list}
          onList={setList}
        />
        <DiaryBoard
          start={range.start}
          end={range.end}
          onRange={(start, end) => setRange({ start, end })}
          situations={situations}
          options={options}
          editable
          list={list}
        />
      </CardContent>
    </Card>
  )
}
