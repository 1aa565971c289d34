import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** README's "Layout" block, split into its top-level folders' parts (`server/`, `src/`…). */
function layoutParts(): Map<string, string> {
  const readme = readFileSync('README.md', 'utf8')
  const block = readme.split('## Layout')[1].split('```')[1]
  const parts = new Map<string, string>()
  let current = ''
  for (const line of block.split('\n')) {
    const top = /^([a-z]+)\/\s/.exec(line)
    if (top) current = top[1]
    parts.set(current, (parts.get(current) ?? '') + line + '\n')
  }
  return parts
}

const folders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

describe("README's layout", () => {
  it('names every folder of server/, src/ and common/ under its own part', () => {
    const parts = layoutParts()
    const missing = ['server', 'src', 'common'].flatMap((root) =>
      folders(root)
        .filter((name) => !new RegExp(`(^|[\\s/(])${name}/`).test(parts.get(root) ?? ''))
        .map((name) => `${root}/${name}`),
    )
    expect(missing).toEqual([])
  })
})
