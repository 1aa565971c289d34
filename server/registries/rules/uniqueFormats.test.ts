import { describe, expect, it } from 'vitest'
import { uniqueFormats as rule } from './uniqueFormats.js'
import { ruleContext } from './testing.js'

describe('uniqueFormats', () => {
  it('accepts distinct formats and no formats at all', async () => {
    expect(
      await rule(
        ruleContext({
          formats: [
            { format: { id: 1 }, capacity: 100 },
            { format: { id: 2 }, capacity: 80 },
          ],
        }),
      ),
    ).toEqual([])
    expect(await rule(ruleContext({ name: 'Sala' }))).toEqual([])
  })

  it('marks each repeated format, even with another capacity', async () => {
    const formats = [
      { format: { id: 1 }, capacity: 100 },
      { format: { id: 2 }, capacity: 80 },
      { format: { id: 1, name: 'Auditório' }, capacity: 50 },
    ]
    expect(await rule(ruleContext({ formats }))).toEqual([
      { field: 'formats[2].format', message: 'environment.formatTwice', target: 'formats[2].format' },
    ])
  })
})
