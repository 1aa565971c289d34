import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { translate, type Locale } from '../i18n/translate.js'
import { notify } from './notify.js'
import { channelOf, publishPush } from './publish.js'

type Text = { key: string; params?: Record<string, string | number> }

export interface FileReady {
  tenantId: number
  /** Who asked for the file: their membership, or their user (a report's owner). */
  to: { eventsUserId: number } | { userId: number }
  /** The asker's language when they asked (the app's, else their browser's, else the establishment's). */
  locale: Locale
  /** What the file is: REPORT, DOCUMENT or BADGE (the push says it, so a screen can refresh its list). */
  kind: 'REPORT' | 'DOCUMENT' | 'BADGE'
  /** The job's reference: `/events/file/r/{reference}` downloads the file for its owner alone. */
  reference: string
  fileName: string
  /** Locale keys of the inbox row; `%{url}` is offered to both. */
  subject: Text
  description: Text
  /** More fields for the push (a report's own, which the report bell reads). */
  push?: Record<string, unknown>
}

/** Where the owner downloads a job's file (DESIGN.md wave 2, "Files of jobs"). */
export const fileUrl = (reference: string) => `/events/file/r/${encodeURIComponent(reference)}`

/**
 * The one way to tell a person that their job's file (a report, a document, badges) is ready, in
 * the finishing job's transaction, so nothing is told of a file whose row rolled back: an inbox row
 * in their language (the bell, kept until read) carrying the link in `auditData.file`, and a
 * `FILE_REPORT` push (platform.md §3's file-report notification: type, status, reference,
 * fileName, fileExtension) with the same link, which the report bell follows. Nobody to tell (the
 * member left) is no error: the file stays downloadable from its own screen.
 */
export async function tellFileReady(trx: Transaction<Database>, f: FileReady) {
  const eventsUserId =
    'eventsUserId' in f.to
      ? f.to.eventsUserId
      : (
          await trx
            .selectFrom('events_user')
            .select('id')
            .where('tenant_id', '=', f.tenantId)
            .where('user_id', '=', f.to.userId)
            .executeTakeFirst()
        )?.id
  if (eventsUserId === undefined) return
  const url = fileUrl(f.reference)
  const dot = f.fileName.lastIndexOf('.')
  const file = { reference: f.reference, url, fileName: f.fileName }
  const row = await notify(trx, {
    tenantId: f.tenantId,
    toEventsUserId: eventsUserId,
    type: 'NOTIFICATION',
    subject: translate(f.locale, f.subject.key, { ...f.subject.params, url }),
    description: translate(f.locale, f.description.key, { ...f.description.params, url }),
    auditData: { file },
  })
  await publishPush(trx, {
    tenantId: f.tenantId,
    channel: channelOf('notifications', row.eventsUser.email),
    payload: {
      type: 'FILE_REPORT',
      kind: f.kind,
      status: 'GENERATED',
      fileExtension: dot > 0 ? f.fileName.slice(dot + 1) : null,
      ...f.push,
      ...file,
      notificationId: row.id,
    },
  })
}
