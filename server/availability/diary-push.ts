import { beforeCommit } from '../db/before-commit.js'
import { tenantOf } from '../db/tenant.js'
import { publishPush, TENANT_CHANNEL } from '../notifications/publish.js'
import type { Trx } from './engine.js'

/** A stretch of the diary that changed: a simple room (none for hotel rooms) over a period (assembly to disassembly). */
export interface DiarySpan {
  simple?: number
  start: string
  end: string
}

interface Pending {
  spans: DiarySpan[]
  eventId: number | null
}
const pending = new WeakMap<Trx, Pending>()

/** `2026-05-01 08:00:00` (tsrange text), `2026-05-01T08:00:00` (the API's), `2026-05-01` → the API's. */
const wire = (t: string) => (t.length === 10 ? `${t}T00:00:00` : t.replace(' ', 'T').slice(0, 19))

/**
 * Notes a change of the diary in the writing transaction: bookings (before and after), a hold's
 * rank, a maintenance, a situation. Right before COMMIT the transaction's changes go as ONE
 * `{"type":"DIARY","start","end","environments","eventId"}` push on the tenant channel, so every
 * signed-in member's open diary reads that range again; pg_notify in the transaction means a
 * rolled-back write (a 409) pushes nothing.
 */
export async function noteDiaryChange(trx: Trx, spans: DiarySpan[], eventId: number | null) {
  if (!spans.length) return
  const open = pending.get(trx)
  if (open) {
    open.spans.push(...spans)
    open.eventId ??= eventId
    return
  }
  const fresh: Pending = { spans: [...spans], eventId }
  pending.set(trx, fresh)
  if (!beforeCommit(trx, () => publishDiary(trx, fresh))) await publishDiary(trx, fresh)
}

async function publishDiary(trx: Trx, change: Pending) {
  pending.delete(trx)
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) return
  const simple = [...new Set(change.spans.flatMap((s) => (s.simple === undefined ? [] : [s.simple])))]
  // A compound room is busy where any of its parts is: its row on the timeline changes too.
  const compounds = simple.length
    ? await trx
        .selectFrom('environment_part as ep')
        .select('ep.environment_id')
        .where('ep.part_id', 'in', simple)
        .execute()
    : []
  const environments = [...new Set([...simple, ...compounds.map((c) => Number(c.environment_id))])]
  const starts = change.spans.map((s) => wire(s.start)).sort()
  const ends = change.spans.map((s) => wire(s.end)).sort()
  await publishPush(trx, {
    tenantId,
    channel: TENANT_CHANNEL,
    payload: {
      type: 'DIARY',
      start: starts[0],
      end: ends[ends.length - 1],
      environments: environments.sort((a, b) => a - b),
      eventId: change.eventId,
    },
  })
}
