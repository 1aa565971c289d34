import { ok, shapes as s } from '../http/answers.js'

export const availabilityAnswers = {
  /** The environment's new place in the hold queue, and the event's new version. */
  holdRank: ok(
    s.object({ id: s.integer, holdRank: s.maybe('integer'), eventVersion: s.integer }, [
      'id',
      'eventVersion',
    ]),
  ),
}
