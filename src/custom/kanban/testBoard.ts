/** Test fixtures of the kanban board: two columns, cards, and the layout jsdom does not compute. */
import { vi } from 'vitest'
import type { BoardColumn, KanbanCard } from './api'

export const card = (id: number, name: string, extra: Partial<KanbanCard> = {}): KanbanCard => ({
  id,
  name,
  clientName: 'Cliente Teste',
  startDate: '2026-12-01T08:00:00',
  endDate: '2026-12-01T18:00:00',
  situation: 'NEGOTIATION',
  version: 3,
  checklist: { done: 1, total: 3 },
  ...extra,
})

const page = (content: KanbanCard[], total = content.length) => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / 20),
  size: 20,
  number: 0,
  numberOfElements: content.length,
})

export const boardOf = (
  first: KanbanCard[],
  second: KanbanCard[] = [],
  firstTotal?: number,
): BoardColumn[] => [
  {
    status: {
      id: 1,
      name: 'Novo contato',
      order: 1,
      color: '#1976d2',
      situation: null,
      checklist: { id: 9 },
    },
    page: page(first, firstTotal),
  },
  {
    status: { id: 2, name: 'Proposta enviada', order: 2, color: '#8e24aa', situation: null, checklist: null },
    page: page(second),
  },
]

export { page as pageOf }

/**
 * jsdom lays nothing out: each column (a `section`) and what is inside it get the box of the
 * column's place on the row, 300 px apart, so dnd-kit's keyboard moves find the next column.
 */
export function layOutColumns() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const section = this.closest('section')
    const index = section ? [...document.querySelectorAll('section')].indexOf(section) : -1
    const left = index < 0 ? 0 : index * 300
    const inside = section !== this && section !== null
    const [top, width, height] = inside ? [60, 260, 120] : [0, 280, 600]
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect
  })
}
