import { showDate } from '../../../../common/format'
import { itemKinds } from './itemSchemas'
import ProgrammeView from './ProgrammeView'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

/** The event's programme: what happens when (and where), as a list and grouped as the spec prints it. */
export default function ProgrammingTab(props: ItemTabProps) {
  return (
    <>
      <SchemaItemTab
        {...props}
        kind={itemKinds.programming}
        columns={['type', 'date', 'environment', 'description']}
        nameOf={(r) =>
          `${showDate(r.date, true)} ${typeof r.description === 'string' ? r.description.slice(0, 40) : ''}`
        }
      />
      <ProgrammeView eventId={props.eventId} />
    </>
  )
}
