import { sql } from 'kysely'
import { personContacts } from '../rows.js'
import { itemReport } from './items.js'
import { defineReport } from '../definition.js'
import { eventList } from '../../../common/reports/options.js'

/**
 * The people of the events (their requesters) with how to reach them: what the request says, else
 * the person's record (its e-mail, its main contact's phone). Chart: requesters per event situation.
 */
const peopleReport = itemReport({
  join: (q) => q.innerJoin('event_requester as r', 'r.event_id', 'event.id'),
  itemId: 'r.id',
  select: {
    personId: sql.ref('r.person_id'),
    // The label lookup drops personId; the contacts need it too.
    contactOf: sql.ref('r.person_id'),
    requesterName: sql.ref('r.name'),
    email: sql.ref('r.email'),
    phone: sql.ref('r.phone'),
    situation: sql.ref('event.situation'),
    requesterSituation: sql.ref('r.situation'),
  },
  labels: { requester: { registry: 'person', id: 'personId' } },
  async finish(trx, rows) {
    const contacts = await personContacts(
      trx,
      rows.map((r) => r.contactOf),
    )
    return rows.map(({ requesterName, contactOf, ...r }) => {
      const person = contactOf == null ? undefined : contacts.get(Number(contactOf))
      return {
        ...r,
        // The person's name, else the name typed on the request.
        requester: r.requester ?? requesterName ?? null,
        email: r.email || person?.email || null,
        phone: r.phone || person?.phone || null,
      }
    })
  },
  columns: [
    { key: 'requester', kind: 'text', width: 24 },
    { key: 'email', kind: 'text', width: 26 },
    { key: 'phone', kind: 'text', width: 16 },
    { key: 'situation', kind: 'situation', width: 16 },
    // The words the event's requester tab shows for ACTIVE and DISCARDED.
    { key: 'requesterSituation', kind: 'text', words: 'events.requesters.situations', width: 14 },
  ],
  chartLabel: sql`event.situation`,
  chartWords: 'events.situations',
  chartValue: sql`count(*)`,
  chartKey: 'people',
})

export const report = defineReport({
  type: 'people',
  order: 90,
  options: eventList,
  reader: peopleReport,
})
