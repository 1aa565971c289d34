/**
 * Every key must exist in all three locale files, with a non-empty text, and the `%{name}`
 * placeholders of a key must match across languages. Keys the generator added from a schema and
 * nobody translated yet are counted from locales/.untranslated.json.
 */
import fs from 'node:fs'
import path from 'node:path'

const files = ['pt-BR.json', 'es.json', 'en-us.json']

function flatten(node: unknown, prefix = '', out = new Map<string, string>()) {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else out.set(prefix, typeof node === 'string' ? node : JSON.stringify(node))
  return out
}

const placeholders = (text: string) =>
  [...text.matchAll(/%\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')

const trees = files.map((f) => ({
  file: f,
  keys: flatten(JSON.parse(fs.readFileSync(path.resolve('locales', f), 'utf8'))),
}))
const all = new Set(trees.flatMap((t) => [...t.keys.keys()]))
const problems: string[] = []
for (const key of [...all].sort()) {
  const texts = trees.map((t) => t.keys.get(key))
  trees.forEach((t, i) => {
    if (texts[i] === undefined) problems.push(`${t.file}: missing ${key}`)
    else if (!texts[i]!.trim()) problems.push(`${t.file}: empty ${key}`)
  })
  const shapes = new Set(texts.filter((x): x is string => x !== undefined).map(placeholders))
  if (shapes.size > 1) problems.push(`${key}: placeholders differ between languages`)
}
if (problems.length) {
  console.error(`check-locales: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`check-locales: ${all.size} keys present in ${files.join(', ')}`)
// Keys `npm run generate` added from the schemas still carry their first text: a reminder, not a failure.
const untranslated = path.resolve('locales', '.untranslated.json')
if (fs.existsSync(untranslated)) {
  const list = JSON.parse(fs.readFileSync(untranslated, 'utf8')) as Record<string, Record<string, string>>
  const counts = Object.entries(list).map(([locale, keys]) => `${locale} ${Object.keys(keys).length}`)
  console.log(`check-locales: still to translate (locales/.untranslated.json): ${counts.join(', ')}`)
}
