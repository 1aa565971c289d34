/**
 * From a registry schema to what RJSF renders: the JSON Schema without what the person does not
 * edit or read (readOnly ids, English descriptions), a plain-JSON uiSchema built from the x-ui
 * hints and locale keys, and the body the API expects back.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { registryFields, registryWidgets } from '../widgets'
import { isShown, kindOf, registryOf, type Prop } from '../providers/schema'

export type Translate = (key: string, options?: Record<string, unknown>) => string

/** Keys the form never shows: the schema's own English prose, ids and meta keywords. */
const DROPPED = new Set([
  '$id',
  '$schema',
  'title',
  'description',
  '$comment',
  'x-resource',
  'x-rules',
  'x-unique',
  'examples',
])

function clean(prop: Prop): Prop {
  const out: Prop = {}
  for (const [key, value] of Object.entries(prop)) {
    if (DROPPED.has(key)) continue
    if (key === 'properties') {
      const entries = Object.entries(value as Record<string, Prop>).filter(([, p]) => !p.readOnly)
      out.properties = Object.fromEntries(entries.map(([k, p]) => [k, clean(p)]))
    } else if (key === 'items' && value && typeof value === 'object') out.items = clean(value as Prop)
    else out[key] = value
  }
  if (out.required && out.properties) out.required = out.required.filter((r) => r in out.properties!)
  return out
}

/** Any form schema (a registry's or an event item's) as RJSF renders it. */
export const formSchemaFrom = (schema: Prop): RJSFSchema => clean(schema) as RJSFSchema
export const formSchemaOf = (resource: string): RJSFSchema => formSchemaFrom(registryOf(resource))

/**
 * `prefix` is where the form's words live: `${prefix}.fields.<name>` labels a field and
 * `${prefix}.enums.<name>.<value>` names a choice (registries use `resources.<registry>`).
 */
function uiOfObject(
  prefix: string,
  prop: Prop,
  t: Translate,
  immutableLocked: (name: string) => boolean,
): UiSchema {
  const ui: UiSchema = {}
  const properties = Object.entries(prop.properties ?? {}).filter(([, p]) => !p.readOnly)
  for (const [name, child] of properties) ui[name] = uiOfProperty(prefix, name, child, t, immutableLocked)
  const order = (prop['x-ui']?.order ?? []).filter((n) => properties.some(([k]) => k === n))
  if (order.length) ui['ui:order'] = [...order, '*']
  // A named field renders the whole object (the root too), e.g. a domain form from src/custom.
  if (prop['x-ui']?.field && prop['x-ui'].field in registryFields) ui['ui:field'] = prop['x-ui'].field
  return ui
}

function uiOfProperty(
  prefix: string,
  name: string,
  prop: Prop,
  t: Translate,
  immutableLocked: (name: string) => boolean,
): UiSchema {
  const ui: UiSchema = { 'ui:title': t(`${prefix}.fields.${name}`) }
  const hints = prop['x-ui'] ?? {}
  if (hints.placeholder) ui['ui:placeholder'] = t(hints.placeholder, { _: hints.placeholder })
  const kind = kindOf(prop)
  switch (kind) {
    case 'reference':
    case 'references':
      ui['ui:field'] = 'reference'
      break
    case 'image':
      ui['ui:field'] = 'image'
      break
    case 'money':
    case 'percent':
    case 'date':
    case 'datetime':
    case 'color':
      ui['ui:widget'] = kind
      break
    case 'enum':
      ui['ui:enumNames'] = Object.fromEntries(
        (prop.enum ?? []).map((v) => [String(v), t(`${prefix}.enums.${name}.${String(v)}`)]),
      )
      // The select's empty choice (no default) says what it means instead of being a blank first row.
      ui['ui:placeholder'] ??= t('registry.noChoice')
      break
    case 'list':
      // Order rarely matters in these lists (formats, menu items); arrows would only add noise.
      ui['ui:options'] = { orderable: false }
      // Items of objects get no "formats-1" style heading (RJSF's default); rows are separated anyway.
      if (prop.items?.type === 'object')
        ui.items = { ...uiOfObject(prefix, prop.items, t, () => false), 'ui:options': { label: false } }
      else if (prop.items) ui.items = uiOfProperty(prefix, name, prop.items, t, () => false)
      break
    case 'object':
      Object.assign(
        ui,
        uiOfObject(prefix, prop, t, () => false),
      )
      break
  }
  if (hints.widget === 'textarea') ui['ui:widget'] = 'textarea'
  // Any other registered name (custom widgets and fields of src/custom) is used as given.
  if (!ui['ui:field'] && !ui['ui:widget'] && hints.widget && hints.widget in registryWidgets)
    ui['ui:widget'] = hints.widget
  if (hints.field && hints.field in registryFields) ui['ui:field'] = hints.field
  if (hints.options) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), ...hints.options }
  if (prop['x-immutable'] && immutableLocked(name)) ui['ui:readonly'] = true
  return ui
}

/**
 * The uiSchema of a registry's form. On edit, x-immutable fields that already hold a value are
 * read-only: the server refuses to change them anyway (error.immutable).
 */
export function uiSchemaFrom(
  prefix: string,
  schema: Prop,
  t: Translate,
  record?: Record<string, unknown>,
): UiSchema {
  const locked = (name: string) => !!record && record[name] !== undefined && record[name] !== null
  return { ...uiOfObject(prefix, schema, t, locked), 'ui:submitButtonOptions': { norender: true } }
}

export const uiSchemaOf = (resource: string, t: Translate, record?: Record<string, unknown>): UiSchema =>
  uiSchemaFrom(`resources.${resource}`, registryOf(resource), t, record)

/** The value as the API takes it: declared properties only, references reduced to `{id}`. */
function bodyOf(prop: Prop, value: unknown): unknown {
  if (value === undefined || value === null) return undefined
  if (prop['x-ref'])
    return typeof value === 'object' && 'id' in (value as object)
      ? { id: (value as { id: unknown }).id }
      : value
  if (prop.type === 'array' && Array.isArray(value) && prop.items)
    return value.map((v) => bodyOf(prop.items!, v))
  if (prop.type === 'object' && prop.properties && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {}
    for (const [name, child] of Object.entries(prop.properties)) {
      if (child.readOnly || !isShown(child, value)) continue
      const v = bodyOf(child, (value as Record<string, unknown>)[name])
      if (v !== undefined) out[name] = v
    }
    return out
  }
  return value
}

export const bodyFrom = (schema: Prop, formData: unknown): Record<string, unknown> =>
  (bodyOf(schema, formData ?? {}) ?? {}) as Record<string, unknown>
export const bodyOfForm = (resource: string, formData: unknown): Record<string, unknown> =>
  bodyFrom(registryOf(resource), formData)
