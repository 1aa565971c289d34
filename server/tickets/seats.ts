/**
 * The seat map of a seated section: rows lettered from A (after Z: AA, AB…, as theatres do), seats
 * numbered from 1, named `<row>-<number>` (`A-3`). Seats listed as missing do not exist (a pillar,
 * a gap for a camera); accessible seats are ordinary seats marked for wheelchairs.
 */
export interface SeatMap {
  rows: number
  seatsPerRow: number
  missingSeats: readonly string[]
}

/** 1 → A, 26 → Z, 27 → AA. */
export function rowLetter(row: number): string {
  let n = row
  let out = ''
  while (n > 0) {
    const r = (n - 1) % 26
    out = String.fromCharCode(65 + r) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** A → 1, AA → 27; null for anything else. */
export function rowNumber(letters: string): number | null {
  if (!/^[A-Z]{1,3}$/.test(letters)) return null
  let n = 0
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64)
  return n
}

/** `A-3` → {row: 1, number: 3}; null when the name is not a seat name. */
export function parseSeat(name: string): { row: number; number: number } | null {
  const m = /^([A-Z]{1,3})-([1-9]\d{0,3})$/.exec(name)
  if (!m) return null
  return { row: rowNumber(m[1])!, number: Number(m[2]) }
}

export const seatName = (row: number, number: number) => `${rowLetter(row)}-${number}`

/** The seat is on the grid (whether or not it is missing). */
export function onGrid(map: Omit<SeatMap, 'missingSeats'>, name: string): boolean {
  const seat = parseSeat(name)
  return !!seat && seat.row <= map.rows && seat.number <= map.seatsPerRow
}

/** The seat exists: on the grid and not missing. */
export function seatExists(map: SeatMap, name: string): boolean {
  return onGrid(map, name) && !map.missingSeats.includes(name)
}

/** How many seats exist: the section's capacity. */
export function seatedCapacity(map: SeatMap): number {
  const missing = new Set(map.missingSeats.filter((s) => onGrid(map, s)))
  return map.rows * map.seatsPerRow - missing.size
}

/** Every existing seat, row by row, for the seat map screen. */
export function allSeats(map: SeatMap): string[] {
  const missing = new Set(map.missingSeats)
  const out: string[] = []
  for (let r = 1; r <= map.rows; r++)
    for (let s = 1; s <= map.seatsPerRow; s++) {
      const name = seatName(r, s)
      if (!missing.has(name)) out.push(name)
    }
  return out
}
