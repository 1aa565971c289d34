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

/** A killed process stays a zombie until its (new) parent reaps it; in a container that can be a while. */
const zombie = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2))
  } catch {
    return false // no /proc (not Linux) or already gone: kill(pid, 0) decides
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return !zombie(pid)
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

/**
 * lockDataDir, waiting up to `waitMs` for a live owner to go: the database process of a server
 * killed by -9 takes a moment to die (or to close on its own), and a supervisor restarts at once.
 */
export async function lockDataDirWaiting(
  dataDir: string,
  address: string,
  name: string,
  waitMs: number,
): Promise<() => void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return lockDataDir(dataDir, address, name)
    } catch (err) {
      if (Date.now() >= deadline || !String((err as Error).message).includes('is in use')) throw err
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}
