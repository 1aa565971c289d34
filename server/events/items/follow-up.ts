import { conflict } from '../../http/errors.js'
import { prepared, user } from './checks.js'
import { jsonStore } from './store.js'
import type { ItemKind } from './types.js'

const store = jsonStore('follow-up')

/** Follow-up notes: written once with their author and time, never edited (only removed). */
export const followUpKind: ItemKind = {
  kind: 'follow-up',
  audited: ['message'],
  labels: [],
  permissions: { add: 'ACTION_FOLLOW_UP', edit: 'ACTION_FOLLOW_UP', remove: 'ACTION_FOLLOW_UP' },
  ...store,
  async guard(_ctx, op) {
    if (op === 'edit') throw conflict('event.followUpCannotBeEdited')
  },
  async validate(ctx, body) {
    const d = await prepared(ctx, 'follow-up', body)
    return { ...d, createdBy: user(ctx.auth) }
  },
}
