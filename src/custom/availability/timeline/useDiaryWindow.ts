import { useState } from 'react'
import useMediaQuery from '@mui/material/useMediaQuery'
import { shift, windowOf, type Zoom } from './timelineState'

/**
 * The period a timeline screen shows and how the toolbar moves it, shared by the environment
 * timeline, the calendar's resource view and the reservation timeline: a zoom keeps the start, a
 * step moves by the zoom, "today" comes back; the list view is the phone's default.
 */
export function useDiaryWindow(initial: Zoom) {
  const phone = useMediaQuery('(max-width:600px)')
  const [zoom, setZoom] = useState<Zoom>(initial)
  const [range, setRange] = useState(() => windowOf(new Date(), initial))
  const [listChosen, setList] = useState<boolean>()
  const list = listChosen ?? phone
  return {
    range,
    list,
    /** What TimelineToolbar takes to move the window. */
    toolbar: {
      zoom,
      onZoom: (z: Zoom) => {
        setZoom(z)
        setRange(windowOf(range.start, z))
      },
      onStep: (s: number) => setRange(shift(range, s)),
      onToday: () => setRange(windowOf(new Date(), zoom)),
      list,
      onList: setList,
    },
    /** A pan or zoom in the timeline itself. */
    onRange: (start: Date, end: Date) => setRange({ start, end }),
  }
}
