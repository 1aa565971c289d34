/** How full a night of a type is (blocked of total), and the colour the map gives it. */
export function occupancy(total: number, blocked: number): number | undefined {
  return total > 0 ? Math.round((Math.min(blocked, total) / total) * 100) : undefined
}

/** Green while there is room, amber past half, red from 85 % (the point a revenue manager stops selling blocks). */
export function occupancyColor(percent: number | undefined): string {
  if (percent === undefined) return '#eeeeee'
  if (percent >= 85) return '#ef9a9a'
  if (percent >= 50) return '#ffe082'
  return '#a5d6a7'
}
