import type { FastifyInstance } from 'fastify'
import { api } from './events.js'
import { localDateTime } from '../../common/events/clock.js'
import type { Tokens } from './auth.js'
import { putConfiguration } from './configuration.js'

type Body = Record<string, unknown>

/** Calls to /events/event/{eventId}/<kind> that send the event's current version, as the form does. */
export function items(app: FastifyInstance, reader: Tokens) {
  const a = api(app)
  const url = (eventId: number, kind: string, id?: number) =>
    `/events/event/${eventId}/${kind}${id ? `/${id}` : ''}`
  const version = async (eventId: number) =>
    (await a.call('GET', `/events/event/${eventId}`, reader)).json().version as number
  return {
    version,
    list: (who: Tokens, eventId: number, kind: string) => a.call('GET', url(eventId, kind), who),
    add: async (who: Tokens, eventId: number, kind: string, body: Body) =>
      a.call('POST', url(eventId, kind), who, { eventVersion: await version(eventId), ...body }),
    change: async (who: Tokens, eventId: number, kind: string, id: number, body: Body) =>
      a.call('PUT', url(eventId, kind, id), who, { eventVersion: await version(eventId), ...body }),
    remove: async (who: Tokens, eventId: number, kind: string, id: number) =>
      a.call('DELETE', `${url(eventId, kind, id)}?eventVersion=${await version(eventId)}`, who),
  }
}

/** Registry records most sub-item tests need, created through the registry API. */
export async function fixtures(app: FastifyInstance, admin: Tokens) {
  const a = api(app)
  const tag = Math.random().toString(36).slice(2, 7)
  const type = await a.post('/events/environment-type/', admin, { name: `Salão ${tag}` })
  const auditorium = await a.post('/events/environment-format/', admin, { name: `Auditório ${tag}` })
  const banquet = await a.post('/events/environment-format/', admin, { name: `Banquete ${tag}` })
  const room = (name: string, body: Body = {}) =>
    a.post('/events/environment/', admin, {
      name: `${name} ${tag}`,
      environmentType: { id: type.id },
      dailyRate: 1000,
      ...body,
    })
  const roomA = await room('Sala A', {
    formats: [{ format: { id: auditorium.id }, capacity: 100 }],
    allowsMeals: true,
  })
  const roomB = await room('Sala B')
  const ballroom = await room('Salão Nobre', {
    compound: true,
    composition: [{ id: roomA.id }, { id: roomB.id }],
    dailyRate: 3000,
  })
  const foyer = await room('Foyer', { dailyRate: 500 })
  const projector = await a.post('/events/equipment/', admin, {
    name: `Projetor ${tag}`,
    type: 'EQUIPMENT',
    stock: 5,
    dailyRate: 50,
  })
  const translation = await a.post('/events/equipment/', admin, {
    name: `Tradução ${tag}`,
    type: 'SERVICE',
    dailyRate: 800,
  })
  const ana = await a.person(admin, `Ana ${tag}`)
  const bruno = await a.person(admin, `Bruno ${tag}`)
  const carla = await a.person(admin, `Carla ${tag}`)
  return {
    tag,
    auditorium,
    banquet,
    roomA,
    roomB,
    ballroom,
    foyer,
    projector,
    translation,
    ana,
    bruno,
    carla,
  }
}

/** A local date-time `hours` later. */
export function plusHours(ts: string, hours: number) {
  const d = new Date(ts)
  d.setHours(d.getHours() + hours)
  return localDateTime(d)
}

/** A room item body for a period, with the assembly ending an hour after the start (§5 wants one assembly or disassembly date). */
export function roomBody(environmentId: number, start: string, end: string, body: Body = {}) {
  return {
    environment: { id: environmentId },
    startDateHour: start,
    endDateHour: end,
    assemblyEnd: plusHours(start, 1),
    ...body,
  }
}

/** Makes NEW events block rooms (ENVIRONMENT_BLOCK + NEW_SITUATION_BLOCK), as the older room tests assume. */
export async function blockNewEvents(app: FastifyInstance, admin: Tokens, on = true) {
  const res = await putConfiguration(app, admin, [
    { name: 'ENVIRONMENT_BLOCK', value: on },
    { name: 'NEW_SITUATION_BLOCK', value: on },
  ])
  if (res.statusCode !== 200) throw new Error(`configuration: ${res.statusCode} ${res.body}`)
}

/** Sets block flags of the configuration (platform.md §3), e.g. `{ EQUIPMENT_BLOCK: true }`. */
export async function setBlockFlags(app: FastifyInstance, admin: Tokens, flags: Record<string, boolean>) {
  const res = await putConfiguration(
    app,
    admin,
    Object.entries(flags).map(([name, value]) => ({ name, value })),
  )
  if (res.statusCode !== 200) throw new Error(`configuration: ${res.statusCode} ${res.body}`)
}
