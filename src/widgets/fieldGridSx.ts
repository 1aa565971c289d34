type Breakpoint = 'sm' | 'md' | 'lg'

/**
 * A form's fields side by side: one column on a phone, and from each breakpoint given that many
 * columns of equal width (`minmax(0, 1fr)` lets a long value shrink instead of widening its column).
 */
export const fieldGridSx = (columns: Partial<Record<Breakpoint, number>>) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    ...Object.fromEntries(Object.entries(columns).map(([at, n]) => [at, `repeat(${n}, minmax(0, 1fr))`])),
  },
})
