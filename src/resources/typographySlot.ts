import type { UiSchema } from '@rjsf/utils'

type Slot = 'descTypography' | 'titleTypography'

interface MuiOptions {
  rjsfSlotProps?: Partial<Record<Slot, object>>
}

/**
 * The uiSchema with one of @rjsf/mui's typography slots given our defaults; what the schema's own
 * `ui:options.mui` asks for that slot still wins. Used to fix the element RJSF draws (its headings).
 */
export function withTypographySlot(uiSchema: UiSchema | undefined, slot: Slot, defaults: object): UiSchema {
  const options = uiSchema?.['ui:options'] ?? {}
  const mui = (options.mui ?? {}) as MuiOptions
  const typography = { ...defaults, ...mui.rjsfSlotProps?.[slot] }
  return {
    ...uiSchema,
    'ui:options': {
      ...options,
      mui: { ...mui, rjsfSlotProps: { ...mui.rjsfSlotProps, [slot]: typography } },
    },
  }
}
