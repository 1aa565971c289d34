import { useState } from 'react'
import DiaryBoard from '../timeline/DiaryBoard'
import TimelineToolbar from '../timeline/TimelineToolbar'
import { DEFAULT_CHOICES, optionsOf, shift, windowOf, type Zoom } from '../timeline/timelineState'

interface Props {
  situations: string[]
  environments: number[]
  phone: boolean
}

const options = optionsOf({ ...DEFAULT_CHOICES, showTime: true })

/**
 * The calendar's resource view: rooms as rows, the calendar's filters, the timeline's drawing and
 * its moves (issue 36: a drag or a resize is one move call, refused with the server's reason).
 */
export default function ResourceView({ situations, environments, phone }: Props) {
  const [zoom, setZoom] = useState<Zoom>('week')
  const [range, setRange] = useState(() => windowOf(new Date(), 'week'))
  const [listChosen, setList] = useState<boolean>()
  const list = listChosen ?? phone
  return (
    <>
      <TimelineToolbar
        choices={DEFAULT_CHOICES}
        onChoices={() => undefined}
        withOptions={false}
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
        environments={environments}
        options={options}
        editable
        list={list}
      />
    </>
  )
}
