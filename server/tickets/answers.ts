import { created, fileOf, noContent, ok, pageOf, shapes as s } from '../http/answers.js'

/** The box office's answers (DESIGN "wave 2", Tickets), for the document. */
const seats = s.list(s.text)
const section = s.object(
  {
    id: s.integer,
    name: s.text,
    kind: { type: 'string', enum: ['STANDING', 'SEATED'] },
    capacity: s.maybe('integer'),
    rows: s.maybe('integer'),
    seatsPerRow: s.maybe('integer'),
    missingSeats: seats,
    accessibleSeats: seats,
    sectionType: s.named,
    sold: { ...s.integer, description: 'Tickets sold and not cancelled.' },
  },
  ['id', 'name', 'kind', 'sectionType'],
)
const boxOffice = s.object(
  {
    id: s.integer,
    version: s.integer,
    event: s.maybeOf(s.named),
    name: s.text,
    startDate: s.moment,
    endDate: s.moment,
    sections: s.list(section),
  },
  ['id', 'version', 'name', 'sections'],
)
const listed = s.object(
  {
    id: s.integer,
    name: s.text,
    startDate: s.moment,
    endDate: s.moment,
    event: s.maybeOf(s.named),
    version: s.integer,
  },
  ['id', 'name'],
)
const stock = s.object(
  {
    section: s.object(
      {
        id: s.integer,
        name: s.text,
        kind: s.text,
        rows: s.maybe('integer'),
        seatsPerRow: s.maybe('integer'),
        missingSeats: seats,
        accessibleSeats: seats,
      },
      ['id'],
    ),
    batch: s.maybeOf(s.object({ id: s.integer, name: s.text, price: s.number }, ['id'])),
    capacity: s.maybe('integer'),
    sold: s.integer,
    available: s.maybe('integer'),
    takenSeats: seats,
  },
  ['section', 'sold'],
)
const ticket = s.object(
  {
    id: s.integer,
    code: { ...s.text, description: 'What the QR code holds; check-in reads it.' },
    section: s.named,
    seat: s.maybe('string'),
    person: s.object({ name: s.maybe('string'), document: s.maybe('string') }),
    batch: s.maybeOf(s.named),
    price: s.number,
  },
  ['id', 'code'],
)
const sale = s.object({ id: s.integer, status: s.text, total: s.number, tickets: s.list(ticket) }, [
  'id',
  'status',
])
const checkedIn = s.object(
  {
    id: s.integer,
    code: s.text,
    seat: s.maybe('string'),
    section: s.named,
    person: s.object({ name: s.maybe('string') }),
    boxOffice: s.named,
    checkedInAt: s.moment,
  },
  ['id', 'code', 'checkedInAt'],
)

export const boxOfficeAnswers = {
  page: ok(pageOf(listed)),
  options: ok(pageOf(s.named)),
  one: ok(boxOffice),
  made: created(boxOffice),
  removed: noContent,
  availability: ok(s.list(stock)),
  sold: created(sale),
  cancelled: ok(s.object({ id: s.integer, status: s.text, boxOfficeId: s.integer }, ['id'])),
  checkedIn: ok(checkedIn),
  tickets: fileOf('application/pdf'),
}
