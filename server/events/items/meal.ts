import { fieldError } from '../../http/errors.js'
import { periodErrors, prepared, refId, registryData, throwIfAny } from './checks.js'
import { jsonStore } from './store.js'
import type { ItemContext, ItemKind, Json } from './types.js'

/** Meals, menus and room service share the meal permissions: they are the form's meal tab. */
export const mealPermissions = {
  add: 'ACTION_ADD_MEAL',
  edit: 'ACTION_EDIT_MEAL',
  remove: 'ACTION_REMOVE_MEAL',
}

async function validate(ctx: ItemContext, body: Json) {
  const d = await prepared(ctx, 'meal', body)
  throwIfAny(periodErrors(ctx.event, d.startDateHour, d.endDateHour))
  // §5: a meal's place must be an environment allowed for meals.
  const place = await registryData(ctx.trx, 'environment', refId(d.mealPlace)!)
  if (place.allowsMeals !== true) throwIfAny([fieldError('mealPlace', 'event.environmentCannotHaveMeal')])
  return d
}

export const mealKind: ItemKind = {
  kind: 'meal',
  audited: [
    'mealPlace',
    'meal',
    'privateEnvironment',
    'observation',
    'startDateHour',
    'endDateHour',
    'value',
    'esteemedPeople',
  ],
  labels: [
    { field: 'mealPlace', target: 'environment' },
    { field: 'meal', target: 'meal' },
  ],
  permissions: mealPermissions,
  ...jsonStore('meal'),
  validate,
}
