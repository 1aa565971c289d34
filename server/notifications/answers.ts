import { created, ok, pageOf, shapes as s } from '../http/answers.js'

/** A notification as every inbox call answers it (repository.ts toNotification). */
const notification = s.object(
  {
    id: s.integer,
    subject: s.text,
    description: s.text,
    fromName: s.maybe('string'),
    sendDateHour: s.moment,
    receivedDateHour: s.maybe('string'),
    notificationType: s.text,
    status: { type: 'string', enum: ['READ', 'UNREAD'] },
    auditData: { description: 'What the sender attached (e.g. a ready file); null when nothing.' },
    eventsUser: s.object({ id: s.integer, email: s.text }, ['id']),
  },
  ['id', 'subject', 'notificationType', 'status', 'eventsUser'],
)
const updated = s.object({ updated: { ...s.integer, description: 'Notifications marked read.' } }, [
  'updated',
])

export const notificationAnswers = {
  one: ok(notification),
  sent: created(notification),
  page: ok(pageOf(notification)),
  unread: ok(s.list(notification)),
  marked: ok(updated),
}
