/**
 * The reports' catalogue, from their files (docs/how-to/add-a-report.md): a file
 * server/reports/types/<type>.ts exporting `report = defineReport({ type, order, options, reader })`
 * is a report; the other files there are the readers' helpers. Read from the files' text with the
 * TypeScript parser, never imported: the server's modules import the catalogue this writes, so on a
 * fresh checkout they could not load yet. Written as
 * - common/generated/reports.ts: each report's type and options in the menu's order, which
 *   common/reports/catalogue.ts gives both sides (`ReportType` is its union);
 * - server/reports/generated/definitions.ts: each file's `report` by its type, typed so a key and
 *   its definition's `type` cannot differ, for server/reports/catalogue.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface ReportFile {
  type: string
  order: number
  /** The options as the generated list writes them: a list of names, or a list's name. */
  options: string
  /** Where that list's name comes from (a module of common/, from the repository's root). */
  list?: { name: string; module: string }
}

const typesDir = 'server/reports/types'
const commonOut = 'common/generated/reports.ts'
const serverOut = 'server/reports/generated/definitions.ts'

/** The report a file defines, or undefined for a helper; throws on a definition it cannot read. */
export function readReport(file: string, text: string): ReportFile | undefined {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const calls: ts.CallExpression[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineReport'
    )
      calls.push(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (!calls.length) return undefined
  function fail(why: string): never {
    throw new Error(`${file}: ${why} (docs/how-to/add-a-report.md)`)
  }
  const call = calls[0]
  const declaration = call.parent
  const exported =
    calls.length === 1 &&
    ts.isVariableDeclaration(declaration) &&
    ts.isIdentifier(declaration.name) &&
    declaration.name.text === 'report' &&
    ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export
  if (!exported) fail('a report file defines one report, as `export const report = defineReport({…})`')
  const entry = call.arguments[0]
  if (!entry || !ts.isObjectLiteralExpression(entry)) fail('defineReport takes an object literal')
  const property = (name: string) => {
    const found = entry.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
    )
    return found?.initializer ?? fail(`defineReport needs \`${name}: …\``)
  }
  const type = property('type')
  const name = path.basename(file, '.ts')
  if (!ts.isStringLiteral(type) || type.text !== name)
    fail(`\`type\` is the file's name as a string, '${name}'`)
  const order = property('order')
  if (!ts.isNumericLiteral(order)) fail('`order` is a number (its place in the menu)')
  let options = property('options')
  // `[…] as const` or `satisfies …` says the same list.
  while (
    ts.isAsExpression(options) ||
    ts.isSatisfiesExpression(options) ||
    ts.isParenthesizedExpression(options)
  )
    options = options.expression
  if (ts.isArrayLiteralExpression(options) && options.elements.every(ts.isStringLiteral))
    return {
      type: name,
      order: Number(order.text),
      options: `[${options.elements.map((e) => `'${(e as ts.StringLiteral).text}'`).join(', ')}]`,
    }
  if (!ts.isIdentifier(options)) fail('`options` is a list of names or a list imported from common/')
  const local = options.text
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const bindings = statement.importClause?.namedBindings
    const bound =
      bindings && ts.isNamedImports(bindings) && bindings.elements.find((e) => e.name.text === local)
    if (!bound) continue
    const module = path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text)
    if (!module.startsWith('common/')) fail(`\`options: ${local}\` comes from ${module}, not from common/`)
    const imported = (bound.propertyName ?? bound.name).text
    return {
      type: name,
      order: Number(order.text),
      options: imported,
      list: { name: imported, module },
    }
  }
  return fail(`\`options: ${local}\` is not imported (the browser's list must reach it: from common/)`)
}

/** The reports under server/reports/types/, in the menu's order. */
export function readReports(root: string): ReportFile[] {
  const dir = path.join(root, typesDir)
  const reports = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
    .sort()
    .flatMap((f) => readReport(`${typesDir}/${f}`, fs.readFileSync(path.join(dir, f), 'utf8')) ?? [])
    .sort((a, b) => a.order - b.order)
  const twice = reports.find((r, i) => i > 0 && reports[i - 1].order === r.order)
  if (twice) throw new Error(`${typesDir}: two reports have order ${twice.order}; each has its own place`)
  return reports
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
/** A module path from a generated file's folder, for its import. */
const from = (out: string, module: string) => {
  const relative = path.posix.relative(path.posix.dirname(out), module.replace(/\.ts$/, '.js'))
  return relative.startsWith('.') ? relative : `./${relative}`
}

export function commonModule(reports: ReportFile[], banner: string): string {
  const lists = new Map(reports.flatMap((r) => (r.list ? [[r.list.name, r.list.module]] : [])))
  for (const r of reports)
    if (r.list && lists.get(r.list.name) !== r.list.module)
      throw new Error(
        `${typesDir}: two lists named ${r.list.name} (${lists.get(r.list.name)}, ${r.list.module})`,
      )
  return [
    banner,
    `import type { ReportOption } from '${from(commonOut, 'common/reports/options.js')}'`,
    ...[...lists].map(([name, module]) => `import { ${name} } from '${from(commonOut, module)}'`),
    '',
    '/** The reports in the menu\u2019s order: each one\u2019s route name and the options it reads (its file\u2019s). */',
    'export const reports = [',
    ...reports.map((r) => `  { type: '${r.type}', options: ${r.options} },`),
    '] as const satisfies readonly { type: string; options: readonly ReportOption[] }[]',
    '',
  ].join('\n')
}

export function serverModule(reports: ReportFile[], banner: string): string {
  return [
    banner,
    `import type { ReportType } from '${from(serverOut, 'common/reports/catalogue.js')}'`,
    `import type { ReportEntry } from '../definition.js'`,
    ...reports.map((r) => `import { report as ${camel(r.type)}Report } from '../types/${r.type}.js'`),
    '',
    '/** Each report\u2019s definition (its file under server/reports/types/), by its type. */',
    'export const definitions: { [T in ReportType]: ReportEntry<T> } = {',
    ...reports.map((r) => `  '${r.type}': ${camel(r.type)}Report,`),
    '}',
    '',
  ].join('\n')
}

/** Writes both modules (through generate.ts's `write`, which leaves unchanged files alone). */
export function writeReportCatalogue(write: (file: string, content: string) => void, root = process.cwd()) {
  const banner = `/* Generated by scripts/generate.ts from ${typesDir}/ — do not edit. */`
  const reports = readReports(root)
  write(path.join(root, commonOut), commonModule(reports, banner))
  write(path.join(root, serverOut), serverModule(reports, banner))
}
