/**
 * The page card's size: as wide as the content area and never wider. `width: 0` keeps wide
 * children (the scrollable tab strip, a 10-column table) from stretching the layout past the
 * window; `minWidth: 100%` then fills the area.
 */
export const pageSx = { mt: 2, width: 0, minWidth: '100%' } as const
