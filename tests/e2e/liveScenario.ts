import type { diaryFixture } from './diaryFixture.js'
import { openDesk, type Sight } from './liveDesk.js'

type Fixture = ReturnType<typeof diaryFixture>

export interface LiveSample {
  change: string
  screen: Sight['screen']
  ms: number
}

/**
 * Issue 36 "Live", as two coordinators live it: the booker (admin, `booker`'s server) books, moves
 * and releases a hold; the other coordinator (staff, `deskUrl`'s server: another process when the
 * two differ) has the timeline, the calendar and the kanban open and sees each change without a
 * reload. Eleven changes, twenty-one sights; each sight's delay runs from the writer's answer.
 */
export async function liveScenario(booker: Fixture, deskUrl: string): Promise<LiveSample[]> {
  const { tag, rooms, at, api, booked } = booker
  await api('PUT', '/events/configuration/all', {
    version: (await api('GET', '/events/configuration/all')).version,
    entries: [
      { name: 'USE_KANBAN', value: true },
      { name: 'LINK_KANBAN_TO_SITUATIONS', value: true },
    ],
  })
  // The other coordinator sees colleagues' events (the demo's staff sees only its own).
  const staff = (await api('GET', '/events/events-users?search=staff@demo.test')).content[0]
  const { levels } = await api('GET', `/events/events-users/${staff.id}/permission-levels`)
  await api('PUT', `/events/events-users/${staff.id}/permission-levels`, {
    levels: { ...levels, ACTION_SEE_OTHERS_EVENTS: levels.EVENT },
  })
  const name = (what: string) => `Vivo ${what} ${tag}`
  // On the board before the desk opens: three to take to negotiation, and two options on one slot.
  const onBoard: Record<string, { event: number; booking: number }> = {}
  for (const [i, key] of ['K1', 'K2', 'K3'].entries())
    onBoard[key] = await book(key, rooms.busy.id, 2, 8 + 2 * i)
  onBoard.HA = await booked(`Vivo HA`, rooms.held.id, 0)
  onBoard.HB = await booked(`Vivo HB`, rooms.held.id, 0)

  const desk = await openDesk(deskUrl, {
    room: rooms.target.name,
    tag,
    onBoard: Object.keys(onBoard).map(name),
    // Today's options: a sight of one leaving is only a sight once it was there.
    onCalendar: [name('HA'), name('HB')],
  })
  const samples: LiveSample[] = []
  async function change(what: string, write: () => Promise<unknown>, sights: Sight[]) {
    const seen = desk.watch(sights)
    if (process.env.LIVE_TRACE) desk.trace.splice(0)
    const sent = Date.now()
    await write()
    if (process.env.LIVE_TRACE) console.log(`${what}: sent ${sent}`)
    const answered = Date.now()
    const at = await Promise.all(seen)
    if (process.env.LIVE_TRACE) {
      console.log(
        `${what}: answered ${answered}, seen ${at.join(' ')}\n${desk.trace.splice(0).join('\n')}\n${(await desk.longTasks()).join('\n')}`,
      )
    }
    sights.forEach((s, i) =>
      samples.push({ change: what, screen: s.screen, ms: Math.max(0, at[i] - answered) }),
    )
  }
  async function book(key: string, room: number, day: number, hour: number) {
    const event = await api('POST', '/events/event/', {
      name: name(key),
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
    })
    const version = Number((await api('GET', `/events/event/${event.id}`)).version)
    const booking = await api('POST', `/events/event/${event.id}/environment`, {
      eventVersion: version,
      environment: { id: room },
      startDateHour: at(day, hour),
      endDateHour: at(day, hour + 2),
      assemblyEnd: at(day, hour + 1),
    })
    return { event: event.id as number, booking: booking.id as number }
  }

  try {
    // Four new events booked: on the timeline in their room, on the calendar's month (today, always
    // in view), and as new cards on the kanban (the EVENTS push, migration 0041).
    const made: { event: number; booking: number }[] = []
    for (let i = 0; i < 4; i++) {
      const key = `B${i}`
      await change(`book ${key}`, async () => made.push(await book(key, rooms.target.id, 0, 8 + 2 * i)), [
        { screen: 'timeline', check: { kind: 'row', name: name(key), room: rooms.target.name } },
        { screen: 'calendar', check: { kind: 'text', name: name(key), shown: true } },
        { screen: 'kanban', check: { kind: 'text', name: name(key), column: 'Novo contato', shown: true } },
      ])
    }
    // Three moves to another room, one call each: the booking leaves its row for the new one.
    for (let i = 0; i < 3; i++) {
      const { event, booking } = made[i]
      const version = Number((await api('GET', `/events/event/${event}`)).version)
      await change(
        `move B${i}`,
        () =>
          api('PUT', `/events/event/${event}/environment/${booking}/move`, {
            eventVersion: version,
            environment: { id: rooms.origin.id },
            startDateHour: at(0, 8 + 2 * i),
            endDateHour: at(0, 10 + 2 * i),
            rate: 'KEEP',
          }),
        [{ screen: 'timeline', check: { kind: 'row', name: name(`B${i}`), room: rooms.origin.name } }],
      )
    }
    // Three situation changes: the card goes to its column.
    for (const key of ['K1', 'K2', 'K3'])
      await change(
        `negotiate ${key}`,
        () =>
          api('POST', '/events/event/event-new/change-new-event-to-negotiation', { id: onBoard[key].event }),
        [
          {
            screen: 'kanban',
            check: { kind: 'text', name: name(key), column: 'Em negociação', shown: true },
          },
        ],
      )
    // A released hold: the first option is cancelled, the second becomes the first everywhere.
    await change(
      'cancel HA',
      () =>
        api('POST', `/events/event/event-cancellation/cancel/${onBoard.HA.event}`, {
          reason: { id: booker.reason },
        }),
      [
        {
          screen: 'timeline',
          check: { kind: 'row', name: `1ª opção · ${name('HB')}`, room: rooms.held.name },
        },
        { screen: 'calendar', check: { kind: 'text', name: name('HA'), shown: false } },
        { screen: 'kanban', check: { kind: 'text', name: name('HA'), column: 'Novo contato', shown: false } },
      ],
    )
    const hidden = await desk.hidden()
    if (hidden) throw new Error(`${hidden} of the desk's tabs were hidden: their delays are the throttle's`)
  } finally {
    await desk.close()
  }
  return samples
}

/** The figure the issue asks for, and the per-screen detail for the note. */
export function summarise(samples: LiveSample[]) {
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]
  const screens = [...new Set(samples.map((s) => s.screen))]
  const detail = screens
    .map((screen) => {
      const ms = samples.filter((s) => s.screen === screen).map((s) => s.ms)
      return `${screen} ${ms.length} sights, p95 ${p95(ms)} ms, max ${Math.max(...ms)} ms`
    })
    .join('; ')
  const all = samples.map((s) => s.ms)
  return { p95: p95(all), text: `${samples.length} sights of 11 changes, p95 ${p95(all)} ms (${detail})` }
}
