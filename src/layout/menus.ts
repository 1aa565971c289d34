/** Menu entries per context; each shows only when canAccess allows its resource (its feature). */
export const menuResources: Record<'EVENTS' | 'TICKETS', string[]> = {
  EVENTS: ['event', 'events-users', 'environment-type', 'notification', 'configuration', 'establishment'],
  TICKETS: ['box-office', 'events-users', 'environment-type', 'notification', 'configuration', 'establishment'],
}
