/**
 * Read by screen readers, not drawn. In pixels, as strings: in `sx` a bare 1 is 100%, and a
 * full-width hidden text beside a chart or in a cell made the whole page scroll sideways (issue 35).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
