import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillLocales } from './locale-fill.js'

const read = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))

function dir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'))
  const tree = { resources: { room: { name: 'Sala', fields: { id: 'ID' } } }, zeta: 'z' }
  for (const l of ['pt-BR', 'es', 'en-us'])
    fs.writeFileSync(path.join(d, `${l}.json`), JSON.stringify(tree, null, 2) + '\n')
  return d
}

describe('fillLocales', () => {
  it('adds missing keys at the end of their subtree, keeps existing ones and lists the new ones', () => {
    const d = dir()
    const added = fillLocales(d, [
      { key: 'resources.room.name', text: 'Room' },
      { key: 'resources.room.fields.seats', text: 'Seats' },
    ])
    expect(added).toEqual({ 'pt-BR': 1, es: 1, 'en-us': 1 })
    const pt = read(d, 'pt-BR.json')
    expect(pt.resources.room.name).toBe('Sala')
    expect(Object.keys(pt.resources.room.fields)).toEqual(['id', 'seats'])
    expect(Object.keys(pt)).toEqual(['resources', 'zeta'])
    expect(read(d, '.untranslated.json')['es']).toEqual({ 'resources.room.fields.seats': 'Seats' })
  })

  it('takes a key off the list once its text is translated, and removes an empty list', () => {
    const d = dir()
    const keys = [{ key: 'resources.room.fields.seats', text: 'Seats' }]
    fillLocales(d, keys)
    for (const [l, text] of [
      ['pt-BR', 'Lugares'],
      ['es', 'Asientos'],
      ['en-us', 'Seats!'],
    ]) {
      const tree = read(d, `${l}.json`)
      tree.resources.room.fields.seats = text
      fs.writeFileSync(path.join(d, `${l}.json`), JSON.stringify(tree))
    }
    fillLocales(d, keys)
    expect(fs.existsSync(path.join(d, '.untranslated.json'))).toBe(false)
    expect(read(d, 'pt-BR.json').resources.room.fields.seats).toBe('Lugares')
  })
})
