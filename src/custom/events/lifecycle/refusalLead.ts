/**
 * Where a refusal that names what to mend leads (confirm without a customer, without exactly one
 * requester, without a room): the tab holding it, and on the general tab the field itself.
 */
import { FIELD_ORDER } from '../form/eventForm'
import type { TabName } from '../form/tabs'

/** Refusal fields that are whole tabs rather than fields of the general form. */
const TAB_FIELDS: Record<string, TabName> = { requesters: 'requesters', environments: 'environment' }

export interface Lead {
  tab: TabName
  /** The general form's field to focus, when the lead is one. */
  field?: string
}

export function leadOf(field: string): Lead | undefined {
  const name = field.replace(/\.id$/, '')
  if (TAB_FIELDS[name]) return { tab: TAB_FIELDS[name] }
  return (FIELD_ORDER as readonly string[]).includes(name) ? { tab: 'general', field: name } : undefined
}
