import type { TimelineItem } from './diaryItems'

const sameEditable = (a: TimelineItem['editable'], b: TimelineItem['editable']) =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    a.updateTime === b.updateTime &&
    a.updateGroup === b.updateGroup &&
    a.remove === b.remove)

const same = (a: TimelineItem, b: TimelineItem) =>
  a.start.getTime() === b.start.getTime() &&
  a.end.getTime() === b.end.getTime() &&
  a.group === b.group &&
  a.content === b.content &&
  a.title === b.title &&
  a.type === b.type &&
  a.style === b.style &&
  a.className === b.className &&
  a.bookingId === b.bookingId &&
  sameEditable(a.editable, b.editable)

/**
 * What a re-read changes on the timeline: the items gone and the items new or changed. A push's
 * re-read (another desk's booking) then redraws only those — every other booking keeps its
 * element, so a person about to drag one is not disturbed, and the diary does not flash.
 */
export function itemDiff(shown: TimelineItem[], next: TimelineItem[]) {
  const before = new Map(shown.map((i) => [i.id, i]))
  const after = new Set(next.map((i) => i.id))
  return {
    gone: shown.filter((i) => !after.has(i.id)).map((i) => i.id),
    changed: next.filter((i) => {
      const old = before.get(i.id)
      return !old || !same(old, i)
    }),
  }
}
