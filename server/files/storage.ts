import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Bytes of stored files under `<root>/<tenant>/` (FILES_DIR, or DATA_DIR/files); the database
 * keeps the metadata. Several servers share the root folder (NFS, EFS), so each file appears
 * whole or not at all: it is written under a temporary name and renamed into place.
 */
export function fileStore(root: string) {
  const resolve = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error('storage key escapes the files folder')
    return full
  }
  return {
    async put(tenantId: number, bytes: Buffer) {
      const key = path.join(String(tenantId), `${crypto.randomUUID()}`)
      const full = resolve(key)
      await fs.mkdir(path.dirname(full), { recursive: true })
      // A rename within one folder is atomic, also on NFS: a reader on another server never sees
      // half the bytes, and a crash leaves only a `.tmp` file, never a short file under the key.
      const temporary = `${full}.${crypto.randomUUID()}.tmp`
      try {
        await fs.writeFile(temporary, bytes)
        await fs.rename(temporary, full)
      } catch (err) {
        await fs.rm(temporary, { force: true })
        throw err
      }
      return key
    },
    /**
     * Where a job streams a file it generates: a fixed key per name, so a job run again after a
     * restart overwrites its half-written file instead of leaving it behind. Written in place: the
     * file is offered only once its job has recorded it done, so no reader sees it half-written.
     */
    async target(tenantId: number, name: string) {
      const key = path.join(String(tenantId), name)
      await fs.mkdir(path.dirname(resolve(key)), { recursive: true })
      return { key, path: resolve(key) }
    },
    read: (key: string) => fs.readFile(resolve(key)),
    fullPath: (key: string) => resolve(key),
    remove: (key: string) => fs.rm(resolve(key), { force: true }),
  }
}

const signatures: [string, (b: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
]

/** The image types an upload may be, the ones the routes answer. */
export const IMAGE_TYPES = signatures.map(([type]) => type)

/** The image type from the bytes themselves (the client's content type is not trusted). */
export const sniffImage = (bytes: Buffer) => signatures.find(([, test]) => test(bytes))?.[0]
