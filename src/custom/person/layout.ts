/**
 * How the person form lays out its fields: which ones each person type shows, which section a
 * field belongs to, and grid sizes that give three columns on a laptop and one on a phone.
 */
import type { UiSchema } from '@rjsf/utils'
import { isProvider, requiredByPersonType, type PersonType } from '../../../common/person/requirements'

type Data = Record<string, unknown>

/** Fields not shown for this record: the other type's own fields, the provider status of a non-provider. */
export function hiddenFields(data: Data, type: PersonType): Set<string> {
  const other: PersonType = type === 'LEGAL' ? 'NATURAL' : 'LEGAL'
  const hidden = new Set(requiredByPersonType[other])
  if (!isProvider(data)) hidden.add('providerStatus')
  return hidden
}

/** The section of a field: lists get their own; flags and statuses go together; the rest identifies the person. */
export function sectionOf(name: string, kind: string | undefined): 'identification' | 'roles' | 'list' {
  if (kind === 'array') return 'list'
  if (name === 'personAssignment' || name === 'personCompany' || name === 'providerStatus') return 'roles'
  return 'identification'
}

/** Field names in the uiSchema's order (`ui:order`, then the others). */
export function ordered(names: string[], ui: UiSchema): string[] {
  const order = ((ui['ui:order'] as string[] | undefined) ?? []).filter((n) => n !== '*' && names.includes(n))
  return [...order, ...names.filter((n) => !order.includes(n))]
}

export const fieldSize = { xs: 12, sm: 6, md: 4 } as const

/** Items of a list laid out as a grid of fields instead of one long column. */
export function gridItems(ui: UiSchema | undefined, size: Record<string, number> = fieldSize): UiSchema {
  const items = (ui?.items ?? {}) as UiSchema
  return { ...ui, items: { ...items, 'ui:mui': { rjsfSlotProps: { objectGridItem: { size } } } } }
}

/** Checkboxes of a flags object side by side. */
export const inlineFlags = (ui: UiSchema | undefined): UiSchema => ({
  ...ui,
  'ui:mui': { rjsfSlotProps: { objectGridItem: { size: { xs: 6, sm: 3 } } } },
})
