import { describe, expect, it } from 'vitest'
import { allocate, availableToday, openBatch, type BatchStock } from './batches.js'

const batch = (id: number, over: Partial<BatchStock> = {}): BatchStock => ({
  id,
  order: id,
  quantity: 10,
  sold: 0,
  saleStart: null,
  saleEnd: null,
  ...over,
})

describe('batch opening', () => {
  it('the first batch in order sells first, whatever the list order', () => {
    expect(openBatch([batch(2, { order: 2 }), batch(1, { order: 1 })], '2030-01-01')?.id).toBe(1)
  })
  it('the next batch opens when the previous sells out', () => {
    expect(openBatch([batch(1, { sold: 10 }), batch(2)], '2030-01-01')?.id).toBe(2)
  })
  it('the next batch opens when the previous sale ended, even with places left', () => {
    const batches = [batch(1, { saleEnd: '2030-01-10' }), batch(2)]
    expect(openBatch(batches, '2030-01-10')?.id).toBe(1)
    expect(openBatch(batches, '2030-01-11')?.id).toBe(2)
  })
  it('a batch whose sale has not started sells nothing, and the ones after it wait', () => {
    const batches = [batch(1, { saleStart: '2030-02-01' }), batch(2)]
    expect(openBatch(batches, '2030-01-15')).toBeNull()
    expect(openBatch(batches, '2030-02-01')?.id).toBe(1)
  })
  it('nothing is open when every batch is sold out or ended', () => {
    expect(openBatch([batch(1, { sold: 10 }), batch(2, { saleEnd: '2029-12-31' })], '2030-01-01')).toBeNull()
    expect(openBatch([], '2030-01-01')).toBeNull()
  })
})

describe('allocation', () => {
  it('fills the open batch, then the next one opens for the rest', () => {
    const got = allocate([batch(1, { sold: 8 }), batch(2, { quantity: 5 })], '2030-01-01', 4)
    expect(got?.map((a) => [a.batch.id, a.count])).toEqual([
      [1, 2],
      [2, 2],
    ])
  })
  it('never sells part of a request: null when the batches cannot take it all', () => {
    expect(allocate([batch(1, { sold: 8 }), batch(2, { quantity: 1 })], '2030-01-01', 4)).toBeNull()
    expect(
      allocate([batch(1, { sold: 9 }), batch(2, { saleStart: '2031-01-01' })], '2030-01-01', 2),
    ).toBeNull()
  })
  it('counts what can still be sold today', () => {
    expect(availableToday([batch(1, { sold: 8 }), batch(2, { quantity: 5 })], '2030-01-01')).toBe(7)
    expect(availableToday([batch(1, { sold: 8 }), batch(2, { saleStart: '2031-01-01' })], '2030-01-01')).toBe(
      2,
    )
    expect(availableToday([batch(1, { saleEnd: '2029-01-01' })], '2030-01-01')).toBe(0)
  })
})
