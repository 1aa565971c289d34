import { describe, expect, it } from 'vitest'
import { menuResources } from '../../layout/menus'
import { allows } from '../../permissions/features'
import { signInForTest } from '../../providers/testSession'

/** Spec §2: establishment is admin only in both menus; no feature opens it (deny by default). */
describe('menu access to the establishment', () => {
  it('is in the configuration part of both menus', () => {
    expect(menuResources.EVENTS).toContain('establishment')
    expect(menuResources.TICKETS).toContain('establishment')
  })

  it('stays closed to a user who is not an admin, whatever features they hold', () => {
    signInForTest({}, ['ESTABLISHMENT', 'TICKETS_ESTABLISHMENT', 'CONFIGURATION'])
    expect(allows('establishment')).toBe(false)
    expect(allows('establishment', 'TICKETS')).toBe(false)
  })

  it('opens to admins and technical users in both contexts', () => {
    signInForTest({ adminUser: true }, [])
    expect(allows('establishment')).toBe(true)
    expect(allows('establishment', 'TICKETS')).toBe(true)
    signInForTest({ technicalUser: true }, [])
    expect(allows('establishment', 'TICKETS')).toBe(true)
  })
})
