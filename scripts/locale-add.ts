/**
 * Merges a partial key tree into the locale files: `npx tsx scripts/locale-add.ts part.json`
 * where part.json is `{"pt-BR": {...}, "es": {...}, "en-us": {...}}`. Existing keys are
 * overwritten, others kept; files are rewritten sorted-stable with 2-space indentation.
 * Several people editing locales at once use this instead of hand edits, so no change is lost.
 */
import fs from 'node:fs'
import path from 'node:path'

type Tree = { [key: string]: string | Tree }

function merge(target: Tree, part: Tree) {
  for (const [k, v] of Object.entries(part)) {
    if (typeof v === 'string') target[k] = v
    else {
      if (typeof target[k] !== 'object') target[k] = {}
      merge(target[k] as Tree, v)
    }
  }
}

const part = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Record<string, Tree>
for (const [locale, tree] of Object.entries(part)) {
  const file = path.resolve('locales', `${locale}.json`)
  const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree
  merge(current, tree)
  fs.writeFileSync(file, JSON.stringify(current, null, 2) + '\n')
}
console.log(`locale-add: merged ${Object.keys(part).join(', ')}`)
