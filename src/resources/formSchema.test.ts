import { describe, expect, it } from 'vitest'
import { uiSchemaOf } from './formSchema'

const t = (key: string) => `t(${key})`

describe('uiSchemaOf', () => {
  it("names a select's empty choice (a blank first row before) and keeps its choices' words", () => {
    const ui = uiSchemaOf('holiday', t)
    expect(ui.category['ui:placeholder']).toBe('t(registry.noChoice)')
    expect(ui.category['ui:enumNames']).toEqual({
      NATIONAL: 't(resources.holiday.enums.category.NATIONAL)',
      STATE: 't(resources.holiday.enums.category.STATE)',
      MUNICIPAL: 't(resources.holiday.enums.category.MUNICIPAL)',
    })
  })
})
