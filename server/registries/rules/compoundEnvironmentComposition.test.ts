import { describe, expect, it } from 'vitest'
import { compoundEnvironmentComposition as rule } from './compoundEnvironmentComposition.js'
import { fakeReader, ruleContext } from './testing.js'

const reader = fakeReader({
  environment: [
    { id: 1, name: 'Ballroom A', compound: false },
    { id: 2, name: 'Ballroom B', compound: false },
    { id: 3, name: 'Grand Ballroom', compound: true, composition: [{ id: 1 }, { id: 2 }] },
  ],
})
const messages = async (...args: Parameters<typeof ruleContext>) => rule(ruleContext(...args))

describe('compoundEnvironmentComposition', () => {
  it('accepts a simple environment without parts and a compound one with two parts', async () => {
    expect(await messages({ name: 'Sala', compound: false, composition: [] }, { reader })).toEqual([])
    expect(
      await messages({ name: 'AB', compound: true, composition: [{ id: 1 }, { id: 2 }] }, { reader }),
    ).toEqual([])
  })

  it('refuses a compound environment with fewer than two distinct parts', async () => {
    for (const composition of [[], [{ id: 1 }], [{ id: 1 }, { id: 1 }]]) {
      expect(await messages({ compound: true, composition }, { reader })).toEqual([
        { field: 'composition', message: 'environment.compoundNeedsTwo', target: 'composition' },
      ])
    }
  })

  it('refuses parts on a simple environment', async () => {
    expect(await messages({ compound: false, composition: [{ id: 1 }, { id: 2 }] }, { reader })).toEqual([
      { field: 'composition', message: 'environment.compositionNotCompound', target: 'composition' },
    ])
  })

  it('refuses itself and a compound environment as parts', async () => {
    const previous = { id: 9, compound: true, composition: [{ id: 9 }, { id: 3 }] }
    const errors = await messages(
      { compound: true, composition: [{ id: 9 }, { id: 3 }] },
      { reader, previous },
    )
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      ['composition[0]', 'environment.compositionSelf'],
      ['composition[1]', 'environment.compositionNested'],
    ])
  })

  it('refuses any change of the composition or of the compound flag after creation', async () => {
    const previous = { id: 3, compound: true, composition: [{ id: 1 }, { id: 2 }] }
    expect(
      await messages({ compound: true, composition: [{ id: 2 }, { id: 1 }] }, { reader, previous }),
    ).toEqual([])
    expect(
      await messages({ compound: true, composition: [{ id: 1 }, { id: 4 }] }, { reader, previous }),
    ).toEqual([{ field: 'composition', message: 'environment.compositionImmutable', target: 'composition' }])
    expect(await messages({ compound: false, composition: [] }, { reader, previous })).toEqual([
      { field: 'compound', message: 'environment.compositionImmutable', target: 'compound' },
    ])
    const simple = { id: 1, compound: false, composition: [] }
    expect(
      (
        await messages({ compound: true, composition: [{ id: 2 }, { id: 5 }] }, { reader, previous: simple })
      )[0]?.message,
    ).toBe('environment.compositionImmutable')
  })
})
