import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileStore } from './storage.js'

describe('fileStore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-files-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('puts a file whole under its key and leaves no temporary file behind', async () => {
    const store = fileStore(root)
    const bytes = Buffer.alloc(1024 * 1024, 7)
    const key = await store.put(3, bytes)
    expect((await store.read(key)).equals(bytes)).toBe(true)
    expect(fs.readdirSync(path.join(root, '3'))).toEqual([path.basename(key)])
  })
})
