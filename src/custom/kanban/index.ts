import { pageChunk } from '../../widgets/pageChunk'

/** The kanban board (issue 20), its own chunk: @dnd-kit loads only when the board is opened. */
export const KanbanPage = pageChunk(() => import('./KanbanPage'))
