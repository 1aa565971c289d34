import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeOthers, writeIfChanged } from './write-if-changed.js'

describe('writeIfChanged', () => {
  it('leaves an unchanged file (and its mtime) alone and rewrites a changed one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-'))
    const file = path.join(dir, 'sub', 'a.ts')
    expect(writeIfChanged(file, 'x')).toBe(true)
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(file, old, old)
    expect(writeIfChanged(file, 'x')).toBe(false)
    expect(Math.round(fs.statSync(file).mtimeMs)).toBe(old.getTime())
    expect(writeIfChanged(file, 'y')).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe('y')
  })

  it('removes only files not kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-'))
    writeIfChanged(path.join(dir, 'keep.ts'), '1')
    writeIfChanged(path.join(dir, 'gone.ts'), '2')
    expect(removeOthers(dir, ['keep.ts'])).toEqual(['gone.ts'])
    expect(fs.readdirSync(dir)).toEqual(['keep.ts'])
  })
})
