/**
 * Writes generated files only when their content differs, so unchanged outputs keep their mtime
 * and `npm start` does not see dist/ as stale after every `generate` (issue 12).
 */
import fs from 'node:fs'
import path from 'node:path'

/** Writes `content` to `file` unless it already holds exactly that; returns whether it wrote. */
export function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  return true
}

/** Removes files directly in `dir` that are not in `keep` (outputs of schemas that were deleted). */
export function removeOthers(dir: string, keep: string[]): string[] {
  if (!fs.existsSync(dir)) return []
  const removed = fs
    .readdirSync(dir)
    .filter((f) => !keep.includes(f) && fs.statSync(path.join(dir, f)).isFile())
  for (const f of removed) fs.rmSync(path.join(dir, f))
  return removed
}
