/**
 * Adds the locale keys a schema needs and the files lack (server/schemas/locale-keys.ts) to the
 * three locale files, never overwriting a key. A new key gets the schema's English-looking text
 * in every language and is listed in locales/.untranslated.json under each language, so the app
 * shows clean words while translators find what is left: an entry leaves the list by itself once
 * its text in that language changes (or by hand when the first text was already right).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { LocaleKey } from '../../server/schemas/locale-keys.js'
import { missingKeys } from '../../server/schemas/locale-keys.js'
import { writeIfChanged } from './write-if-changed.js'

export const locales = ['pt-BR', 'es', 'en-us'] as const
type Tree = { [key: string]: string | Tree }
type Untranslated = Record<string, Record<string, string>>

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback
const toJson = (value: unknown) => JSON.stringify(value, null, 2) + '\n'

/** Sets `key` in `tree`; new keys go at the end of their own subtree, so a diff shows them together. */
function put(tree: Tree, key: string, text: string) {
  const parts = key.split('.')
  let node = tree
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object') node[part] = {}
    node = node[part] as Tree
  }
  node[parts[parts.length - 1]] = text
}

const textAt = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((n, p) => (n && typeof n === 'object' ? (n as Tree)[p] : undefined), tree)

/** Returns how many keys were added per language; writes only files that change. */
export function fillLocales(dir: string, keys: LocaleKey[]): Record<string, number> {
  const listFile = path.join(dir, '.untranslated.json')
  const list = readJson<Untranslated>(listFile, {})
  const added: Record<string, number> = {}
  for (const locale of locales) {
    const file = path.join(dir, `${locale}.json`)
    const tree = readJson<Tree>(file, {})
    const pending = (list[locale] ??= {})
    const missing = missingKeys(tree, keys)
    for (const k of missing) {
      put(tree, k.key, k.text)
      pending[k.key] = k.text
    }
    // Translated since (the text changed) or removed: off the list.
    for (const [key, text] of Object.entries(pending)) if (textAt(tree, key) !== text) delete pending[key]
    list[locale] = Object.fromEntries(Object.entries(pending).sort(([a], [b]) => a.localeCompare(b)))
    added[locale] = missing.length
    if (missing.length) writeIfChanged(file, toJson(tree))
  }
  const empty = locales.every((l) => !Object.keys(list[l] ?? {}).length)
  if (empty && fs.existsSync(listFile)) fs.rmSync(listFile)
  else if (!empty) writeIfChanged(listFile, toJson(list))
  return added
}
