import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.dirname(fileURLToPath(import.meta.url))
const sources = (fs.readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(root, f), 'utf8') }))

/**
 * Wiring is explicit (docs/domains.md): each domain's index.ts registers its routes, job handlers,
 * listeners and finders through decorators. Importing a module must not register anything.
 */
describe('server wiring', () => {
  it('has no side-effect imports', () => {
    const found = sources.filter((s) => /^import\s+['"]/m.test(s.text)).map((s) => s.file)
    expect(found).toEqual([])
  })

  it('fills no module-level list or map at import time (top-level push/set/add/register)', () => {
    const statement = /^[A-Za-z_$][\w$.]*\.(push|set|add|register|unshift)\(/m
    const found = sources.filter((s) => statement.test(s.text)).map((s) => s.file)
    expect(found).toEqual([])
  })

  it('gives every domain that app.ts registers an index.ts plugin', () => {
    const app = sources.find((s) => s.file === 'app.ts')!.text
    const domains = [...app.matchAll(/from '\.\/([\w-]+)\/index\.js'/g)].map((m) => m[1])
    expect(domains).toEqual(expect.arrayContaining(['events', 'registries', 'integrations', 'jobs', 'mail']))
    for (const d of domains) expect(fs.existsSync(path.join(root, d, 'index.ts'))).toBe(true)
    // Nothing but domains and framework plugins: no route module is imported by app.ts itself.
    expect(app).not.toMatch(/from '\.\/[\w-]+\/[\w-]*routes\.js'/)
  })
})
