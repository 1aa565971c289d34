import fs from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'eventdesk.lock'
/** Held by the PGlite child itself: it may outlive a server killed by -9 for a moment, or longer. */
export const DATABASE_LOCK_FILE = 'eventdesk-database.lock'

interface LockOwner {
  pid: number
  address: string
  startedAt: string
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readOwner = (file: string): LockOwner | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
  } catch {
    return null
  }
}

/**
 * An exclusive lock on DATA_DIR, taken before PGlite opens it: two servers on one folder corrupt
 * it (issue 14, defect 3). The lock file is created with O_EXCL and holds the owner's pid; a lock
 * whose pid is dead is stale and taken over. Throws, touching nothing, when a live server holds it.
 */
export function lockDataDir(dataDir: string, address: string, name = LOCK_FILE): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, name)
  const me: LockOwner = { pid: process.pid, address, startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600)
      fs.writeFileSync(fd, JSON.stringify(me))
      fs.closeSync(fd)
      return () => {
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const owner = readOwner(file)
      if (owner && owner.pid !== process.pid && alive(owner.pid)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Eventdesk server (pid ${owner.pid}, ${owner.address}, since ${owner.startedAt}); stop it first or use another DATA_DIR`,
        )
      }
      // Stale (dead owner) or half-written: take it over.
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`)
}
