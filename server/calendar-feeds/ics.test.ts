import { describe, expect, it } from 'vitest'
import { escapeText, fold, IcsWriter } from './ics.js'
import { transitions, vtimezone } from './vtimezone.js'

const octets = (s: string) => Buffer.byteLength(s)

describe('ics writer', () => {
  it('escapes TEXT: backslash, semicolon, comma, line breaks; drops other controls', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\u0007g\th')).toBe('a\\\\b\\;c\\,d\\ne\\nfg\th')
  })

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'ção'.repeat(40)}`
    const folded = fold(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(2)
    expect(physical.every((l) => octets(l) <= 75)).toBe(true)
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true)
    // Unfolding gives the line back, every character whole.
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(fold('SHORT:x')).toBe('SHORT:x')
  })

  it('ends every line with CRLF and writes parameters', () => {
    const text = new IcsWriter()
      .begin('X')
      .raw('DTSTART', '20270110T100000', { TZID: 'America/New_York' })
      .end('X')
      .toString()
    expect(text).toBe('BEGIN:X\r\nDTSTART;TZID=America/New_York:20270110T100000\r\nEND:X\r\n')
  })
})

describe('vtimezone', () => {
  it("finds New York's two changes of 2027 to the minute, in local time before each", () => {
    const found = transitions('America/New_York', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1))
    expect(found.map((t) => new Date(t.at).toISOString())).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
    ])
    const text = vtimezone('America/New_York', new Date(Date.UTC(2027, 0, 1)), new Date(Date.UTC(2028, 0, 1)))
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n',
    )
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n',
    )
  })

  it('a zone without summer time has one observance', () => {
    const text = vtimezone(
      'America/Sao_Paulo',
      new Date(Date.UTC(2027, 0, 1)),
      new Date(Date.UTC(2028, 6, 1)),
    )
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD'])
    expect(text).toContain('TZOFFSETFROM:-0300\r\nTZOFFSETTO:-0300')
  })
})
