import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir, lockDataDirWaiting } from './data-dir-lock.js'

const folders: string[] = []
const folder = () => {
  const f = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-lock-'))
  folders.push(f)
  return f
}
afterEach(() => folders.splice(0).forEach((f) => fs.rmSync(f, { recursive: true, force: true })))

const ownedBy = (dir: string, pid: number) =>
  fs.writeFileSync(path.join(dir, 'eventdesk.lock'), JSON.stringify({ pid, address: 'x', startedAt: 'y' }))

describe('DATA_DIR lock', () => {
  it('refuses a folder held by a live process', () => {
    const dir = folder()
    ownedBy(dir, process.ppid)
    expect(() => lockDataDir(dir, 'me')).toThrow(/is in use by another Eventdesk server \(pid/)
  })

  it('takes over a lock whose owner is a zombie nobody has reaped yet (killed, parent gone)', async () => {
    if (process.platform !== 'linux') return
    // The shell starts a short `sleep` in the background and becomes `sleep 5`, which never reaps
    // it. The child lives 0.5 s so it ends after the exec: a child ending before it was reaped by the
    // shell itself (seen once under load: its /proc entry was gone).
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 5'])
    const pid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))))
    try {
      for (let i = 0; i < 200 && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'); i++)
        await new Promise((r) => setTimeout(r, 20))
      expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toContain(') Z')
      const dir = folder()
      ownedBy(dir, pid)
      const unlock = lockDataDir(dir, 'me')
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'eventdesk.lock'), 'utf8')).pid).toBe(process.pid)
      unlock()
    } finally {
      parent.kill('SIGKILL')
    }
  }, 15_000)

  it('waits for a previous owner that goes away, and gives up on one that stays', async () => {
    const dir = folder()
    const owner = spawn('sleep', ['30'])
    ownedBy(dir, owner.pid!)
    setTimeout(() => owner.kill('SIGKILL'), 300)
    const unlock = await lockDataDirWaiting(dir, 'me', 'eventdesk.lock', 5_000)
    unlock()
    ownedBy(dir, process.ppid)
    await expect(lockDataDirWaiting(dir, 'me', 'eventdesk.lock', 400)).rejects.toThrow(/is in use/)
  })
})
