import { ok, pageOf, shapes as s } from '../http/answers.js'
import { LEVELS } from './levels.js'

/** Every feature's level: FREE, BLOCKED or UPON_AUTHORIZATION. */
const levels = { type: 'object', additionalProperties: { type: 'string', enum: [...LEVELS] } }

export const permissionAnswers = {
  levels: ok(s.object({ id: s.integer, features: s.list(s.text), levels }, ['id', 'features', 'levels'])),
  versions: ok(
    pageOf(s.object({ version: s.integer, changedBy: s.maybe('string'), changedAt: s.moment }, ['version'])),
  ),
  featuresAt: ok(s.list(s.text)),
  levelsAt: ok(levels),
}
