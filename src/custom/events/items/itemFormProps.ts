import type { ItemFormProps } from '../../../widgets/itemForm'

/** The part of an item tab's state (useItems, useAccommodations) its insert / edit form works on. */
interface ItemTabState<T> {
  editing: T | 'new' | null
  failure: unknown
  open: (next: null) => void
  save: { isPending: boolean; mutate: (write: { body: Record<string, unknown>; id?: number }) => void }
}

/**
 * The form an item tab shows in its list's place: the item edited (none for a new one), saved
 * under its id, and cancel back to the list.
 */
export function itemFormProps<T extends { id: number }>(tab: ItemTabState<T>): ItemFormProps<T> {
  const item = tab.editing === 'new' || tab.editing === null ? undefined : tab.editing
  return {
    item,
    busy: tab.save.isPending,
    failure: tab.failure,
    onCancel: () => tab.open(null),
    onSave: (body) => tab.save.mutate({ body, id: item?.id }),
  }
}
