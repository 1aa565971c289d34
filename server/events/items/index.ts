import type { FastifyInstance } from 'fastify'
import { registerItemRoutes } from './routes.js'
import { attachmentRoutes } from './attachment-routes.js'
import { environmentKind } from './environment.js'
import { equipmentKind } from './equipment.js'
import { mealKind } from './meal.js'
import { menuKind, roomServiceKind } from './menu.js'
import { departmentKind } from './department.js'
import { paymentKind } from './payment.js'
import { commissionKind } from './commission.js'
import { discountKind } from './discount.js'
import { followUpKind } from './follow-up.js'
import { programmingKind } from './programming.js'
import { attachmentKind } from './attachment.js'
import { summaryRoutes } from '../money/summary-routes.js'
import { accountRoutes } from '../money/account-routes.js'
import { itemDependents } from './dependencies.js'

export const itemKinds = [
  environmentKind,
  equipmentKind,
  mealKind,
  menuKind,
  roomServiceKind,
  departmentKind,
  paymentKind,
  commissionKind,
  discountKind,
  followUpKind,
  programmingKind,
]

/**
 * Every sub-item of the event form under /events/event/{eventId}/<kind>, the attachments, the summary, the account sent to billing and the grouped programme; the registry records the items use, and the job removing a deleted attachment's bytes.
 */
export async function eventItemRoutes(app: FastifyInstance) {
  app.registries.onDependency(itemDependents)
  for (const kind of itemKinds) registerItemRoutes(app, kind)
  registerItemRoutes(app, attachmentKind, { post: false })
  await app.register(attachmentRoutes)
  await app.register(summaryRoutes)
  await app.register(accountRoutes)
}
