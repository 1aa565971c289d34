import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError, notFound } from '../../http/errors.js'
import { availableStock } from './equipment-stock.js'
import { recordExists } from '../../registries/reader.js'
import { wireDateTime } from '../../../common/wire-dates.js'
import { recordRef } from '../../http/route-schemas.js'
import { availabilityQuestionAnswers as answers } from '../answers.js'

const when = wireDateTime()
const tags = ['event availability']
const config = { feature: 'EVENT' }

interface EnvironmentQuery {
  environment: { id: number }
  startDateHour: string
  endDateHour: string
  assemblyStart?: string
  disassemblyDeadline?: string
  /** The booking being changed, which never conflicts with itself. */
  eventEnvironment?: { id: number }
}

interface EquipmentQuery {
  equipment: { id: number }
  startDateHour: string
  endDateHour: string
  amount?: number
  eventEquipment?: { id: number }
}

const environmentBody = {
  type: 'object',
  required: ['environment', 'startDateHour', 'endDateHour'],
  properties: {
    environment: recordRef,
    startDateHour: when,
    endDateHour: when,
    assemblyStart: when,
    disassemblyDeadline: when,
    eventEnvironment: recordRef,
  },
}
const equipmentBody = {
  type: 'object',
  required: ['equipment', 'startDateHour', 'endDateHour'],
  properties: {
    equipment: recordRef,
    startDateHour: when,
    endDateHour: when,
    amount: { type: 'integer', minimum: 1 },
    eventEquipment: recordRef,
  },
}

const ordered = (start: string, end: string) => {
  if (end <= start) throw badRequest([fieldError('endDateHour', 'period.endBeforeStart')])
}

/**
 * The spec's availability questions asked before a write (availability/environment and
 * availability/equipment): the same deciders the item writes use, answered as data instead of a
 * 409 (server/availability/conflicts.ts, equipment-stock.ts), without their locks. The answer is
 * advice: the write decides again under its own lock.
 */
export async function availabilityRoutes(app: FastifyInstance) {
  app.post<{ Body: EnvironmentQuery }>(
    '/events/event/availability/environment',
    { config, schema: { tags, body: environmentBody, response: answers.environment } },
    (request) => {
      const b = request.body
      ordered(b.startDateHour, b.endDateHour)
      return request.withTenant(async (trx) => {
        if (!(await recordExists(trx, 'environment', b.environment.id))) throw notFound()
        // The room is taken from the earlier of assembly and start to the later of deadline and end
        // (wire date-times compare as text), whatever order a half-filled form sends them in.
        const start = [b.assemblyStart, b.startDateHour].filter((v): v is string => !!v).sort()[0]
        const end = [b.disassemblyDeadline, b.endDateHour]
          .filter((v): v is string => !!v)
          .sort()
          .at(-1)!
        // Asked without an event: could a blocking booking be made here? The decider's own conflict
        // query, without its locks: a question must not queue behind writers or other questions.
        const conflicts = await app.events.bookings.roomConflicts(trx, {
          simple: { room: b.environment.id },
          start,
          end,
          excludeEventEnvironmentId: b.eventEnvironment?.id,
          viewer: request.auth,
        })
        return { available: conflicts.length === 0, conflicts }
      })
    },
  )

  app.post<{ Body: EquipmentQuery }>(
    '/events/event/availability/equipment',
    { config, schema: { tags, body: equipmentBody, response: answers.equipment } },
    (request) => {
      const b = request.body
      ordered(b.startDateHour, b.endDateHour)
      return request.withTenant(async (trx) => {
        if (!(await recordExists(trx, 'equipment', b.equipment.id))) throw notFound()
        const free = await availableStock(app.events.bookings, trx, {
          equipmentId: b.equipment.id,
          start: b.startDateHour,
          end: b.endDateHour,
          excludeEventEquipmentId: b.eventEquipment?.id,
          // A question takes no lock; the write counts again under the equipment's lock.
          lock: false,
        })
        // A service has no stock to count: always available.
        return { available: free === undefined || (b.amount ?? 1) <= free, availableAmount: free ?? null }
      })
    },
  )
}
