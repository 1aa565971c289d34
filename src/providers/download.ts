import { http } from './http'

/** Saves a file the browser already holds under its own name. */
export function saveAs(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Downloads a job's file (a report, a document, badges) from `/events/file/r/{reference}`, which
 * answers its owner alone: it needs the bearer, so it comes as a Blob and is saved under `name`.
 */
export async function saveJobFile(reference: string, name: string) {
  saveAs(await http<Blob>(`/events/file/r/${encodeURIComponent(reference)}`, { blob: true }), name)
}
