import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { EventRow } from '../events/model.js'
import { translate, type Locale } from '../i18n/translate.js'
import { beoChanges, beoTables, type BeoChange, type BeoLine } from './beo.js'
import { beoLines } from './beo-lines.js'
import type { HtmlNode } from './html-tree.js'
import { textOf } from './html.js'

type Trx = Transaction<Database>

/** What a BEO revision adds to a document's data, and what its row keeps for the next one. */
export interface BeoRevision {
  lines: BeoLine[]
  tables: {
    'table.beo': ReturnType<typeof beoTables>['lines']
    'table.beoChanges': ReturnType<typeof beoTables>['changes']
  }
  values: { 'beo.revision': string; 'beo.previousRevision': string }
  /** Stored on the document (`changes`): the tab lists it, the next revision does not read it. */
  summary: { since: number | null; added: number; removed: number; changed: number; lines: BeoChange[] }
}

/**
 * A BEO's revision: its lines from the event's current data compared with those of the latest
 * earlier BEO of the event that was rendered (a failed one showed nobody anything).
 */
export async function beoRevision(
  trx: Trx,
  event: EventRow,
  doc: { id: number; version: number },
  locale: Locale,
): Promise<BeoRevision> {
  const t = (k: string) => translate(locale, k)
  const lines = await beoLines(trx, event, t('documents.columns.people').toLowerCase())
  const previous = await trx
    .selectFrom('event_document')
    .select(['version', 'beo_lines'])
    .where('event_id', '=', event.id)
    .where('document_type', '=', 'BEO')
    .where('status', '=', 'DONE')
    .where('version', '<', doc.version)
    .where('beo_lines', 'is not', null)
    .orderBy('version', 'desc')
    .executeTakeFirst()
  const changes = previous ? beoChanges(previous.beo_lines as BeoLine[], lines) : null
  const tables = beoTables(lines, changes, t)
  const count = (k: BeoChange['kind']) => (changes ?? []).filter((c) => c.kind === k).length
  return {
    lines,
    tables: { 'table.beo': tables.lines, 'table.beoChanges': tables.changes },
    values: {
      'beo.revision': String(doc.version),
      'beo.previousRevision': previous ? String(previous.version) : '',
    },
    summary: {
      since: previous?.version ?? null,
      added: count('ADDED'),
      removed: count('REMOVED'),
      changed: count('CHANGED'),
      lines: (changes ?? []).slice(0, 200),
    },
  }
}

/**
 * The kitchen must see what is new first: a template without the changes table gets it (with a
 * heading) at the top, once there is a previous revision to compare with.
 */
export function withChangesFirst(nodes: HtmlNode[], beo: BeoRevision, t: (k: string) => string): HtmlNode[] {
  const has = nodes.some((n) => !('text' in n) && /\{\{\s*table\.beoChanges\s*\}\}/.test(textOf(n)))
  if (has || beo.summary.since === null) return nodes
  const heading = t('documents.beo.changesSince').replace('%{revision}', String(beo.summary.since))
  return [
    { tag: 'h3', attrs: {}, children: [{ text: heading }] },
    { tag: 'p', attrs: {}, children: [{ text: '{{table.beoChanges}}' }] },
    ...nodes,
  ]
}
