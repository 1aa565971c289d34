import { fieldError, type FieldError } from '../../http/errors.js'
import { outsideEvent, prepared, throwIfAny } from './checks.js'
import { jsonStore } from './store.js'
import type { ItemKind } from './types.js'

/** The event's programme: entries by date, or by environment and date (then the environment is required). */
export const programmingKind: ItemKind = {
  kind: 'programming',
  audited: ['type', 'date', 'environment', 'description'],
  labels: [{ field: 'environment', target: 'environment' }],
  ...jsonStore('programming'),
  async validate(ctx, body) {
    const d = await prepared(ctx, 'programming', body)
    const errors: FieldError[] = outsideEvent(ctx.event, { date: d.date })
    if (d.type !== 'BY_DATE' && d.environment === undefined)
      errors.push(fieldError('environment', 'error.required'))
    throwIfAny(errors)
    return d
  },
}
