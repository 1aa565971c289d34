import { fieldError } from '../../http/errors.js'
import { mealPermissions } from './meal.js'
import { prepared, refId, registryData, throwIfAny } from './checks.js'
import { jsonStore } from './store.js'
import type { ItemContext, ItemKind, Json } from './types.js'

type MenuItem = { description: string; value?: number; amount?: number }

/** The value of a list of items: value x amount each. */
export const itemsValue = (items: unknown) =>
  ((items ?? []) as MenuItem[]).reduce((sum, i) => sum + Number(i.value ?? 0) * Number(i.amount ?? 1), 0)

/**
 * Menus and room service: a name, a value, a description and items. A menu may name the registry
 * menu it comes from; what the body leaves out is copied from it (the form's "pick a menu").
 */
export function foodKind(kind: 'menu' | 'room-service'): ItemKind {
  async function validate(ctx: ItemContext, body: Json) {
    const d = await prepared(ctx, kind, body)
    const source = refId(d.menu)
    if (source !== undefined) {
      const menu = await registryData(ctx.trx, 'menu', source)
      // `body`, not `d`: the schema's defaults already filled `items` in `d`.
      for (const f of ['name', 'value', 'description', 'items'] as const)
        if ((body[f] ?? '') === '' && menu[f] !== undefined) d[f] = menu[f]
    }
    if (typeof d.name !== 'string' || d.name.trim() === '') throwIfAny([fieldError('name', 'error.required')])
    d.items ??= []
    return d
  }
  return {
    kind,
    audited: [
      ...(kind === 'menu' ? ['menu'] : []),
      'name',
      'value',
      'description',
      'observation',
      ...(kind === 'room-service' ? ['chargeType'] : []),
      'items',
    ],
    labels: kind === 'menu' ? [{ field: 'menu', target: 'menu' }] : [],
    permissions: mealPermissions,
    ...jsonStore(kind),
    validate,
  }
}

export const menuKind = foodKind('menu')
export const roomServiceKind = foodKind('room-service')
