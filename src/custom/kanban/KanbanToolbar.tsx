import { useEffect, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { SEARCH_DEBOUNCE_MS } from '../../widgets/useReferenceSearch'
import type { BoardFilter } from './api'
import EmployeePicker from './EmployeePicker'
import ResetButton from './ResetButton'

/** The board's filters (search, employee), typed text sent once typing stops, and the reset. */
export default function KanbanToolbar({ onFilter }: { onFilter: (f: BoardFilter) => void }) {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const [employee, setEmployee] = useState<number>()
  useEffect(() => {
    const timer = setTimeout(
      () => onFilter({ search: search.trim() || undefined, employee }),
      SEARCH_DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [search, employee, onFilter])
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
      <TextField
        size="small"
        type="search"
        label={translate('kanban.board.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <EmployeePicker onChange={setEmployee} />
      <Box sx={{ flex: 1 }} />
      <ResetButton />
    </Box>
  )
}
