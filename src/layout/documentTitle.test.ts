import { describe, expect, it } from 'vitest'
import { documentTitleOf } from './documentTitle'

describe('the tab title', () => {
  it('names the screen, then the product', () => {
    expect(documentTitleOf('Eventos')).toBe('Eventos · Eventdesk')
  })
  it('is the product name alone when the screen has no title or is titled with the product name (404)', () => {
    expect(documentTitleOf('  ')).toBe('Eventdesk')
    expect(documentTitleOf('Eventdesk')).toBe('Eventdesk')
  })
})
