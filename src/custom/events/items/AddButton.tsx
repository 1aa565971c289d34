import Button from '@mui/material/Button'
import Add from '@mui/icons-material/Add'

/** An item tab's "add" above its list: opens the insert form in the list's place. */
export default function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={<Add />} onClick={onClick} sx={{ mb: 2 }}>
      {label}
    </Button>
  )
}
