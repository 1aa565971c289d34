import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { registerSituationTask, type SituationListener } from './lifecycle/hooks.js'
import { bookingSlot, type BookingEngine } from './bookings/port.js'
import { notifySituationChange } from './lifecycle/situation-notifications.js'
import { eventDependents } from './dependencies.js'
import { eventRoutes } from './routes.js'
import { eventListRoutes } from './list/list-routes.js'
import { eventAuditRoutes } from './audit/audit-routes.js'
import { eventActionRoutes } from './lifecycle/action-routes.js'
import { requesterRoutes } from './requester-routes.js'
import { eventItemRoutes } from './items/index.js'
import { savedFilterRoutes } from './list/saved-filter-routes.js'
import { availabilityRoutes } from './bookings/availability-routes.js'
import { lostBusinessRoutes } from './lost-business/lost-business-routes.js'

export interface EventsDomain {
  /** Runs `listener` in the `events.situationChanged` job after every committed lifecycle action. */
  onSituationChange(listener: SituationListener): void
  /** Registers the room and stock engine the event's writes decide bookings with (availability's). */
  useBookings(engine: BookingEngine): void
  /** The registered engine; throws when none is (and the app does not become ready without one). */
  readonly bookings: BookingEngine
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventsDomain
  }
}

/**
 * Events: the event and its sub-items, lifecycle, requesters, saved filters, lost business and the
 * availability questions; the situation job and its listeners; the event's registry references.
 */
export const eventsDomain = fp(
  async (app: FastifyInstance) => {
    const listeners: SituationListener[] = []
    const slot = bookingSlot()
    app.decorate('events', {
      onSituationChange: (listener) => void listeners.push(listener),
      useBookings: slot.use,
      get bookings() {
        return slot.engine
      },
    })
    // Every domain has registered by now: an app whose bookings nobody decides does not start.
    app.addHook('onReady', async () => void slot.engine)
    registerSituationTask(app, listeners)
    app.events.onSituationChange(notifySituationChange)
    app.registries.onDependency(eventDependents)

    await app.register(eventRoutes)
    await app.register(eventListRoutes)
    await app.register(eventAuditRoutes)
    await app.register(eventActionRoutes)
    await app.register(requesterRoutes)
    await app.register(eventItemRoutes)
    await app.register(savedFilterRoutes)
    await app.register(availabilityRoutes)
    await app.register(lostBusinessRoutes)
  },
  // Situation e-mails are queued as mail.send jobs; registry records the events use are guarded.
  { name: 'events', dependencies: ['jobs', 'mail', 'registries'] },
)
