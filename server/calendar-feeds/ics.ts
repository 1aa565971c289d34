/**
 * A small RFC 5545 writer: content lines with their parameters, TEXT escaping (§3.3.11), folding
 * at 75 octets (§3.1, never inside a UTF-8 character) and CRLF endings. No library: what a feed
 * writes is a handful of properties, and each rule here is one the tests check with ical.js.
 */

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- CTLs other than HTAB are not allowed in TEXT.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  )
}

/**
 * One content line folded: at most 75 octets per physical line, a continuation starting with one
 * space (which counts in its 75), split between characters so no multi-byte one is cut.
 */
export function fold(line: string): string {
  // A UTF-16 unit is at most 3 octets: most lines are known short without counting.
  if (line.length <= 25 || Buffer.byteLength(line) <= 75) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** `YYYY-MM-DDTHH:mm:ss` (a venue wall-clock time) as a local DATE-TIME, `YYYYMMDDTHHmmss`. */
export const localDateTime = (wire: string) => wire.slice(0, 19).replace(/[-:]/g, '')

/** An instant as a UTC DATE-TIME, `YYYYMMDDTHHmmssZ`. */
export const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/** Collects content lines; `text` escapes a TEXT value, `raw` writes one already formatted. */
export class IcsWriter {
  private readonly lines: string[] = []

  begin(component: string) {
    return this.raw('BEGIN', component)
  }

  end(component: string) {
    return this.raw('END', component)
  }

  raw(name: string, value: string, params: Record<string, string> = {}) {
    const head = Object.entries(params).reduce((acc, [k, v]) => `${acc};${k}=${v}`, name)
    this.lines.push(fold(`${head}:${value}`))
    return this
  }

  text(name: string, value: string) {
    return this.raw(name, escapeText(value))
  }

  toString() {
    return `${this.lines.join('\r\n')}\r\n`
  }
}
