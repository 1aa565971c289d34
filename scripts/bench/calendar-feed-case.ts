/**
 * Issue 37: a room's calendar feed, read as a calendar application reads it (no sign-in, the
 * token in the path), over the diary tenant of seed-diary.ts. The compound room takes its parts'
 * bookings too, so its feed is the largest a room has: every booking of the window (90 days back,
 * 18 months ahead) as a VEVENT. Budget: 200 ms (budgets.ts).
 */
import type { BenchCase } from './cases.js'

export async function calendarFeedCase(base: string, token: string, room: number): Promise<BenchCase> {
  const res = await fetch(`${base}/events/calendar-feed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'ENVIRONMENT', id: room }),
  })
  if (res.status !== 201) throw new Error(`bench calendar feed: ${res.status} ${await res.text()}`)
  const { url } = (await res.json()) as { url: string }
  return {
    key: 'calendar-feed',
    name: "calendar feed of a compound room (diary tenant, the window's bookings)",
    path: new URL(url).pathname,
  }
}
