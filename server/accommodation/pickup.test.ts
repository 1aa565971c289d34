import { describe, expect, it } from 'vitest'
import { isReleased, pickedUpRooms, pickupNights, pickupSummary, type PickupLine } from './pickup.js'

const line = (over: Partial<PickupLine> = {}): PickupLine => ({
  hostingUnitType: { id: 1 },
  startDate: '2030-03-01',
  endDate: '2030-03-03',
  roomQuantity: 4,
  paxPerRoom: 2,
  guests: [],
  ...over,
})
const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `G${i}` }))

describe('pickup', () => {
  it('named guests fill rooms paxPerRoom to a room, never more rooms than agreed', () => {
    expect(pickedUpRooms(line({ guests: guests(3) }))).toBe(2)
    expect(pickedUpRooms(line({ guests: guests(20) }))).toBe(4)
    expect(pickedUpRooms(line())).toBe(0)
  })

  it('the cutoff passes at the end of the deadline day', () => {
    expect(isReleased('2030-02-10', '2030-02-10')).toBe(false)
    expect(isReleased('2030-02-10', '2030-02-11')).toBe(true)
  })

  it('per night and type: agreed and blocked until the cutoff, only the picked-up rooms blocked after it', () => {
    const lines = [
      line({ guests: guests(3) }),
      line({ hostingUnitType: { id: 2 }, startDate: '2030-03-02', roomQuantity: 1 }),
    ]
    expect(pickupNights(lines, false)).toEqual([
      { date: '2030-03-01', hostingUnitType: { id: 1 }, agreed: 4, blocked: 4, pickedUp: 2 },
      { date: '2030-03-02', hostingUnitType: { id: 1 }, agreed: 4, blocked: 4, pickedUp: 2 },
      { date: '2030-03-02', hostingUnitType: { id: 2 }, agreed: 1, blocked: 1, pickedUp: 0 },
    ])
    expect(pickupNights(lines, true).map((n) => n.blocked)).toEqual([2, 2, 0])
  })

  it('attrition against the contract: PERCENTAGE asks its share, UH its rooms over the peak night', () => {
    const block = { deadlineDate: '2030-02-10', reservations: [line({ guests: guests(3) })] }
    expect(pickupSummary({ ...block, deadlineType: 'PERCENTAGE', deadlineValue: 40 }, '2030-02-01')).toEqual({
      cutoffDate: '2030-02-10',
      released: false,
      agreedRoomNights: 8,
      pickedUpRoomNights: 4,
      attritionPercent: 50,
      requiredPercent: 40,
      belowContract: false,
    })
    const uh = pickupSummary({ ...block, deadlineType: 'UH', deadlineValue: 3 }, '2030-02-11')
    expect(uh).toMatchObject({ released: true, requiredPercent: 75, belowContract: true })
    expect(pickupSummary(block, '2030-02-01')).toMatchObject({ requiredPercent: null, belowContract: false })
  })
})
