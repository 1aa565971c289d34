import { LOGO, placeholdersFor, QRCODE } from '../../../common/documents/placeholders'

/**
 * The server's placeholders grouped for the editor's menu, in the server's order (customer and
 * requesters together): those a template of `templateType` can use, every one without a type.
 */
export function placeholderGroups(templateType?: string): [string, string[]][] {
  const groups = new Map<string, string[]>()
  for (const key of placeholdersFor(templateType)) {
    const head = key.split('.')[0]
    const group =
      head === 'requester' || head === 'requesters' ? 'customer' : head === 'today' ? 'document' : head
    groups.set(group, [...(groups.get(group) ?? []), key])
  }
  return [...groups]
}

/** Tables and images are filled only when their placeholder is alone in a paragraph. */
export const standsAlone = (key: string) => key.startsWith('table.') || key === LOGO || key === QRCODE
