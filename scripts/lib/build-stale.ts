/**
 * Decides whether `npm start` must rebuild the app: only when dist/index.html is missing or a
 * source of the build (src, common, locales, schemas, index.html, vite.config.ts) is newer than it:
 * the browser builds common/ in too (the reports' generated list is there).
 */
import fs from 'node:fs'
import path from 'node:path'

export const buildSources = ['src', 'common', 'locales', 'schemas', 'index.html', 'vite.config.ts']

export function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return fs.readdirSync(p).reduce((max, f) => Math.max(max, newestMtime(path.join(p, f))), st.mtimeMs)
}

export function buildIsStale(root: string, sources = buildSources): boolean {
  const built = path.join(root, 'dist/index.html')
  if (!fs.existsSync(built)) return true
  const builtAt = fs.statSync(built).mtimeMs
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt)
}
