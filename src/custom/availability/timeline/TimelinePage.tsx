import { useMemo, useState } from 'react'
import { useTranslate } from 'react-admin'
import PageScaffold from '../../../widgets/PageScaffold'
import { SubscribeButton } from '../../calendar-feeds'
import DiaryBoard from './DiaryBoard'
import TimelineToolbar from './TimelineToolbar'
import { DEFAULT_CHOICES, optionsOf, situationsOf, zoomOfLink } from './timelineState'
import { useDiaryWindow } from './useDiaryWindow'

/**
 * /app/environment-timeline (event-domain.md §2): rooms as rows, bookings over time, with the
 * spec's options; a phone gets the list.
 */
export default function TimelinePage() {
  const translate = useTranslate()
  const [choices, setChoices] = useState(DEFAULT_CHOICES)
  // A link may open another zoom (`?zoom=month`): the bench's 500 rooms × a month, a shared view.
  const { range, list, toolbar, onRange } = useDiaryWindow(zoomOfLink(window.location.search))
  const situations = useMemo(() => situationsOf(choices), [choices])
  const options = useMemo(() => optionsOf(choices), [choices])
  const title = translate('resources.environment-timeline.name', { smart_count: 1 })
  return (
    <PageScaffold title={title}>
      <SubscribeButton scope="ENVIRONMENT" />
      <TimelineToolbar choices={choices} onChoices={setChoices} {...toolbar} />
      <DiaryBoard
        start={range.start}
        end={range.end}
        onRange={onRange}
        situations={situations}
        options={options}
        editable
        list={list}
      />
    </PageScaffold>
  )
}
