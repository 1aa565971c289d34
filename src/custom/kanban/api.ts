/** Every call of the kanban board (DESIGN.md "Contract where the spec is silent — wave 2"). */
import type { Page } from '../../../common/page'
import { http } from '../../providers/http'

export interface KanbanStatus {
  id: number
  name: string
  order: number
  color: string | null
  situation: string | null
  checklist: { id: number } | null
}

export interface KanbanCard {
  id: number
  name: string
  clientName?: string | null
  customer?: { id: number; name?: string } | null
  startDate?: string | null
  endDate?: string | null
  situation: string
  estimatedPeople?: number | null
  version: number
  checklist: { done: number; total: number } | null
}

export interface BoardColumn {
  status: KanbanStatus
  page: Page<KanbanCard>
}

/** A column as the board shows it: `readAt` orders its reads (the board's, or its own after a move). */
export interface ShownColumn extends BoardColumn {
  readAt: number
}

export interface BoardFilter {
  search?: string
  /** A person among the events' department managers and employees. */
  employee?: number
}

export interface Checklist {
  eventId: number
  version: number
  kanbanStatus: { id: number; name: string }
  checklist: { id: number; name: string } | null
  items: { id: number; description: string; done: boolean }[]
}

const filterQuery = (f: BoardFilter) => ({ search: f.search || undefined, employee: f.employee })

let reads = 0
/** A number per read started, increasing: a late answer never replaces a column read after it. */
export const nextRead = () => ++reads

const readBoard = async (f: BoardFilter, signal?: AbortSignal): Promise<ShownColumn[]> => {
  const readAt = nextRead()
  const columns = await http<BoardColumn[]>('/events/kanban', { query: filterQuery(f), signal })
  return columns.map((c) => ({ ...c, readAt }))
}

const readColumnPage = (statusId: number, page: number, f: BoardFilter, signal?: AbortSignal) =>
  http<Page<KanbanCard>>(`/events/kanban/${statusId}`, { query: { ...filterQuery(f), page }, signal })

const moveCard = (card: Pick<KanbanCard, 'id' | 'version'>, statusId: number) =>
  http<KanbanCard>(`/events/event/${card.id}/kanban-status`, {
    method: 'PUT',
    json: { kanbanStatus: { id: statusId }, version: card.version },
  })

const readChecklist = (eventId: number, signal?: AbortSignal) =>
  http<Checklist>(`/events/event/${eventId}/kanban-checklist`, { signal })

const tickChecklist = (eventId: number, items: { id: number; done: boolean }[], version: number) =>
  http<Checklist>(`/events/event/${eventId}/kanban-checklist`, {
    method: 'PUT',
    json: { items, version },
  })

const resetEvents = () => http('/events/kanban-status/reset-events', { method: 'POST', json: {} })

/** The board's query key; a column's pages hang off its read (`readAt`), so refreshing this is enough. */
export const BOARD_KEY = ['eventdesk', 'kanban', 'board']

/** The board's calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const kanbanMethods = {
  readBoard,
  readColumnPage,
  moveCard,
  readChecklist,
  tickChecklist,
  resetEvents,
}

type Registered = typeof kanbanMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
