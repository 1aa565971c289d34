import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildIsStale } from './build-stale.js'

const at = (file: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000)
  fs.utimesSync(file, t, t)
}

describe('buildIsStale', () => {
  it('is stale without dist, fresh when sources are older, stale again after a source changes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'))
    fs.mkdirSync(path.join(root, 'src'))
    fs.writeFileSync(path.join(root, 'src/a.ts'), 'a')
    at(path.join(root, 'src/a.ts'), 120)
    at(path.join(root, 'src'), 120)
    expect(buildIsStale(root, ['src'])).toBe(true)
    fs.mkdirSync(path.join(root, 'dist'))
    fs.writeFileSync(path.join(root, 'dist/index.html'), '<html>')
    at(path.join(root, 'dist/index.html'), 60)
    expect(buildIsStale(root, ['src'])).toBe(false)
    fs.writeFileSync(path.join(root, 'src/a.ts'), 'b')
    expect(buildIsStale(root, ['src'])).toBe(true)
  })
})
