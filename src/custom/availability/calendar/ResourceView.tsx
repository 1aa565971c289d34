import DiaryBoard from '../timeline/DiaryBoard'
import TimelineToolbar from '../timeline/TimelineToolbar'
import { DEFAULT_CHOICES, optionsOf } from '../timeline/timelineState'
import { useDiaryWindow } from '../timeline/useDiaryWindow'

interface Props {
  situations: string[]
  environments: number[]
}

const options = optionsOf({ ...DEFAULT_CHOICES, showTime: true })

/**
 * The calendar's resource view: rooms as rows, the calendar's filters, the timeline's drawing and
 * its moves (issue 36: a drag or a resize is one move call, refused with the server's reason).
 */
export default function ResourceView({ situations, environments }: Props) {
  const { range, list, toolbar, onRange } = useDiaryWindow('week')
  return (
    <>
      <TimelineToolbar
        choices={DEFAULT_CHOICES}
        onChoices={() => undefined}
        withOptions={false}
        {...toolbar}
      />
      <DiaryBoard
        start={range.start}
        end={range.end}
        onRange={onRange}
        situations={situations}
        environments={environments}
        options={options}
        editable
        list={list}
      />
    </>
  )
}
