import { showDate } from '../../common/format.js'
import type { Table } from './placeholders.js'

/** One line of a banquet event order; `key` names the same thing from one revision to the next. */
export interface BeoLine {
  key: string
  /** YYYY-MM-DD, or '' for what holds on every day of the event (menus, departments, notes). */
  day: string
  section: 'environment' | 'meal' | 'menu' | 'roomService' | 'equipment' | 'department' | 'notes'
  text: string
}
export type ChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED'
export interface BeoChange {
  kind: ChangeKind
  key: string
  day: string
  section: BeoLine['section']
  before: string
  after: string
}

/** Lines added, removed or changed (same key, other text) since the previous revision. */
export function beoChanges(previous: BeoLine[], current: BeoLine[]): BeoChange[] {
  const before = new Map(previous.map((l) => [l.key, l]))
  const now = new Map(current.map((l) => [l.key, l]))
  const out: BeoChange[] = []
  for (const l of current) {
    const old = before.get(l.key)
    if (!old)
      out.push({ kind: 'ADDED', key: l.key, day: l.day, section: l.section, before: '', after: l.text })
    else if (old.text !== l.text)
      out.push({
        kind: 'CHANGED',
        key: l.key,
        day: l.day,
        section: l.section,
        before: old.text,
        after: l.text,
      })
  }
  for (const l of previous)
    if (!now.has(l.key))
      out.push({ kind: 'REMOVED', key: l.key, day: l.day, section: l.section, before: l.text, after: '' })
  return out
}

/** The BEO's tables: every line (what changed marked), and the changes since the previous revision. */
export function beoTables(
  lines: BeoLine[],
  changes: BeoChange[] | null,
  t: (key: string) => string,
): { lines: Table; changes: Table } {
  const day = (d: string) => (d ? showDate(d) : t('documents.beo.allDays'))
  const kindOf = new Map((changes ?? []).map((c) => [c.key, c.kind]))
  const rows = lines.map((l) => [
    day(l.day),
    t(`documents.beo.sections.${l.section}`),
    l.text,
    kindOf.has(l.key) ? t(`documents.beo.change.${kindOf.get(l.key)}`) : '',
  ])
  const changeRows = changes
    ? changes.map((c) => [
        t(`documents.beo.change.${c.kind}`),
        day(c.day),
        t(`documents.beo.sections.${c.section}`),
        c.before,
        c.after,
      ])
    : [[t('documents.beo.firstRevision'), '', '', '', '']]
  return {
    lines: {
      columns: ['day', 'section', 'description', 'change'].map((c) => `documents.columns.${c}`),
      rows,
      marked: lines.flatMap((l, i) => (kindOf.has(l.key) ? [i] : [])),
    },
    changes: {
      columns: ['change', 'day', 'section', 'before', 'after'].map((c) => `documents.columns.${c}`),
      rows: changeRows,
      marked: changes ? changeRows.map((_, i) => i) : [],
    },
  }
}
