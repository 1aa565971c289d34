import { ok, pageOf, shapes as s } from '../http/answers.js'

const idOnly = s.object({ id: s.integer }, ['id'])
const all = (properties: Record<string, object>) => s.object(properties, Object.keys(properties))

export const availabilityAnswers = {
  /** The environment's new place in the hold queue, and the event's new version. */
  holdRank: ok(
    s.object({ id: s.integer, holdRank: s.maybe('integer'), eventVersion: s.integer }, [
      'id',
      'eventVersion',
    ]),
  ),

  /** The diary: rooms, the bookings occupying them, maintenances and holidays of the window. */
  diary: ok(
    all({
      environments: s.list(
        all({
          id: s.integer,
          name: s.maybe('string'),
          compound: s.flag,
          dailyRate: s.maybe('number'),
          parts: s.list(s.integer),
        }),
      ),
      // Names and rates of events the reader may not see are null.
      bookings: s.list(
        all({
          id: s.integer,
          eventId: s.integer,
          eventName: s.maybe('string'),
          createdBy: s.maybe('integer'),
          dailyRate: s.maybe('number'),
          situation: s.text,
          eventVersion: s.integer,
          // The event's dates (null for an event the reader may not see): a move stays within them.
          eventStart: s.maybe('string'),
          eventEnd: s.maybe('string'),
          environment: idOnly,
          start: s.moment,
          end: s.moment,
          occupiedStart: s.moment,
          occupiedEnd: s.moment,
          blocking: s.flag,
          holdRank: s.maybe('integer'),
        }),
      ),
      maintenances: s.list(
        all({ id: s.integer, environment: idOnly, type: s.maybe('string'), start: s.moment, end: s.moment }),
      ),
      holidays: s.list(all({ date: s.moment, name: s.text })),
    }),
  ),

  /** The calendar: a room booking, or an event without a room in the window, per entry. */
  calendar: ok(
    s.list(
      all({
        id: s.integer,
        name: s.text,
        startDate: s.moment,
        endDate: s.moment,
        situation: s.text,
        isEnvironmentReservation: s.flag,
        environment: s.maybeOf(s.named),
        eventType: s.maybeOf(s.named),
      }),
    ),
  ),

  /** The rooms that fit a period and a number of people, free ones first. */
  suggest: ok(
    pageOf(
      all({
        environment: s.object(
          {
            id: s.integer,
            name: s.maybe('string'),
            dailyRate: s.maybe('number'),
            environmentFormats: s.list(
              s.object({ format: s.object({ id: s.integer, name: s.maybe('string') }) }),
            ),
          },
          ['id', 'name', 'dailyRate'],
        ),
        checked: s.flag,
        eventConflicts: s.list(
          all({
            eventId: s.integer,
            name: s.maybe('string'),
            situation: s.text,
            start: s.moment,
            end: s.moment,
          }),
        ),
      }),
    ),
  ),
}
