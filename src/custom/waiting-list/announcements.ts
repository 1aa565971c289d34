import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core'

type Translate = (key: string, options?: Record<string, unknown>) => string

const nameOf = (item: Active | Over | null) =>
  (item?.data.current as { name?: string } | undefined)?.name ?? ''
const placeOf = (item: Active | Over | null) =>
  ((item?.data.current as { sortable?: { index: number } } | undefined)?.sortable?.index ?? 0) + 1

/** What a screen reader says while an event is dragged in the queue, in the person's language. */
export function rankAnnouncements(t: Translate): Announcements {
  return {
    onDragStart: ({ active }) =>
      t('waitingList.screen.announce.start', { name: nameOf(active), place: placeOf(active) }),
    onDragOver: ({ active, over }) =>
      t('waitingList.screen.announce.over', { name: nameOf(active), place: placeOf(over) }),
    onDragEnd: ({ active, over }) =>
      t('waitingList.screen.announce.end', { name: nameOf(active), place: placeOf(over ?? active) }),
    onDragCancel: ({ active }) => t('waitingList.screen.announce.cancel', { name: nameOf(active) }),
  }
}

export const rankInstructions = (t: Translate): ScreenReaderInstructions => ({
  draggable: t('waitingList.screen.announce.instructions'),
})
