/**
 * The menu icons the schemas name (`x-resource.menu.icon: "MeetingRoom"`), written as
 * src/generated/icons.ts: one deep import per icon used, so the bundle carries those few icons and
 * nobody keeps an import list. A name that @mui/icons-material lacks fails the generator.
 */
import fs from 'node:fs'
import path from 'node:path'

export function iconModule(
  names: string[],
  banner: string,
  iconsDir = path.resolve('node_modules/@mui/icons-material'),
): string {
  const used = [...new Set(names)].sort()
  const unknown = used.filter(
    (n) => !/^[A-Z][A-Za-z0-9]*$/.test(n) || !fs.existsSync(path.join(iconsDir, `${n}.js`)),
  )
  if (unknown.length)
    throw new Error(`x-resource.menu.icon: no such icon in @mui/icons-material: ${unknown.join(', ')}`)
  return [
    banner,
    `import type { SvgIconComponent } from '@mui/icons-material'`,
    ...used.map((n) => `import ${n} from '@mui/icons-material/${n}'`),
    '',
    `export const schemaIcons: Record<string, SvgIconComponent> = { ${used.join(', ')} }`,
    '',
  ].join('\n')
}
