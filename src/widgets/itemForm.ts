/** What an item tab hands its insert / edit form: the item (absent for a new one) and the write's state. */
export interface ItemFormProps<T> {
  item?: T
  busy: boolean
  /** The last write's refusal: on its fields, or above the form. */
  failure?: unknown
  onSave: (body: Record<string, unknown>) => void
  onCancel: () => void
}
