import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { Dependent } from '../providers/dataProvider'
import DependentsList from './DependentsList'

/**
 * A refused delete (409 error.hasDependencies): a dialog rather than a snackbar, because the
 * person needs time to read which records to change first.
 */
export default function DependenciesDialog({
  dependents,
  onClose,
}: {
  dependents: Dependent[] | null
  onClose: () => void
}) {
  const translate = useTranslate()
  return (
    <Dialog
      open={!!dependents}
      onClose={onClose}
      aria-labelledby="dependencies-title"
      aria-describedby="dependencies-text"
      onClick={(e) => e.stopPropagation()}
    >
      <DialogTitle id="dependencies-title">{translate('registry.hasDependenciesTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="dependencies-text" component="div">
          {translate('registry.hasDependencies')}
          <DependentsList dependents={dependents ?? []} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
