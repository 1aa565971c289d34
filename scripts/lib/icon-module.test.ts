import { describe, expect, it } from 'vitest'
import { iconModule } from './icon-module.js'

describe('iconModule', () => {
  it('imports each named icon once, by its own path', () => {
    const text = iconModule(['MeetingRoom', 'Build', 'MeetingRoom'], '/* x */')
    expect(text.match(/import MeetingRoom from '@mui\/icons-material\/MeetingRoom'/g)).toHaveLength(1)
    expect(text).toContain('{ Build, MeetingRoom }')
  })

  it('fails on a name the icon set lacks', () => {
    expect(() => iconModule(['MeetingRom'], '')).toThrow(/MeetingRom/)
    expect(() => iconModule(['../index'], '')).toThrow()
  })
})
