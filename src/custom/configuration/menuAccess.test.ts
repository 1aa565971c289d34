import { describe, expect, it } from 'vitest'
import { allows } from '../../permissions/features'
import { signInForTest } from '../../providers/testSession'

/** The menu shows an entry when canAccess (allows) opens its resource. */
describe('menu access to settings and notifications', () => {
  it('needs the CONFIGURATION / NOTIFICATION feature (TICKETS_… in the ticket context)', () => {
    signInForTest({}, [])
    expect(allows('configuration')).toBe(false)
    expect(allows('notification')).toBe(false)
    signInForTest({}, ['CONFIGURATION', 'TICKETS_NOTIFICATION'])
    expect(allows('configuration')).toBe(true)
    expect(allows('notification')).toBe(false)
    expect(allows('notification', 'TICKETS')).toBe(true)
    expect(allows('configuration', 'TICKETS')).toBe(false)
  })

  it('lets an admin see both', () => {
    signInForTest({ adminUser: true }, [])
    expect(allows('configuration')).toBe(true)
    expect(allows('notification', 'TICKETS')).toBe(true)
  })
})
